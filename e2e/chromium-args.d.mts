/** Types for chromium-args.mjs, which node also runs as plain JavaScript from screenshots.mjs. */

export const CHROMIUM_ARGS: string[];

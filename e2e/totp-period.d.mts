/** Types for totp-period.mjs, which node also runs as plain JavaScript from serve.mjs. */

export const TOTP_PERIOD_SECONDS: number;

// zod compiles object parsers with `new Function` when it can, and probes for it as each object
// schema is built. The app's Content-Security-Policy forbids eval (script-src 'self'), so the
// probe is reported as a CSP violation (Lighthouse's best practices count it). zod keeps its
// settings on globalThis.__zod_globalConfig and reads `jitless` there; the entry sets it first, so
// the schemas in the screens' chunks (zod is not on the first load, decision 0026) never probe.
// Setting it through `z.config` would put zod's core on every first load (3 kB).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

// Runs in the browser before the app (Next's client instrumentation hook).
//
// The Content-Security-Policy allows no 'unsafe-eval' (next.config.mjs), so zod must not compile its
// fast parsers with `new Function`: even its probe for eval is reported as a CSP violation
// (Lighthouse Best Practices). This is `z.config({ jitless: true })` without importing zod, which
// would put 5 kB gzip of it on every page's first load: zod keeps its configuration in this global
// (zod/v4/core/core.js). The test beside this file fails if a zod upgrade stops reading it.
// (A module, with nothing to export: the hook runs for its effect.)
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};

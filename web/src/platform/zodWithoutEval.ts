/**
 * Imported first by every page's entry, before any module that loads zod: zod compiles its object parsers with
 * `new Function` unless told not to, and even its probe of whether it may is refused and reported under the
 * Content-Security-Policy, which allows no eval (api/src/security/securityHeaders.ts). zod reads its global
 * configuration from this object when it loads (zod/v4/core `globalConfig`), so the entry does not have to load zod
 * itself to set it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

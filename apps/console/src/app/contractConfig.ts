// How zod (the contract's schemas) runs in the browser, set before any check runs.

/**
 * zod keeps its global configuration on `globalThis.__zod_globalConfig`, shared by every copy of zod on the
 * page; writing it here configures zod without loading zod with the first page's script. jitless: zod would
 * compile object schemas with `new Function`, which the page's Content-Security-Policy forbids (even zod's
 * probe for it is reported as a violation). Forms word their messages with the contract's error map
 * (shared/formErrors.logic.ts).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

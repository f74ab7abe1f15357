// zod compiles object parsers with `new Function` when it may: to find out it calls `new Function('')` once, which
// under the page's `script-src 'self'` is a CSP violation on every page that parses (reported to the document even
// though zod catches the EvalError). Without JIT it never asks; its parsers are the interpreted ones.
// zod keeps its settings in this global and adopts one that exists when it loads (zod/v4/core/core.js), so the
// entry says it without importing zod, which stays in the chunks that parse (zod-jitless.test.ts holds zod to it).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};

import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may: to find out it calls `new Function('')` once, which
// under the page's `script-src 'self'` is a CSP violation on every page that parses (reported to the document even
// though zod catches the EvalError). Without JIT it never asks; its parsers are the interpreted ones.
config({ jitless: true });

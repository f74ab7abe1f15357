import { expect, it } from 'vitest';

it('turns zod JIT off before zod loads, through the settings zod adopts (no CSP probe with new Function)', async () => {
  await import('./zod-jitless.ts');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  // And zod still parses, interpreted.
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});

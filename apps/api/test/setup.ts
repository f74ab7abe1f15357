// Runs before every API test file (vitest.config's 'api' project).
import { afterAll, vi } from 'vitest';
import { writeContractCounts } from './openapi-contract.ts';

// Passwords are hashed by the real code (lib/passwords.ts → @node-rs/argon2, argon2id) with a cheaper cost:
// 1 MiB and one pass instead of 19 MiB and two. At the production cost each hash or check is about 0.1 s of
// CPU, and the suite makes thousands of them (every registration, sign-in, password change, the fuzz world)
// on a two-core machine. A check reads the cost from the stored hash, so hashes made here verify as fast.
// `lib/passwords.test.ts` runs without this (vitest.config) and proves the production parameters; the processes
// the tests start (`main.test.ts`, the CLI tests) are not touched by it and hash at the production cost.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    hash: (password: string | Uint8Array, options?: import('@node-rs/argon2').Options) =>
      argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }),
  };
});

// The S3 driver's SDK warns once per process that its 2027 versions need Node.js 22 (ADR 22): known, and only
// noise in the tests' output and in the commands they start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

// The contract test's running totals of this worker, summed and printed by global-setup.ts at the end of the run.
afterAll(() => writeContractCounts());

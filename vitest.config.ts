import { defineConfig } from 'vitest/config';
import { catalogueParts } from './apps/web/catalogue-parts.ts';

/** Proves the production cost of password hashing, so it runs outside the API project's cheaper one. */
const PASSWORD_COST_TEST = 'apps/api/src/lib/passwords.test.ts';
/** The web's route tests (ADR 18): the whole app in jsdom with the API mocked at the network boundary. */
const ROUTE_TESTS = 'apps/web/src/**/*.page.test.tsx';

export default defineConfig({
  // The web's catalogue parts (ADR 13) resolve in its unit tests as in its build.
  plugins: [catalogueParts()],
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Timeouts catch a hang, never a slow machine: at load 27 on two cores some tests took 40 s (the ledger's
    // concurrency test) where they take 3 s idle, and the 30 s this once was failed them. A test that hangs
    // still fails, after five minutes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits for work done after an answer (mail, notices, callbacks): 30 s, not vitest's 1 s.
    expect: { poll: { timeout: 30_000 } },
    // Two cores: a few files at once keeps PGlite instances and argon2 from starving each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', PASSWORD_COST_TEST],
          // Migrated database templates made once per run before any worker starts (test/database-templates.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Passwords hashed at a test cost (the file says why).
          setupFiles: ['apps/api/test/setup.ts'],
          // A worker keeps the modules it loaded from one API test file to the next instead of loading the
          // app's few hundred modules again for each (half the CPU time of a small API file). Each file still
          // starts its own apps on its own databases; no API test mocks a module or stubs a global.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'examples/**/*.test.ts',
            'apps/web/**/*.test.ts',
            'apps/web/**/*.test.tsx',
            PASSWORD_COST_TEST,
          ],
          exclude: ['**/node_modules/**', '**/dist/**', ROUTE_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-routes',
          include: [ROUTE_TESTS],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/route-test-setup.ts'],
          // One jsdom and module graph per worker, shared by its files (as the API project does): each file then
          // spends no time loading MUI and the pages again. What a test leaves in the document is removed after it
          // (testing/route-test-setup.ts), above all emotion's styles, which jsdom matches against every element
          // whose style it computes: left in place, they made each later file slower (8–15 s early, 20–94 s late).
          isolate: Boolean(process.env.ROUTE_TESTS_ISOLATED),
        },
      },
    ],
  },
});

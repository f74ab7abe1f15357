import { defineConfig } from 'vitest/config';
import { catalogueParts } from './apps/web/catalogue-parts.ts';

/** The web's route tests (ADR 17): the whole app in jsdom with the API mocked at the network boundary. */
const ROUTE_TESTS = 'apps/web/src/**/*.page.test.tsx';

export default defineConfig({
  // The web's catalogue parts (ADR 13) resolve in its unit tests as in its build.
  plugins: [catalogueParts()],
  test: {
    testTimeout: 30_000,
    // Generous: each suite creates and migrates a fresh database, which is slow on a loaded 2-core machine.
    hookTimeout: 240_000,
    // Two cores: a few files at once keeps PGlite instances and argon2 from starving each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
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
          // One jsdom and one module graph per worker for all route test files: loading MUI, the router and the
          // pages once instead of once per file. Safe because route-test-setup.ts undoes every test's state.
          isolate: false,
          // The first test of a worker loads the app's chunks (seconds on a loaded machine).
          testTimeout: 60_000,
        },
      },
    ],
  },
});

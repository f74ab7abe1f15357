import { defineConfig } from 'vitest/config';
import { catalogueParts } from './apps/web/catalogue-parts.ts';

export default defineConfig({
  // The web's catalogue parts (ADR 13) resolve in its unit tests as in its build.
  plugins: [catalogueParts()],
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Migrated database templates made once per run before any worker starts (test/database-templates.ts).
    globalSetup: ['apps/api/test/global-setup.ts'],
    setupFiles: ['apps/api/test/setup.ts'],
    testTimeout: 30_000,
    // Generous: each suite creates and migrates a fresh database, which is slow on a loaded 2-core machine.
    hookTimeout: 240_000,
    // Two cores: a few files at once keeps PGlite instances and argon2 from starving each other.
    maxWorkers: 2,
  },
});

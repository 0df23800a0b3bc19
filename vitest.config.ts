import { defineConfig } from 'vitest/config';

// Two projects: unit and integration tests beside the code (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), and browser journeys against the built server.
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'common/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./tests/support/setup-unit.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One runner, six projects: the core's TypeScript face, the API (app.request on fresh databases) on
// SQLite and on PostgreSQL,
// web units (editor model, stores), browser end-to-end tests against a real server and Chromium, and a few
// journeys in Chromium, Firefox and WebKit.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['mosaic-core/test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts', 'shop/test/**/*.test.ts'],
          // Tests that stop and start a PostgreSQL server of their own run in api-postgres only.
          exclude: ['api/test/postgres/**'],
          environment: 'node',
          testTimeout: 60_000,
          setupFiles: ['api/test/support/database-cleanup.ts'],
        },
      },
      // The same API suite on a real PostgreSQL 15 server that the run starts and stops itself.
      {
        test: {
          name: 'api-postgres',
          include: ['api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['api/test/support/postgres-server.ts'],
          setupFiles: ['api/test/support/database-cleanup.ts'],
        },
      },
      { test: { name: 'web', include: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      // A few journeys again in Firefox and WebKit as well as Chromium (e2e/engines: one face, three drivers).
      {
        test: {
          name: 'engines',
          include: ['e2e/engines/**/*.engines.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One runner, four projects: the core's TypeScript face, the API (app.request on fresh databases),
// web units (editor model, stores), and browser end-to-end tests against a real server and Chromium.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['mosaic-core/test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      { test: { name: 'api', include: ['api/test/**/*.test.ts', 'shop/test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
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
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file (decision 042): each file still opens its own database, and importing
    // the server once instead of 111 times takes the pass from about 8 to under 3 minutes on two cores.
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['../../packages/contract/src/testing/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

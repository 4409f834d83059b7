import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // As on the server: a console.error the test did not expect fails it (an unhandled error already fails the run).
    setupFiles: ['../../packages/contract/src/testing/fail-on-console-error.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'contract', include: ['src/**/*.test.ts'], environment: 'node', setupFiles: ['src/testing/fail-on-console-error.ts'] },
});

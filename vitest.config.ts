import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The lint rules that hold the code's shape, each proved to fire on a fixture (scripts/lint-rules/).
      { test: { name: 'lint-rules', include: ['scripts/lint-rules/**/*.test.ts'], environment: 'node' } },
    ],
  },
});

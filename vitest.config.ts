import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on the two-core CI machines, every test file
    // in turn while the other core idles between the database's answers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The lint rules that hold the code's shape, each proved to fire on a fixture (scripts/lint-rules/).
      {
        // Each runs ESLint with the TypeScript resolver: its first lint builds a program, seconds on a busy core.
        test: { name: 'lint-rules', include: ['scripts/lint-rules/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
    ],
  },
});

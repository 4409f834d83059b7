import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, as `npm run lint` runs it: each rule is proved to fire on a text placed
// where it applies, without an allow-list or an inline disable.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(text: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the shape rules of issue 27', () => {
  it('reports a server plugin that imports a feature', async () => {
    const ids = await ruleIds(
      "import { handlers } from '../../features/handlers';\n\nexport const count = Object.keys(handlers).length;\n",
      'apps/server/src/plugins/calls/lint-fixture.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('lets a plugin import what is not a feature', async () => {
    const ids = await ruleIds(
      "import { bearerToken } from '../../lib/bearer-token';\n\nexport const read = bearerToken;\n",
      'apps/server/src/plugins/calls/lint-fixture.ts',
    );
    expect(ids).toEqual([]);
  });

  it('reports a two-file import circle', async () => {
    const ids = await ruleIds(
      "import { cycleB } from './cycle-b';\n\nexport const cycleA = 'a';\nexport const both = cycleB;\n",
      'scripts/lint-rules/fixtures/cycle-a.ts',
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('does not count a type-only import as a circle (it is gone at run time)', async () => {
    const ids = await ruleIds(
      "import type { cycleB } from './cycle-b';\n\nexport const cycleA = 'a';\nexport type Both = typeof cycleB;\n",
      'scripts/lint-rules/fixtures/cycle-a.ts',
    );
    expect(ids).not.toContain('import-x/no-cycle');
  });
});

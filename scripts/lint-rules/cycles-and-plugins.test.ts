import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, as `npm run lint` runs it: each rule is proved to fire on a text placed
// where it applies, without an allow-list or an inline disable. Ignores are off so the fixtures (which the main run
// leaves out, as they break the rules on purpose) are linted too.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, ignore: false });
const fixture = (name: string) => readFileSync(path.join(root, 'scripts/lint-rules/fixtures', name), 'utf8');

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
    expect(await ruleIds(fixture('cycle-a.ts'), 'scripts/lint-rules/fixtures/cycle-a.ts')).toContain('import-x/no-cycle');
    expect(await ruleIds(fixture('cycle-b.ts'), 'scripts/lint-rules/fixtures/cycle-b.ts')).toContain('import-x/no-cycle');
  });

  it('does not count a type-only import as a circle (it is gone at run time)', async () => {
    const ids = await ruleIds(
      "import type { cycleB } from './cycle-b';\n\nexport const cycleA = 'a';\nexport type Both = `${typeof cycleA}${typeof cycleB}`;\n",
      'scripts/lint-rules/fixtures/cycle-a.ts',
    );
    expect(ids).not.toContain('import-x/no-cycle');
  });
});

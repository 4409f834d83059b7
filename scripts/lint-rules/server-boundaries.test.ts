import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the server-boundaries block of eslint.config.js fires: each case lints a snippet as if it were a file in a
// real folder, importing real modules, through the repository's own configuration.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });
const rule = 'import-x/no-restricted-paths';

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/server/src', file) });
  return result?.messages ?? [];
}

describe('server boundaries', { timeout: 60_000 }, () => {
  it('reports a feature that imports another feature', async () => {
    const messages = await lint(
      'features/booking/check-in/fixture.ts',
      "import { createItem } from '../../content/content-items';\nexport const create = createItem;\n",
    );
    expect(messages.map((message) => message.ruleId)).toEqual([rule]);
  });

  it('reports domain/ importing a feature', async () => {
    const messages = await lint(
      'domain/fixture.ts',
      "import { appendAudit } from '../features/staff/audit-trail';\nexport const append = appendAudit;\n",
    );
    expect(messages.map((message) => message.ruleId)).toEqual([rule]);
  });

  it('lets a feature import another area of its own and domain/', async () => {
    const messages = await lint(
      'features/booking/check-in/fixture.ts',
      [
        "import { centerScope } from '../../../domain/center-scope';",
        "import { standardSchedule } from '../schedule/center-schedules';",
        'export const uses = [centerScope, standardSchedule];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});

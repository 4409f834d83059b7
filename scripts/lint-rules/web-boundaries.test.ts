import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on code placed in a real web feature. The rule only sees imports that
// resolve, so each fixture names a real file.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const filePath = `${root}/apps/web/src/features/home/components/boundary-fixture.tsx`;
const rule = 'import-x/no-restricted-paths';

async function boundaryMessages(code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('web feature boundaries', () => {
  it("reports a feature importing another feature's component", async () => {
    const messages = await boundaryMessages(
      "export { PrescreeningHomeCard } from '../../prescreening/components/prescreening-home-card';\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("imports another feature's api/ only");
  });

  it('reports a feature importing the app that assembles it', async () => {
    const messages = await boundaryMessages("export { AppRoutes } from '../../../app/router';\n");
    expect(messages).toHaveLength(1);
  });

  it("allows another feature's api/", async () => {
    expect(await boundaryMessages("export { usePoints } from '../../rewards/api/get-points';\n")).toEqual([]);
  });

  it('allows shared components/ and its own feature', async () => {
    const code = [
      "export { PageLoader } from '../../../components/page-loader/page-loader';",
      "export { PointsCard } from './reward-cards';",
      '',
    ].join('\n');
    expect(await boundaryMessages(code)).toEqual([]);
  });
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../db/factories/staff';
import { signInStaff } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * `npm run ops -- import donors <file>` as an operator runs it: the command in its own process (`ops/cli.ts`, what
 * dist/ops.js is built from) against a portal listening on a real port, whose job engine applies the file.
 */
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

let t: TestApp;
let url: string;
let secret: string;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ jobEngine: true, env: { IMPORT_MAX_BYTES: '2048' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
  const created = await t.call('integrations/createApiClient', { name: 'Operator CLI', operations: ['imports'] } as never, {
    token: admin,
  });
  secret = created.json<{ secret: string }>().secret;
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-cli-'));
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function runImport(name: string, content: string): Promise<{ code: number | null; out: string; err: string }> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'import', 'donors', file, '--url', url, '--secret', secret], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, out, err };
}

const header = 'donorNumber,firstName,lastName,birthDate,identityTypeId,identityLast4,status,language';

describe('npm run ops -- import donors <file>, against a running portal', () => {
  it('uploads the file, shows the upload and the progress, prints the report and exits 0', { timeout: 60_000 }, async () => {
    const csv = `${header}\nCLI0001,Ana,Cli,1990-01-02,1,1234,donor,en\nCLI0002,Ben,Cli,1985-05-06,1,9876,donor,es\n`;
    const { code, out, err } = await runImport('donors.csv', csv);
    expect(err).toMatch(/upload {2}\[#+\] 100%/);
    expect(err).toMatch(/applied \[#+\] 100% \(2\/2\)/);
    expect(out).toMatch(/^import [0-9a-f-]{36}: 2 lines, 2 created, 0 updated, 0 unchanged, 0 refused$/m);
    expect(code).toBe(0);

    // The same file again: nothing changes.
    const again = await runImport('donors.csv', csv);
    expect(again.out).toMatch(/2 lines, 0 created, 0 updated, 2 unchanged, 0 refused/);
    expect(again.code).toBe(0);
  });

  it('lists the refused lines with their reasons and exits 3 when a line was refused', { timeout: 60_000 }, async () => {
    const csv = `${header}\nCLI0003,Cy,Cli,1990-01-02,1,1234,donor,en\nCLI0004,Di,Cli,2999-01-01,1,1111,donor,en\n`;
    const { code, out } = await runImport('some-bad.csv', csv);
    expect(out).toMatch(/2 lines, 1 created, 0 updated, 0 unchanged, 1 refused/);
    expect(out).toContain('line 3: birthDate: The date of birth is a past date written YYYY-MM-DD.');
    expect(code).toBe(3);
  });

  it('exits 1 with the server’s reason when the file is refused whole, and nothing is imported', { timeout: 60_000 }, async () => {
    const noKey = await runImport('no-key.csv', 'firstName,lastName\nAna,Cli\n');
    expect(noKey.err).toContain("the import was refused (400): The CSV file's header row lacks the column donorNumber");
    expect(noKey.code).toBe(1);

    const big = await runImport('big.csv', `${header}\n${'CLI0009,Ana,Cli,1990-01-02,1,1234,donor,en\n'.repeat(100)}`);
    expect(big.err).toContain('the import was refused (413): The file is larger than this server takes (2048 bytes).');
    expect(big.code).toBe(1);
  });
});

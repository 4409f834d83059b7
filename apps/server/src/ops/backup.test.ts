import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openPostgres, wrapPglite, type Database } from '../db/client';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { createTestApp, TEST_NOW } from '../test/test-app';
import { withDatabaseName } from '../test/database-names';
import { signIn } from '../test/sign-in';
import { backupCommand, pgDumpArgs } from './backup-command';
import { checkInvariants } from './invariants';
import { pgRestoreArgs, restoreCommand } from './restore-command';

const run = promisify(execFile);
const rules = { pointsPerDonation: 100, referralBonusPoints: 500 };
const postgresUrl = inject('postgresUrl');

/** Runs an ops command, keeping what it prints (console.error would otherwise fail the test). */
async function ops(
  command: (argv: string[], config: Config) => Promise<number>,
  argv: string[],
  config: Config,
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const { log, error } = console;
  console.log = (...args: unknown[]) => out.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => err.push(args.map(String).join(' '));
  try {
    return { code: await command(argv, config), out: out.join('\n'), err: err.join('\n') };
  } finally {
    console.log = log;
    console.error = error;
  }
}

/** The portal started on a restored database passes the invariant check and signs the demo donor in. */
async function expectServes(database: Database): Promise<void> {
  expect(await checkInvariants(database.db)).toEqual([]);
  const t = await createTestApp({ database });
  try {
    const { user } = await signIn(t, 'donor@example.com');
    expect(user.firstName).toBe('Maria');
  } finally {
    await t.close();
  }
}

describe.skipIf(postgresUrl)('backup and restore of the embedded database', () => {
  let dir: string;
  let config: Config;
  let backup: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
    const dataDir = path.join(dir, 'data');
    // The migrated database of the test run, in a data folder as the server keeps it, with the demo data.
    const client = await PGlite.create(dataDir, { loadDataDir: new Blob([await readFile(inject('pgliteDumpPath'))]) });
    await seedDemoIfEmpty(wrapPglite(client).db, { rules, now: new Date(TEST_NOW) });
    await client.close();
    config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    backup = path.join(dir, 'portal.tar.gz');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('backs up the data folder and restores it into a new one, where the portal serves the demo donor', async () => {
    const made = await ops(backupCommand, [backup], config);
    expect(made, made.err).toMatchObject({ code: 0 });
    expect((await readFile(backup)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(await ops(backupCommand, [backup], config)).toMatchObject({ code: 1, err: expect.stringContaining('never overwrites') });

    const restoredDir = path.join(dir, 'restored');
    const restored = await ops(restoreCommand, [backup], { ...config, dataDir: restoredDir });
    expect(restored, restored.err).toMatchObject({ code: 0 });
    const database = wrapPglite(await PGlite.create(restoredDir));
    try {
      await expectServes(database);
    } finally {
      await database.close();
    }
  });

  it('refuses a data folder that holds anything unless --replace, which moves it aside', async () => {
    const refused = await ops(restoreCommand, [backup], config);
    expect(refused).toMatchObject({ code: 1, err: expect.stringContaining('not empty: pass --replace') });
    expect(await readdir(dir)).not.toContainEqual(expect.stringMatching(/replaced|restoring/));

    const replaced = await ops(restoreCommand, [backup, '--replace'], config);
    expect(replaced, replaced.err).toMatchObject({ code: 0 });
    const aside = (await readdir(dir)).find((name) => name.startsWith('data.replaced-'));
    expect(aside).toBeDefined();
    expect(existsSync(path.join(dir, aside ?? '', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(config.dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('refuses to copy or replace a folder that a running server has open', async () => {
    const client = await PGlite.create(config.dataDir);
    try {
      expect(await ops(backupCommand, [path.join(dir, 'busy.tar.gz')], config)).toMatchObject({
        code: 1,
        err: expect.stringContaining('stop the server first'),
      });
      expect(await ops(restoreCommand, [backup, '--replace'], config)).toMatchObject({ code: 1 });
    } finally {
      await client.close();
    }
  });

  it('says clearly, with exit code 2, that a file is not a backup', async () => {
    const cases: [string, Buffer, RegExp][] = [
      ['notes.txt', Buffer.from('these are not the data you are looking for\n'), /is not a backup: neither a tarball/],
      ['truncated.tar.gz', (await readFile(backup)).subarray(0, 4096), /damaged gzip file/],
      ['empty.tar.gz', gzipSync(Buffer.alloc(1024)), /holds no database folder/],
      ['postgres.dump', Buffer.from('PGDMP\x01\x0e\x00'), /pg_dump archive of PostgreSQL/],
    ];
    const target = { ...config, dataDir: path.join(dir, 'never') };
    for (const [name, contents, message] of cases) {
      const file = path.join(dir, name);
      await writeFile(file, contents);
      const result = await ops(restoreCommand, [file], target);
      expect(result, name).toMatchObject({ code: 2, err: expect.stringMatching(message) });
      expect(result.err).not.toMatch(/\n\s+at /);
    }
    expect(await ops(restoreCommand, [path.join(dir, 'missing.tar.gz')], target)).toMatchObject({ code: 2 });
    expect(existsSync(target.dataDir)).toBe(false);
  });
});

describe.skipIf(!postgresUrl)('backup and restore of PostgreSQL with the commands ops prints', () => {
  const names: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const newDatabase = async (prefix: string) => {
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${name} template template0`);
    names.push(name);
    return withDatabaseName(postgresUrl, name);
  };
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pg-backup-'));
  });
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
    await rm(dir, { recursive: true, force: true });
  });

  // A whole cycle (migrations, the demo seed, a dump, a restore, a portal's start): past the usual 20 s on a busy machine.
  it('pg_dump -Fc of a demo database, pg_restore into a new one, and the portal serves it', async () => {
    const sourceUrl = await newDatabase('portal_backup_source');
    const source = openPostgres(sourceUrl, 2);
    await source.migrate();
    await seedDemoIfEmpty(source.db, { rules, now: new Date(TEST_NOW) });
    await source.close();

    const file = path.join(dir, 'portal.dump');
    const printed = await ops(backupCommand, [file], loadConfig({ NODE_ENV: 'test', DATABASE_URL: sourceUrl }));
    expect(printed).toMatchObject({ code: 1, out: expect.stringContaining('pg_dump --format=custom') });
    const [dump, ...dumpArgs] = pgDumpArgs(sourceUrl, file);
    await run(dump ?? 'pg_dump', dumpArgs);

    const targetUrl = await newDatabase('portal_backup_target');
    const targetConfig = loadConfig({ NODE_ENV: 'test', DATABASE_URL: targetUrl });
    expect(await ops(restoreCommand, [file], targetConfig)).toMatchObject({ code: 1, out: expect.stringContaining('pg_restore') });
    const [restore, ...restoreArgs] = pgRestoreArgs(targetUrl, file, false);
    await run(restore ?? 'pg_restore', restoreArgs);

    // Now the target holds the portal: a second restore is refused unless asked to replace.
    expect(await ops(restoreCommand, [file], targetConfig)).toMatchObject({ code: 1, err: expect.stringContaining('not empty') });
    const notADump = path.join(dir, 'notes.txt');
    await writeFile(notADump, 'not a dump');
    expect(await ops(restoreCommand, [notADump, '--replace'], targetConfig)).toMatchObject({ code: 2 });

    const database = openPostgres(targetUrl, 5);
    try {
      await expectServes(database);
    } finally {
      await database.close();
    }
  }, 90_000);
});

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { embeddedDatabaseBusy, shellQuote, withoutPassword } from './backup-command';

export const restoreUsage = `Usage: npm run ops -- restore <file> [--replace]
Embedded database (no DATABASE_URL): loads a file made by \`backup\` into DATA_DIR. Stop the server first. A DATA_DIR
that holds anything is refused unless --replace, which moves the current folder aside (its new name is printed).
With DATABASE_URL nothing is restored: the command checks the file is a pg_dump archive and the database is empty
(or --replace), prints the pg_restore command to run and exits 1. A file that is not a backup: exit 2.`;

/** What a backup file holds, read from its first bytes (and, for a tarball, its entries). */
export type BackupKind = 'embedded' | 'pg_dump';

/** A file that is not a backup of the kind expected: the message is printed as it is, with exit code 2. */
export class NotABackupError extends Error {}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

/** The entry names of a POSIX tar archive (ustar headers; PGlite writes them). */
function tarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  if (tar.length < 512) throw new NotABackupError('not a tar archive');
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    if (header.subarray(257, 262).toString('latin1') !== 'ustar') throw new NotABackupError('not a tar archive');
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    names.push(prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Which kind of backup `contents` is, or a NotABackupError saying what it is not. */
export function backupKind(contents: Buffer, file: string): BackupKind {
  if (contents.subarray(0, 5).equals(PG_DUMP_MAGIC)) return 'pg_dump';
  let tar = contents;
  if (contents.subarray(0, 2).equals(GZIP_MAGIC)) {
    try {
      tar = gunzipSync(contents);
    } catch (error) {
      throw new NotABackupError(`${file} is a damaged gzip file (${(error as Error).message}): not a usable backup`);
    }
  }
  let entries: string[];
  try {
    entries = tarEntries(tar);
  } catch {
    throw new NotABackupError(
      `${file} is not a backup: neither a tarball of the embedded database (\`npm run ops -- backup\`) nor a pg_dump archive (pg_dump -Fc)`,
    );
  }
  // PGlite's tarball holds the data folder's files at its root (`/PG_VERSION`); a folder around them is accepted too.
  if (!entries.some((name) => /^(?:[^/]+\/)?PG_VERSION$/.test(name.replace(/^\.?\//, '')))) {
    throw new NotABackupError(
      `${file} is a tar archive but holds no database folder (no PG_VERSION): not a backup of the embedded database`,
    );
  }
  return 'embedded';
}

/** `pg_restore` into DATABASE_URL's database: with `replace`, its objects are dropped first. */
export function pgRestoreArgs(databaseUrl: string, file: string, replace: boolean): string[] {
  return [
    'pg_restore',
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    ...(replace ? ['--clean', '--if-exists'] : []),
    `--dbname=${withoutPassword(databaseUrl).url}`,
    file,
  ];
}

/** Tables in any schema but PostgreSQL's own: a database with one is not empty. */
async function postgresTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function restorePostgres(config: Config & { databaseUrl: string }, file: string, kind: BackupKind, replace: boolean) {
  if (kind !== 'pg_dump') {
    throw new NotABackupError(`${file} is a backup of the embedded database; DATABASE_URL is set, so a pg_dump archive is expected`);
  }
  const tables = await postgresTableCount(config.databaseUrl);
  if (tables > 0 && !replace) {
    console.error(
      `The database in DATABASE_URL is not empty (${tables} tables): restore into a new database (createdb) and point ` +
        'DATABASE_URL at it, or pass --replace to print the command that drops its contents first.',
    );
    return 1;
  }
  const { hadPassword } = withoutPassword(config.databaseUrl);
  console.log('DATABASE_URL is set: restore with pg_restore, every portal process stopped:');
  console.log(`  ${pgRestoreArgs(config.databaseUrl, file, replace).map(shellQuote).join(' ')}`);
  if (hadPassword) console.log('  (the password is not printed: give it in PGPASSWORD or ~/.pgpass)');
  console.log('Then `npm run ops -- migrate` if the backup is older than this release. Nothing was restored by this command.');
  return 1;
}

async function restoreEmbedded(config: Config, file: string, contents: Buffer, kind: BackupKind, replace: boolean) {
  if (kind !== 'embedded') {
    throw new NotABackupError(`${file} is a pg_dump archive of PostgreSQL: restore it with pg_restore (set DATABASE_URL for the command)`);
  }
  const dataDir = path.resolve(config.dataDir);
  const busy = embeddedDatabaseBusy(dataDir);
  if (busy) {
    console.error(busy);
    return 1;
  }
  const occupied = existsSync(dataDir) && (await readdir(dataDir)).length > 0;
  if (occupied && !replace) {
    console.error(`${dataDir} (DATA_DIR) is not empty: pass --replace to replace the database in it (the current folder is moved aside).`);
    return 1;
  }
  const started = Date.now();
  // Loaded into a folder beside DATA_DIR and opened once before the swap: a load that fails leaves DATA_DIR as it was.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${dataDir}.restoring-${stamp}`;
  await mkdir(path.dirname(dataDir), { recursive: true });
  try {
    const client = await PGlite.create(staging, { loadDataDir: new Blob([contents]) });
    await client.query('select 1');
    await client.close();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new NotABackupError(`${file} could not be loaded by the embedded database (${(error as Error).message}): not a usable backup`);
  }
  let movedAside: string | null = null;
  if (existsSync(dataDir)) {
    movedAside = occupied ? `${dataDir}.replaced-${stamp}` : null;
    if (movedAside) await rename(dataDir, movedAside);
    else await rm(dataDir, { recursive: true });
  }
  await rename(staging, dataDir);
  console.log(`restored ${file} into ${dataDir} (${Date.now() - started} ms)`);
  if (movedAside) console.log(`the database that was there is in ${movedAside}: delete it once the restore is checked`);
  return 0;
}

/** `restore`: a `backup` file into the embedded database; for PostgreSQL, checks and prints the pg_restore command. */
export async function restoreCommand(argv: string[], config: Config): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { replace: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  const [file] = positionals;
  if (positionals.length !== 1 || !file) {
    console.error(restoreUsage);
    return 2;
  }
  try {
    let contents: Buffer;
    try {
      contents = await readFile(file);
    } catch (error) {
      throw new NotABackupError(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
    }
    const kind = backupKind(contents, file);
    return config.databaseUrl
      ? await restorePostgres({ ...config, databaseUrl: config.databaseUrl }, file, kind, values.replace)
      : await restoreEmbedded(config, file, contents, kind, values.replace);
  } catch (error) {
    if (!(error instanceof NotABackupError)) throw error;
    console.error(error.message);
    return 2;
  }
}

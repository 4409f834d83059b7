import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';

export const backupUsage = `Usage: npm run ops -- backup <file>
Embedded database (no DATABASE_URL): writes DATA_DIR's database to <file>, a gzipped tarball of the data folder.
Stop the server first: the embedded database serves one process, and a copy taken under a running server is not one.
With DATABASE_URL nothing is copied: the command prints the pg_dump command to run and exits 1 (docs/operations.md).`;

/** A PostgreSQL address without its password, for a printed command (the password comes from PGPASSWORD or ~/.pgpass). */
export function withoutPassword(databaseUrl: string): { url: string; hadPassword: boolean } {
  const url = new URL(databaseUrl);
  const hadPassword = url.password !== '';
  url.password = '';
  return { url: url.toString(), hadPassword };
}

/** `pg_dump`'s custom format: compressed, and `pg_restore` picks what to restore from it. */
export function pgDumpArgs(databaseUrl: string, file: string): string[] {
  return ['pg_dump', '--format=custom', `--file=${file}`, `--dbname=${withoutPassword(databaseUrl).url}`];
}

/** A shell word: printed commands are pasted into a shell. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/** Why the embedded database in `dataDir` cannot be copied or replaced now, or null. */
export function embeddedDatabaseBusy(dataDir: string): string | null {
  // PGlite writes postmaster.pid while a process has the folder open and removes it on close.
  return existsSync(path.join(dataDir, 'postmaster.pid'))
    ? `${dataDir} is in use (postmaster.pid is there): stop the server first. If it was killed, start and stop it once to release the folder.`
    : null;
}

/** `backup`: the embedded database to a file; PostgreSQL is left to pg_dump, whose command is printed. */
export async function backupCommand(argv: string[], config: Config): Promise<number> {
  const { positionals } = parseArgs({ args: argv, options: {}, allowPositionals: true, strict: true });
  const [file] = positionals;
  if (positionals.length !== 1 || !file) {
    console.error(backupUsage);
    return 2;
  }
  if (config.databaseUrl) {
    const { hadPassword } = withoutPassword(config.databaseUrl);
    console.log('DATABASE_URL is set: back PostgreSQL up with pg_dump (same major version as the server or newer):');
    console.log(`  ${pgDumpArgs(config.databaseUrl, file).map(shellQuote).join(' ')}`);
    if (hadPassword) console.log('  (the password is not printed: give it in PGPASSWORD or ~/.pgpass)');
    console.log('Nothing was backed up by this command.');
    return 1;
  }
  const dataDir = path.resolve(config.dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.error(`No embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);
    return 1;
  }
  const busy = embeddedDatabaseBusy(dataDir);
  if (busy) {
    console.error(busy);
    return 1;
  }
  if (existsSync(file)) {
    console.error(`${file} exists: a backup never overwrites a file; choose another name.`);
    return 1;
  }
  const started = Date.now();
  const client = await PGlite.create(dataDir);
  let archive: Blob;
  try {
    archive = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
  // Written beside the target and renamed, so an interrupted backup never leaves a truncated file under the backup's name.
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, Buffer.from(await archive.arrayBuffer()));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  console.log(`backed up ${dataDir} to ${file} (${archive.size} bytes, ${Date.now() - started} ms)`);
  return 0;
}

import { loadConfig } from '../config';
import { backupCommand, backupUsage } from './backup-command';
import { checkCommand, checkUsage } from './check-command';
import { importCommand, importUsage } from './import-command';
import { migrateCommand, migrateUsage } from './migrate-command';
import { recordVisitCommand, recordVisitUsage } from './record-visit-command';
import { restoreCommand, restoreUsage } from './restore-command';

const commands = {
  migrate: migrateCommand,
  'record-visit': recordVisitCommand,
  check: checkCommand,
  backup: backupCommand,
  restore: restoreCommand,
  import: importCommand,
} as const;

function isCommand(name: string | undefined): name is keyof typeof commands {
  return name !== undefined && Object.hasOwn(commands, name);
}

/** `npm run ops -- <command>` (compiled to dist/ops.js with the server): operations on the configured database. */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (!isCommand(command)) {
    console.error([migrateUsage, recordVisitUsage, checkUsage, backupUsage, restoreUsage, importUsage].join('\n\n'));
    return 2;
  }
  return commands[command](rest, loadConfig());
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('ops failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

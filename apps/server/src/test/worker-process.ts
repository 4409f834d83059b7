import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A test's worker process (a script of `src/test/` run by tsx) and what it printed. */
export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
}

/**
 * Starts a worker script of `src/test/` in its own OS process, with only PATH and `env` in its environment, and
 * resolves once it prints `ready` (or fails naming what it printed on stderr if it exits first). Each process started
 * is added to `started`, so the test file can kill whatever is left whatever a test's outcome.
 */
export async function startWorkerProcess(script: string, env: Record<string, string>, started: ChildProcess[]): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await expect.poll(() => (child.exitCode === null ? out.includes('ready') : `exited: ${errors}`), { timeout: 30_000 }).toBe(true);
  return { child, output: () => out };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/** A child process of the test, its output in a file, and how it ended. */
export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  readonly logFile: string;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  readonly exited: Promise<number | null>;
}

const running = new Set<Child>();

/** Starts `command` with stdout and stderr appended to `logFile`; every child is remembered until it exits. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): Child {
  const out = openSync(options.logFile, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  const handle: Child = { name, process: child, logFile: options.logFile, exited };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

export function isRunning(child: Child): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}

/** The last lines of a child's output, for a failure report. */
export function tail(logFile: string, lines = 30): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** Every child still running, killed at once (the exit handler's last step, and the overall timeout's). */
export function killAllChildren(): void {
  for (const child of running) {
    if (isRunning(child)) child.process.kill('SIGKILL');
  }
}

export function runningChildren(): Child[] {
  return [...running].filter(isRunning);
}

export { freePort } from '../src/test/free-port';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `ready` every `everyMs` until it answers true, or fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, timeoutMs: number, ready: () => Promise<boolean>, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

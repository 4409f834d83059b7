import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { headlessShell } from './portal-process';

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(url: string, debuggingPort: number, page: string, keepStorage: boolean): Promise<PageScores> {
  // Lighthouse's default settings are its mobile preset: a phone's screen, a slow 4G network and a slower CPU, simulated.
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/**
 * Lighthouse (mobile preset) on `/login` and on `/` signed in, driving Debian's Chromium headless shell through its
 * debugging port. The signed-in page finds the session where the app keeps it, as after a real sign-in.
 */
export async function lighthouseScores(port: number, session: { token: string; user: unknown }): Promise<PageScores[]> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const debuggingPort = port + 300;
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...headlessShell,
    args: [...headlessShell.args, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const scores = [await audit(`${origin}/login`, debuggingPort, '/login', false)];
    // Before the app's own scripts on every page of the browser (Lighthouse opens its own tab): a page of ours that
    // closed would otherwise take the stored session with it, as the app does on leaving without a session.
    await context.addInitScript(
      `localStorage.setItem('portal.session.token', ${JSON.stringify(session.token)});
       localStorage.setItem('portal.session.user', ${JSON.stringify(JSON.stringify(session.user))});`,
    );
    scores.push(await audit(`${origin}/`, debuggingPort, '/ (signed in as the demo donor)', true));
    return scores;
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

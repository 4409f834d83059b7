import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type CDPSession } from 'playwright-core';
import { headlessShell } from './portal-process';

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The performance score of every run, in order; the other figures are the median run's. */
  runs: number[];
}

/** Runs per page (`LIGHTHOUSE_RUNS`): the score moves by a few points from run to run, so the median run is reported, as Lighthouse advises. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** A folder for every run's whole Lighthouse report (`LIGHTHOUSE_REPORTS`), to see its long tasks and what they ran. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
let reportsWritten = 0;

async function audit(url: string, debuggingPort: number, page: string, keepStorage: boolean): Promise<Omit<PageScores, 'runs'>> {
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
  if (REPORTS) {
    await mkdir(REPORTS, { recursive: true });
    reportsWritten += 1;
    await writeFile(path.join(REPORTS, `${reportsWritten}-${page.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(lhr));
  }
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
 * `RUNS` audits of one page, and the median one by performance score. Lighthouse's own reset clears the stored
 * session with the files; a signed-in page keeps storage instead (`signedIn`), and either finds the browser's files
 * cleared before each run (a first visit) or kept from the runs before (a visit after another).
 */
async function medianAudit(
  url: string,
  debuggingPort: number,
  page: string,
  signedIn?: { browser: CDPSession; files: 'cleared' | 'kept' },
): Promise<PageScores> {
  const results: Omit<PageScores, 'runs'>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (signedIn?.files === 'cleared') await signedIn.browser.send('Network.clearBrowserCache');
    results.push(await audit(url, debuggingPort, page, signedIn !== undefined));
  }
  const runs = results.map((result) => result.performance);
  const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
  if (!median) throw new Error(`Lighthouse gave no result for ${url}`);
  return { ...median, runs };
}

/**
 * Lighthouse (mobile preset) on `/login` and on `/` signed in (a first visit, and again with the files cached), driving Debian's Chromium headless shell through its
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
    const scores = [await medianAudit(`${origin}/login`, debuggingPort, '/login')];
    // Before the app's own scripts on every page of the browser (Lighthouse opens its own tab): a page of ours that
    // closed would otherwise take the stored session with it, as the app does on leaving without a session.
    await context.addInitScript(
      `localStorage.setItem('portal.session.token', ${JSON.stringify(session.token)});
       localStorage.setItem('portal.session.user', ${JSON.stringify(JSON.stringify(session.user))});`,
    );
    const browser = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
    const home = '/ (signed in as the demo donor)';
    scores.push(await medianAudit(`${origin}/`, debuggingPort, `${home}, first visit`, { browser, files: 'cleared' }));
    scores.push(await medianAudit(`${origin}/`, debuggingPort, `${home}, files cached`, { browser, files: 'kept' }));
    return scores;
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

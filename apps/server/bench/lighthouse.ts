import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { headlessShell, stopped, storeSession } from './portal-process';

export interface PageScores {
  page: string;
  /** Which browser ran it: Debian's full Chromium (headless mode, the figures that count) or its headless shell. */
  browser: BrowserName;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed in the median run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** The machine's one-minute load average when the median run started: a shared machine moves the scores. */
  load: number;
  /** The performance score of every run, in order; the other figures are the median run's. */
  runs: number[];
}

export type BrowserName = 'chromium' | 'headless shell';

/**
 * Runs per page (`LIGHTHOUSE_RUNS`, five by default): the score moves by a few points from run to run, so the median run
 * is reported, as Lighthouse advises.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
/**
 * A folder for every run's whole Lighthouse report and its trace (`LIGHTHOUSE_REPORTS`), to see its long tasks and what
 * they ran.
 */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** `LIGHTHOUSE_BROWSERS=chromium` leaves the headless shell's column out (a quicker try of a change). */
const BROWSERS = (process.env.LIGHTHOUSE_BROWSERS ?? 'chromium,headless shell')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is BrowserName => name === 'chromium' || name === 'headless shell');
/**
 * `LIGHTHOUSE_PAGES=login` (or `home`) audits only `/login` (or only the signed-in home): a quicker before and after of a
 * change to one page. Both by default.
 */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'login,home').split(',').map((name) => name.trim());
/** `LIGHTHOUSE_VISITS=first` (or `cached`) audits only that visit of the signed-in home. */
const VISITS = (process.env.LIGHTHOUSE_VISITS ?? 'first,cached').split(',').map((name) => name.trim());
let reportsWritten = 0;

/**
 * Debian's full Chromium in its headless mode: the browser closest to what donors run (the same renderer and the same
 * scheduling as a windowed Chrome), unlike the headless shell the browser tests use, which paints and schedules
 * differently and scored 10 points higher on the same pages.
 */
const fullChromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', ...headlessShell.args],
};

const launchOptions: Record<BrowserName, { executablePath: string; args: string[] }> = {
  chromium: fullChromium,
  'headless shell': headlessShell,
};

type Audited = Omit<PageScores, 'runs' | 'browser'>;

async function audit(url: string, debuggingPort: number, page: string, keepStorage: boolean): Promise<Audited> {
  const load = os.loadavg()[0] ?? Number.NaN;
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
    const name = `${reportsWritten}-${page.replace(/[^a-z0-9]+/gi, '-')}`;
    await writeFile(path.join(REPORTS, `${name}.json`), JSON.stringify(lhr));
    // The unthrottled trace the simulated figures were computed from, for DevTools or a script to read its tasks.
    await writeFile(path.join(REPORTS, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load,
  };
}

interface PageToAudit {
  page: string;
  url: string;
  language: 'en' | 'es';
  /** The demo donor's stored session, for a signed-in page. */
  session?: { token: string; user: unknown };
  /** `cached`: the browser visits the page once before the audited visit, so its files come from the cache. */
  files: 'cold' | 'cached';
}

/**
 * One audit in a browser of its own (a new profile, nothing cached, nothing compiled), as a donor's phone opening the
 * portal. The language comes from the browser (its Accept-Language and `navigator.language`), as on a first visit.
 *
 * The browser is started bare and prepared through a connection that is closed before Lighthouse opens its tab: a test
 * driver still attached (as Playwright's persistent context is, to every tab it sees) evaluates its own scripts in the
 * audited page and handles every event of it in this process, on the same cores, which is not what a donor's phone runs.
 */
async function coldRun(target: PageToAudit, browser: BrowserName, debuggingPort: number): Promise<Audited> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const options = launchOptions[browser];
  const locale = target.language === 'es' ? 'es-ES' : 'en-US';
  // The full browser takes the Accept-Language from the profile's preferences (the headless shell from the switch).
  await mkdir(path.join(userDataDir, 'Default'), { recursive: true });
  await writeFile(
    path.join(userDataDir, 'Default', 'Preferences'),
    JSON.stringify({ intl: { accept_languages: `${locale},${target.language}`, selected_languages: `${locale},${target.language}` } }),
  );
  const chrome = spawn(
    options.executablePath,
    [
      ...options.args,
      `--lang=${locale}`,
      `--accept-lang=${locale},${target.language}`,
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    // A group of its own: Debian's `chromium-headless-shell` is a shell script that runs the browser without `exec`, so
    // stopping the script alone left the browser running, on the debugging port the next run then connected to.
    { stdio: 'ignore', detached: true },
  );
  try {
    await prepare(target, debuggingPort);
    return await audit(target.url, debuggingPort, `${target.page} (${browser})`, target.session !== undefined || target.files === 'cached');
  } finally {
    await stoppedGroup(chrome, debuggingPort);
    // Its helper processes may still be writing the profile for a moment after the browser has exited.
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** Stops a browser started in a group of its own, every process of it, and waits until its debugging port is closed. */
async function stoppedGroup(browser: ChildProcess, debuggingPort: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      if (browser.pid !== undefined) process.kill(-browser.pid, name);
    } catch {
      // The group has already exited.
    }
  };
  signal('SIGTERM');
  await stopped(browser);
  for (let attempt = 0; await listening(debuggingPort); attempt += 1) {
    if (attempt === 50) signal('SIGKILL');
    if (attempt > 100) throw new Error(`a browser still listens on port ${debuggingPort}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Signs the browser in (the session where the app keeps it, written from a page of the portal that is not the app, so
 * nothing of the app is cached or compiled, and the hint cookie), fills the cache for a `cached` visit, and checks the
 * language, then lets go of the browser.
 */
async function prepare(target: PageToAudit, debuggingPort: number): Promise<void> {
  const connected = await connectWhenListening(debuggingPort);
  try {
    const context = connected.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await page.goto(new URL('/api/health', target.url).href);
    const language = await page.evaluate<string>('navigator.language');
    if (!language.startsWith(target.language)) throw new Error(`the browser speaks ${language}, not ${target.language}`);
    if (target.session) await storeSession(context, page, target.session, target.url);
    if (target.files === 'cached') await page.goto(target.url, { waitUntil: 'networkidle' });
    await page.close();
  } finally {
    // Connected over CDP, closing lets go of the browser and leaves it running.
    await connected.close();
  }
}

async function connectWhenListening(debuggingPort: number): Promise<Browser> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function medianAudit(target: PageToAudit, browser: BrowserName, debuggingPort: number): Promise<PageScores> {
  const results: Audited[] = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await coldRun(target, browser, debuggingPort));
  const runs = results.map((result) => result.performance);
  const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
  if (!median) throw new Error(`Lighthouse gave no result for ${target.url}`);
  return { ...median, page: target.page, browser, runs };
}

/**
 * Lighthouse (mobile preset) on `/login` and on `/` signed in as the demo donor (a first visit, and a visit with the
 * files cached by the one before), in English and Spanish: each run in a cold browser, the median of `RUNS`, in Debian's
 * full Chromium (headless mode) and, beside it, in its headless shell.
 */
export async function lighthouseScores(port: number, session: { token: string; user: unknown }): Promise<PageScores[]> {
  const origin = `http://127.0.0.1:${port}`;
  const debuggingPort = port + 300;
  const targets: PageToAudit[] = [];
  const languages = ['en', 'es'] as const;
  // Page by page, both languages together: a run cut short still has each language of the pages it reached.
  if (PAGES.includes('login')) {
    for (const language of languages) targets.push({ page: `/login, ${language}`, url: `${origin}/login`, language, files: 'cold' });
  }
  const visits = (['cold', 'cached'] as const).filter((files) => VISITS.includes(files === 'cold' ? 'first' : 'cached'));
  for (const files of PAGES.includes('home') ? visits : []) {
    for (const language of languages) {
      const page = `/ signed in, ${language}, ${files === 'cold' ? 'first visit' : 'files cached'}`;
      targets.push({ page, url: `${origin}/`, language, session, files });
    }
  }
  const scores: PageScores[] = [];
  for (const target of targets) for (const browser of BROWSERS) scores.push(await medianAudit(target, browser, debuggingPort));
  return scores;
}

/** The Markdown table `npm run bench` prints and docs/performance.md keeps. */
export function lighthouseTable(scores: PageScores[]): string {
  const lines = [
    `| Lighthouse 12, mobile preset, cold browser, median of ${RUNS} | browser | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | benchmarkIndex | load | performance of each run |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const s of scores) {
    lines.push(
      `| ${s.page} | ${s.browser} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.fcpMs.toFixed(0)} | ${s.lcpMs.toFixed(0)} | ${s.tbtMs.toFixed(0)} | ${s.cls.toFixed(3)} | ${s.benchmarkIndex.toFixed(0)} | ${s.load.toFixed(1)} | ${s.runs.join(', ')} |`,
    );
  }
  return lines.join('\n');
}

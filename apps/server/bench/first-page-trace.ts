import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { headlessShell, holdSession, logIn, withFreshPortal } from './portal-process';

/**
 * `npm run bench:first-page-trace -w apps/server`: the long tasks of `/login`'s first visit, to see what a change to the
 * first page's scripts does to them (decision 063). Debian's full Chromium, a cold browser each run, the CPU slowed 4×
 * as Lighthouse's mobile preset simulates it, the compiled server on a fresh embedded database (`WEB_DIST_DIR` serves
 * another build of the web app). For each task over 50 ms: when it started, how long it took, the time in module
 * evaluation and compiling, and the scripts it evaluated; then the blocking time after the first contentful paint as
 * observed (Lighthouse's TBT is simulated from an unthrottled trace, so the two differ). `TRACE_RUNS` (3) runs per
 * language, `TRACE_LANGS` (en,es), `TRACE_DIR` keeps each trace for DevTools. `TRACE_PAGE=home`: the signed-in home of the
 * demo donor instead (her stored session and the signed-in cookie, as the Lighthouse bench sets them; issue 36), traced
 * until its greeting and cards have been drawn. `TRACE_PROFILE=1` (with `TRACE_DIR`) writes each run's CPU profile beside its
 * trace (`.cpuprofile`, sampled every 0.2 ms: it slows the page; build the web app with `--minify false` to read names).
 */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; name?: string; functionName?: string };
    chrome_mojo_event_info?: { mojo_interface_tag?: string };
  };
}

const PORT = Number(process.env.BENCH_PORT ?? 3600) + 4;
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const LANGS = (process.env.TRACE_LANGS ?? 'en,es').split(',');
const HOME = process.env.TRACE_PAGE === 'home';

type Session = Awaited<ReturnType<typeof logIn>>;

async function traceOnce(language: string, session: Session | undefined): Promise<string[]> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-trace-'));
  const locale = language === 'es' ? 'es-ES' : 'en-US';
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', ...headlessShell.args, `--lang=${locale}`, `--accept-lang=${locale},${language}`],
    locale,
  });
  try {
    if (session) await holdSession(context, session, `http://127.0.0.1:${PORT}/`);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    const profiling = process.env.TRACE_PROFILE ? process.env.TRACE_DIR : undefined;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', {
      categories:
        'toplevel,v8.execute,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8,loading,disabled-by-default-v8.compile',
      transferMode: 'ReportEvents',
    });
    if (session) {
      await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'load' });
      // Drawn: the greeting and the donor number's card (the cards wait for all their answers).
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      await page.locator('h2').first().waitFor({ timeout: 30_000 });
    } else {
      await page.goto(`http://127.0.0.1:${PORT}/login`, { waitUntil: 'load' });
      // Hydrated: the prerendered page's locks (decision 052) are all released.
      const locks = page.locator('[data-prerender-lock]');
      for (const deadline = Date.now() + 30_000; (await locks.count()) > 0; ) {
        if (Date.now() > deadline) throw new Error('/login did not hydrate within 30 s');
        await page.waitForTimeout(50);
      }
    }
    await page.waitForTimeout(1500);
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      await writeFile(path.join(profiling, `profile-${language}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    }
    await cdp.send('Tracing.end');
    await done;
    if (process.env.TRACE_DIR)
      await writeFile(path.join(process.env.TRACE_DIR, `trace-${language}-${Date.now()}.json`), JSON.stringify(events));
    const main = events.find(
      (e) =>
        e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'),
    );
    if (!main) return ['no main thread'];
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
    const t0 = nav?.ts ?? 0;
    const taskName = onMain.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
    const tasks = onMain.filter((e) => e.name === taskName && (e.dur ?? 0) > 50_000);
    const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid).pop();
    const at = (event: TraceEvent | undefined) => (event ? ((event.ts - t0) / 1000).toFixed(0) : '?');
    const lines = [`${language}: FCP ${at(fcp)} ms, LCP ${at(lcp)} ms`];
    let blocking = 0;
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task);
      // The kinds of work inside the task that took longest (nested kinds overlap: a call's compiling is in the call).
      const byName = new Map<string, number>();
      for (const e of inside) if (e.name !== taskName) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      const kinds = [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 7)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ');
      const urls = [
        ...new Set(
          inside
            .filter((e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript')
            .map((e) => e.args?.data?.url?.split('/').pop() ?? ''),
        ),
      ];
      // The waits for the page's elements run the test driver's own script in the page (a task of 100–180 ms at 4×):
      // shown, not counted.
      const driver = inside.some((e) => e.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.DevToolsSession');
      if (fcp && task.ts > fcp.ts && !driver) blocking += (task.dur ?? 0) / 1000 - 50;
      lines.push(
        `  task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms (${kinds}) ${urls.join(' ')}${driver ? ' [test driver, not counted]' : ''}`,
      );
    }
    lines.push(`  blocking after FCP (4x, observed): ${blocking.toFixed(0)} ms`);
    return lines;
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await withFreshPortal(PORT, 'portal-trace-db-', async () => {
    const session = HOME ? await logIn(PORT, 'donor@example.com') : undefined;
    for (const language of LANGS) {
      for (let run = 0; run < RUNS; run += 1) console.log((await traceOnce(language, session)).join('\n'));
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

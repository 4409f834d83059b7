import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { headlessShell, withFreshPortal } from './portal-process';

/**
 * `npm run bench:first-page-trace -w apps/server`: the long tasks of `/login`'s first visit, to see what a change to the
 * first page's scripts does to them (decision 063). Debian's full Chromium, a cold browser each run, the CPU slowed 4×
 * as Lighthouse's mobile preset simulates it, the compiled server on a fresh embedded database (`WEB_DIST_DIR` serves
 * another build of the web app). For each task over 50 ms: when it started, how long it took, the time in module
 * evaluation and compiling, and the scripts it evaluated; then the blocking time after the first contentful paint as
 * observed (Lighthouse's TBT is simulated from an unthrottled trace, so the two differ). `TRACE_RUNS` (3) runs per
 * language, `TRACE_LANGS` (en,es), `TRACE_DIR` keeps each trace for DevTools.
 */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; name?: string; functionName?: string } };
}

const PORT = Number(process.env.BENCH_PORT ?? 3600) + 4;
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const LANGS = (process.env.TRACE_LANGS ?? 'en,es').split(',');

async function traceOnce(language: string): Promise<string[]> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-trace-'));
  const locale = language === 'es' ? 'es-ES' : 'en-US';
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', ...headlessShell.args, `--lang=${locale}`, `--accept-lang=${locale},${language}`],
    locale,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories:
        'toplevel,v8.execute,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8,loading,disabled-by-default-v8.compile',
      transferMode: 'ReportEvents',
    });
    await page.goto(`http://127.0.0.1:${PORT}/login`, { waitUntil: 'load' });
    // Hydrated: the prerendered page's locks (decision 052) are all released.
    const locks = page.locator('[data-prerender-lock]');
    for (const deadline = Date.now() + 30_000; (await locks.count()) > 0; ) {
      if (Date.now() > deadline) throw new Error('/login did not hydrate within 30 s');
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(1500);
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
    const lines = [`${language}: FCP ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms`];
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
      if (fcp && task.ts > fcp.ts) blocking += (task.dur ?? 0) / 1000 - 50;
      lines.push(
        `  task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms (${kinds}) ${urls.join(' ')}`,
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
    for (const language of LANGS) for (let run = 0; run < RUNS; run += 1) console.log((await traceOnce(language)).join('\n'));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

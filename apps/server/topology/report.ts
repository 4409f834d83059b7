import type { Check } from './checks';
import { kinds, type Sample } from './load-driver';
import type { Disruption } from './restarts';

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}

/** Where each failed request belongs: in flight at the SIGKILL (allowed), or the window it started in. */
export interface Classified {
  inFlightAtKill: Sample[];
  /** Requests in flight between the SIGKILL and the process's exit (failed or not). */
  inFlightAtKillTotal: number;
  killWindowMs: number;
  byPhase: Map<string, { requests: number; failed: Sample[] }>;
}

export function classify(samples: Sample[], disruptions: Disruption[], killWindow: { from: number; to: number } | null): Classified {
  const byPhase = new Map<string, { requests: number; failed: Sample[] }>();
  const phaseOf = (s: Sample) => disruptions.find((d) => s.start >= d.begin && s.start <= d.end)?.label ?? 'steady (no restart)';
  for (const label of ['steady (no restart)', ...disruptions.map((d) => d.label)]) byPhase.set(label, { requests: 0, failed: [] });
  const inFlight = (s: Sample) => killWindow !== null && s.start <= killWindow.to && s.end >= killWindow.from;
  const inFlightAtKill: Sample[] = [];
  for (const sample of samples) {
    const phase = byPhase.get(phaseOf(sample));
    if (phase) phase.requests += 1;
    if (sample.ok) continue;
    if (inFlight(sample)) inFlightAtKill.push(sample);
    else phase?.failed.push(sample);
  }
  return {
    inFlightAtKill,
    inFlightAtKillTotal: samples.filter(inFlight).length,
    killWindowMs: killWindow ? killWindow.to - killWindow.from : 0,
    byPhase,
  };
}

export function printReport(input: {
  samples: Sample[];
  disruptions: Disruption[];
  classified: Classified;
  checks: Check[];
  loadMs: number;
  wallMs: number;
}): void {
  const { samples, disruptions, classified, checks } = input;
  const durations = (list: Sample[]) => list.map((s) => s.end - s.start);
  const kindRows = kinds.map((kind) => {
    const list = samples.filter((s) => s.kind === kind);
    return [kind, list.length, list.filter((s) => !s.ok).length, percentile(durations(list), 50), percentile(durations(list), 95)];
  });
  const all = samples.filter((s) => s.kind !== 'long');
  console.log('\n== Requests by kind (through HAProxy unless noted; long = body sent in two halves 3 s apart)');
  console.log(
    table(
      ['kind', 'requests', 'failed', 'p50 ms', 'p95 ms'],
      [
        ...kindRows,
        ['all but long', all.length, all.filter((s) => !s.ok).length, percentile(durations(all), 50), percentile(durations(all), 95)],
        ['total', samples.length, samples.filter((s) => !s.ok).length, '', ''],
      ],
    ),
  );
  console.log(`   over ${(input.loadMs / 1000).toFixed(1)} s of load: ${(samples.length / (input.loadMs / 1000)).toFixed(1)} requests/s`);

  console.log('\n== Failures by phase (requests started in the window; SIGKILL in-flight counted apart)');
  console.log(
    table(
      ['phase', 'requests', 'failed'],
      [...classified.byPhase].map(([label, p]) => [label, p.requests, p.failed.length]),
    ),
  );
  console.log(
    `   in flight at the SIGKILL (signal to exit, ${classified.killWindowMs} ms): ${classified.inFlightAtKillTotal} requests, ${classified.inFlightAtKill.length} failed (allowed)`,
  );

  console.log('\n== Restarts');
  console.log(
    table(
      ['disruption', 'exit code', 'signal→exit ms', 'start→UP ms', 'long in flight answered'],
      disruptions.map((d) => {
        const held = samples.filter((s) => s.kind === 'long' && d.portal !== null && s.start < d.signalAt && s.end > d.signalAt);
        const atPortal = held.filter((s) => s.portal === d.portal || s.what.includes(`to ${d.portal ?? '-'} `));
        return [
          d.label,
          d.exitCode === null ? 'signal' : d.exitCode,
          d.kind === 'redis' ? `down ${d.stopMs}` : d.stopMs,
          d.upMs,
          d.kind === 'graceful' ? `${atPortal.filter((s) => s.ok).length}/${atPortal.length}` : '',
        ];
      }),
    ),
  );

  const failed = [...classified.byPhase.values()].flatMap((p) => p.failed.map((s) => ({ s, note: 'FAILED' })));
  const atKill = classified.inFlightAtKill.map((s) => ({ s, note: 'in flight at the SIGKILL' }));
  if (failed.length > 0 || atKill.length > 0) {
    console.log('\n== Failed requests (first 15)');
    for (const { s, note } of [...failed, ...atKill].slice(0, 15)) {
      const what = `${s.kind} ${s.what} via ${s.portal ?? '?'}: ${s.status ?? ''} ${s.error ?? ''}`;
      console.log(`   ${note}: ${new Date(s.start).toISOString()} +${s.end - s.start}ms ${what}`);
    }
  }

  console.log('\n== Checks');
  for (const check of checks) console.log(`   ${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
  console.log(`\n   wall time ${(input.wallMs / 1000).toFixed(1)} s`);
}

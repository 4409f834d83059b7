import { parseArgs } from 'node:util';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { recordVisit } from '../domain/visit-ingestion';
import { visitRecordSchema, type VisitRecordInput } from '@portal/contract/services/ops/visits';
import { systemClock } from '../lib/clock';
import { ServiceError } from '../lib/service-error';

export const recordVisitUsage = `Usage: npm run ops -- record-visit --donor D1000001 --location 101 --visit V123
    [--checkin 2026-11-22T14:00:00Z] [--checkout 2026-11-22T15:15:00Z] [--not-donated]
    [--payment 50.00]... [--weight 165 --bpsys 118 --bpdia 76 --pulserate 68 --temperature 98.4]
Records a visit as a center's system would (same code as POST /api/ops/visits) on the configured database.`;

const vitals = ['weight', 'bpsys', 'bpdia', 'pulserate', 'temperature'] as const;

function visitFromArgs(argv: string[], now: Date): VisitRecordInput {
  const { values } = parseArgs({
    args: argv,
    options: {
      donor: { type: 'string' },
      location: { type: 'string' },
      visit: { type: 'string' },
      checkin: { type: 'string' },
      checkout: { type: 'string' },
      'not-donated': { type: 'boolean', default: false },
      payment: { type: 'string', multiple: true, default: [] },
      ...Object.fromEntries(vitals.map((v) => [v, { type: 'string' as const }])),
    },
    strict: true,
  });
  const checkin = values.checkin ?? new Date(now.getTime() - 90 * 60_000).toISOString();
  const checkout = values.checkout ?? (values.checkin ? null : now.toISOString());
  return {
    donorNumber: values.donor ?? '',
    locationID: Number(values.location),
    visitNumber: values.visit ?? `CLI-${now.getTime().toString(36)}`,
    checkinTS: checkin,
    checkoutTS: checkout,
    donated: !values['not-donated'],
    payments: values.payment.map((amount) => ({ paymentDate: checkout ?? checkin, amount: Number(amount) })),
    screeningTests: vitals.flatMap((type) => {
      const value: unknown = (values as Record<string, unknown>)[type];
      return typeof value === 'string' ? [{ type, value: Number(value) }] : [];
    }),
  };
}

/** `record-visit`: records a visit as a center's system would (same code as POST /api/ops/visits). */
export async function recordVisitCommand(argv: string[], config: Config): Promise<number> {
  const parsed = visitRecordSchema.safeParse(visitFromArgs(argv, systemClock.now()));
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    console.error(recordVisitUsage);
    return 2;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const result = await recordVisit({ db: database.db, clock: systemClock, config }, parsed.data);
    console.log(JSON.stringify(result));
    return 0;
  } catch (error) {
    if (error instanceof ServiceError) {
      console.error(`refused: ${error.code}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

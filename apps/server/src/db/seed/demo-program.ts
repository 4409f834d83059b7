import { DAY_MS } from '@portal/contract';
import { createDonor } from '../factories/donors';
import type { Db } from '../client';
import type { DemoHistory } from './demo-history';

/** The centers the program's donors give at: away from the centers the demo staff work at, whose day views tests read. */
const PROGRAM_CENTERS = [103, 104, 105, 106, 107, 108, 109, 110] as const;
const PROGRAM_DONORS = 48;

/**
 * A year of a donor program for the dashboards (issue 35), through the visit ingestion like the rest of the demo:
 * donors known to the centers (no portal account, so no campaign reaches them), first donations spread over the
 * year; two in three come back (days to the second from 3 to 40, a few after the six-month window), some keep
 * donating weekly, every seventh is deferred at a visit. Deterministic: the same program on every fresh demo.
 */
export async function seedDemoProgram(db: Db, history: DemoHistory, now: Date): Promise<void> {
  for (let i = 0; i < PROGRAM_DONORS; i += 1) {
    const locationId = PROGRAM_CENTERS[i % PROGRAM_CENTERS.length] ?? 103;
    const donorNumber = `G${String(1_000_000 + i)}`;
    await createDonor(db, {
      donorNumber,
      firstName: 'Program',
      lastName: `Donor ${i + 1}`,
      email: null,
      homeLocationId: locationId,
      createdAt: new Date(now.getTime() - 366 * DAY_MS),
      password: null,
    });
    const firstAge = 3 + ((i * 53) % 355);
    const ages = [firstAge];
    if (i % 3 !== 0) {
      // A few come back only after the six-month qualification window.
      const gap = i % 11 === 5 ? 190 : 3 + ((i * 7) % 38);
      for (let age = firstAge - gap, n = 0; age >= 1 && n < 1 + (i % 5); age -= 7, n += 1) ages.push(age);
    }
    let visitNumber = 0;
    for (const age of ages) {
      visitNumber += 1;
      const checkinAt = new Date(now.getTime() - age * DAY_MS);
      checkinAt.setUTCHours(14 + (i % 6), (i * 13) % 60, 0, 0);
      // Every seventh donor is deferred once, at a later visit.
      const deferred = i % 7 === 0 && visitNumber === 2;
      await history.visit({
        donorNumber,
        locationId,
        visitNumber: `G${i + 1}-${visitNumber}`,
        checkinAt,
        durationMinutes: 60 + ((i + visitNumber) % 6) * 10,
        donated: !deferred,
        paymentCents: visitNumber === 1 ? 10_000 : 5_000,
        vitals: { weight: 150 + (i % 40), bpsys: 112 + (i % 15), bpdia: 70 + (i % 10), pulserate: 64 + (i % 12), temperature: 98.2 },
      });
    }
  }
}

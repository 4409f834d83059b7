import { DAY_MS, dayInZone, TIER_WINDOW_DAYS, tierBonusPoints, tierFor } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import { buildStatement } from '../domain/earnings/statement';

/** One broken rule, named so an operator can find the rows. */
export interface Violation {
  rule: InvariantRule;
  message: string;
}

export type InvariantRule =
  | 'runningBalance'
  | 'negativeBalance'
  | 'redemptionWithoutOrder'
  | 'orderWithoutLedgerEntry'
  | 'refundWithoutEntry'
  | 'donationPoints'
  | 'tierBonus'
  | 'bookingBonus'
  | 'ledgerTarget'
  | 'notificationTarget'
  | 'statementTotal';

/** Every entry's balance is the running sum of the donor's entries up to it (in booking order), and never below zero. */
async function balances(db: Db): Promise<Violation[]> {
  const found = await rows<{ id: string; donor_id: string; balance_after: number; running: string }>(
    db,
    sql`select id, donor_id, balance_after, running from (
          select id, donor_id, balance_after, sum(points) over (partition by donor_id order by id) as running from points_ledger
        ) entries where balance_after <> running or balance_after < 0 or running < 0`,
  );
  return found.map((row) =>
    Number(row.running) < 0 || row.balance_after < 0
      ? { rule: 'negativeBalance', message: `ledger entry ${row.id} of donor ${row.donor_id} leaves a negative balance (${row.running})` }
      : {
          rule: 'runningBalance',
          message: `ledger entry ${row.id} of donor ${row.donor_id} says balance ${row.balance_after}, the running sum is ${row.running}`,
        },
  );
}

/** Every redemption has its order (same donor, same points), every order its redemption, every refunded order its refund. */
async function redemptions(db: Db): Promise<Violation[]> {
  const orphanEntries = await rows<{ id: string; donor_id: string; points: number }>(
    db,
    sql`select l.id, l.donor_id, l.points from points_ledger l
        left join orders o on o.id::text = l.details->>'orderId' and o.donor_id = l.donor_id and o.total_points = -l.points
        where l.kind = 'redeemed' and (l.details->>'reason' is distinct from 'order' or o.id is null)`,
  );
  const orphanOrders = await rows<{ id: string; donor_id: string }>(
    db,
    sql`select o.id, o.donor_id from orders o where not exists (
          select 1 from points_ledger l where l.kind = 'redeemed' and l.details->>'reason' = 'order'
            and l.details->>'orderId' = o.id::text and l.donor_id = o.donor_id and l.points = -o.total_points)`,
  );
  const refunds = await rows<{ id: string; refunded: boolean; entries: string }>(
    db,
    sql`select o.id, o.refunded, (select count(*) from points_ledger l where l.kind = 'refunded'
          and l.details->>'orderId' = o.id::text and l.donor_id = o.donor_id and l.points = o.total_points) as entries
        from orders o`,
  );
  return [
    ...orphanEntries.map(
      (row): Violation => ({
        rule: 'redemptionWithoutOrder',
        message: `ledger entry ${row.id} of donor ${row.donor_id} redeems ${-row.points} points without an order`,
      }),
    ),
    ...orphanOrders.map(
      (row): Violation => ({
        rule: 'orderWithoutLedgerEntry',
        message: `order ${row.id} of donor ${row.donor_id} has no redemption in the ledger`,
      }),
    ),
    ...refunds
      .filter((row) => Number(row.entries) !== (row.refunded ? 1 : 0))
      .map(
        (row): Violation => ({
          rule: 'refundWithoutEntry',
          message: `order ${row.id} is ${row.refunded ? '' : 'not '}refunded but has ${row.entries} refund entries`,
        }),
      ),
  ];
}

/**
 * Every completed donation earned its points once, and the tier bonus in force at its check-in: the level reached by the
 * donor's donations in the 12 months up to it (spec 9), on the points it earned. A visit's `visitCorrection` entries
 * count with them (decision 017): after staff corrected visits, what a visit holds less the shortfall its newest
 * correction wrote off is what it should earn, and a visit without a completed donation holds nothing.
 */
async function donations(db: Db): Promise<Violation[]> {
  const found = await rows<{
    id: string;
    donor_id: string;
    donated: boolean;
    in_window: string;
    earned_entries: string;
    earned: string;
    bonus: string;
    corrected: string;
    shortfall: string;
  }>(
    db,
    sql`select v.id, v.donor_id, v.donated,
          (select count(*) from visits w where w.donor_id = v.donor_id and w.donated
             and w.checkin_at > v.checkin_at - make_interval(days => ${TIER_WINDOW_DAYS}) and w.checkin_at <= v.checkin_at) as in_window,
          (select count(*) from points_ledger l where l.visit_id = v.id and l.donor_id = v.donor_id and l.kind = 'earned' and l.details->>'reason' = 'donation') as earned_entries,
          (select coalesce(sum(points), 0) from points_ledger l where l.visit_id = v.id and l.donor_id = v.donor_id and l.kind = 'earned' and l.details->>'reason' = 'donation') as earned,
          (select coalesce(sum(points), 0) from points_ledger l where l.visit_id = v.id and l.donor_id = v.donor_id and l.details->>'reason' = 'tierBonus') as bonus,
          (select coalesce(sum(points), 0) from points_ledger l where l.visit_id = v.id and l.donor_id = v.donor_id and l.details->>'reason' = 'visitCorrection') as corrected,
          coalesce((select (l.details->>'shortfall')::int from points_ledger l where l.visit_id = v.id and l.donor_id = v.donor_id
             and l.details->>'reason' = 'visitCorrection' order by l.id desc limit 1), 0) as shortfall
        from visits v
        where v.donated or exists (select 1 from points_ledger l where l.visit_id = v.id and l.details->>'reason' in ('donation', 'tierBonus', 'visitCorrection'))`,
  );
  const violations: Violation[] = [];
  for (const row of found) {
    const entries = Number(row.earned_entries);
    if (row.donated ? entries !== 1 : entries > 1) {
      violations.push({
        rule: 'donationPoints',
        message: `${row.donated ? 'donation' : 'visit'} ${row.id} of donor ${row.donor_id} has ${entries} points entries (${row.donated ? '1' : 'at most 1'} expected)`,
      });
      continue;
    }
    const earned = Number(row.earned);
    const tier = tierFor(Number(row.in_window));
    const expected = row.donated ? earned + tierBonusPoints(earned, tier.bonusPercent) : 0;
    const held = earned + Number(row.bonus) + Number(row.corrected) - Number(row.shortfall);
    if (held === expected) continue;
    violations.push(
      row.donated
        ? {
            rule: 'tierBonus',
            message: `donation ${row.id} of donor ${row.donor_id} (${row.in_window} donations in 12 months, ${tier.tier ?? 'no level'}) holds ${held} points with its bonus and corrections, ${expected} expected`,
          }
        : {
            rule: 'donationPoints',
            message: `visit ${row.id} of donor ${row.donor_id} has no completed donation but holds ${held} points after corrections`,
          },
    );
  }
  return violations;
}

/**
 * Booking bonuses (issue 15): each appointment is paid each bonus at most once, the off-peak one at the amount promised
 * at booking, and holds it (with its corrections, less the shortfall the newest one wrote off) only while the visit that
 * completed it has a completed donation; without one it holds nothing.
 */
async function bookingBonuses(db: Db): Promise<Violation[]> {
  const found = await rows<{
    id: string;
    donor_id: string;
    reason: string;
    donated: boolean | null;
    promised: number;
    grants: string;
    granted: string;
    held: string;
    shortfall: string;
  }>(
    db,
    sql`select a.id, a.donor_id, r.reason, v.donated, a.off_peak_bonus_points as promised,
          (select count(*) from points_ledger l where l.donor_id = a.donor_id and l.details->>'appointmentId' = a.id::text
             and l.details->>'reason' = r.reason and l.kind = 'bonus') as grants,
          (select coalesce(sum(points), 0) from points_ledger l where l.donor_id = a.donor_id and l.details->>'appointmentId' = a.id::text
             and l.details->>'reason' = r.reason and l.kind = 'bonus') as granted,
          (select coalesce(sum(points), 0) from points_ledger l where l.donor_id = a.donor_id and l.details->>'appointmentId' = a.id::text
             and l.details->>'reason' = r.reason) as held,
          coalesce((select (l.details->>'shortfall')::int from points_ledger l where l.donor_id = a.donor_id
             and l.details->>'appointmentId' = a.id::text and l.details->>'reason' = r.reason and l.kind = 'corrected'
             order by l.id desc limit 1), 0) as shortfall
        from appointments a
        cross join (values ('offPeakBonus'), ('onTimeBonus')) as r(reason)
        left join visits v on v.id = a.visit_id and v.donor_id = a.donor_id
        where exists (select 1 from points_ledger l where l.details->>'appointmentId' = a.id::text and l.details->>'reason' = r.reason)`,
  );
  const violations: Violation[] = [];
  for (const row of found) {
    const granted = Number(row.granted);
    const expected = row.donated ? granted : 0;
    const held = Number(row.held) - Number(row.shortfall);
    const problem =
      Number(row.grants) !== 1
        ? `was paid ${row.grants} times`
        : row.donated === null
          ? 'was paid without a visit of the donor completing it'
          : row.reason === 'offPeakBonus' && granted !== row.promised
            ? `was paid ${granted} points, ${row.promised} promised at booking`
            : held !== expected
              ? `holds ${held} points with its corrections, ${expected} expected`
              : null;
    if (problem)
      violations.push({ rule: 'bookingBonus', message: `appointment ${row.id} of donor ${row.donor_id}: its ${row.reason} ${problem}` });
  }
  return violations;
}

/** What a ledger entry points to exists and is the donor's: the visit, the correction, the appointment, the promotion, the friend whose donations paid a referral. */
async function ledgerTargets(db: Db): Promise<Violation[]> {
  const found = await rows<{ id: string; donor_id: string; reason: string }>(
    db,
    sql`select l.id, l.donor_id, l.details->>'reason' as reason from points_ledger l
        where (l.details->>'reason' in ('donation', 'tierBonus', 'wheel', 'visitCorrection', 'offPeakBonus', 'onTimeBonus')
                and not exists (select 1 from visits v where v.id::text = l.details->>'visitId' and v.donor_id = l.donor_id))
           or (l.details->>'reason' = 'visitCorrection'
                and not exists (select 1 from visit_corrections c join visits cv on cv.id = c.visit_id
                                where c.id::text = l.details->>'correctionId' and cv.donor_id = l.donor_id))
           or (l.details->>'reason' in ('offPeakBonus', 'onTimeBonus')
                and not exists (select 1 from appointments a where a.id::text = l.details->>'appointmentId' and a.donor_id = l.donor_id))
           or (l.details->>'reason' = 'survey'
                and not exists (select 1 from promotions p where p.id = l.details->>'promotionId'))
           or (l.details->>'reason' = 'referral'
                and not exists (select 1 from donors d where d.id::text = l.details->>'referredDonorId' and d.referred_by_donor_id = l.donor_id))`,
  );
  return found.map((row) => ({
    rule: 'ledgerTarget',
    message: `ledger entry ${row.id} of donor ${row.donor_id} (${row.reason}) points to something that does not exist`,
  }));
}

/**
 * A notification's `refId` names a news article, a promotion of its own type, or one of the donor's visits or
 * appointments.
 */
async function notificationTargets(db: Db): Promise<Violation[]> {
  const found = await rows<{ id: string; type: string; ref_id: string }>(
    db,
    sql`select n.id, n.type, n.ref_id from notifications n where n.ref_id is not null and not (
          (n.type like 'news\\_%' and exists (select 1 from news a where a.id = n.ref_id))
          or (n.type in ('news', 'survey', 'campaign') and exists (select 1 from promotions p where p.id = n.ref_id and p.type = n.type))
          or (n.type = 'donation_feedback' and exists (select 1 from visits v where v.id::text = n.ref_id and v.donor_id = n.donor_id))
          or (n.type = 'appointment' and exists (select 1 from appointments a where a.id::text = n.ref_id and a.donor_id = n.donor_id)))`,
  );
  return found.map((row) => ({
    rule: 'notificationTarget',
    message: `notification ${row.id} (${row.type}) points to missing ${row.ref_id}`,
  }));
}

/**
 * Issue 34: each donor's earnings statement for each year totals what her history pays that year — every payment,
 * dated by its day at the visit's center (the history's `formatDayIn(paymentDate, locationTimezone)`). Checked as of
 * the last payment, so a payment dated ahead of the clock is never left out.
 */
async function statementTotals(db: Db): Promise<Violation[]> {
  const found = await rows<{ donor_id: string; paid_at: string; amount_cents: number; timezone: string }>(
    db,
    sql`select v.donor_id, p.paid_at, p.amount_cents, l.timezone from visit_payments p
          join visits v on v.id = p.visit_id join locations l on l.id = v.location_id`,
  );
  const expected = new Map<string, number>();
  let latest = 0;
  for (const row of found) {
    const paidAt = new Date(row.paid_at);
    latest = Math.max(latest, paidAt.getTime());
    const key = `${row.donor_id}|${dayInZone(paidAt, row.timezone).slice(0, 4)}`;
    expected.set(key, (expected.get(key) ?? 0) + row.amount_cents);
  }
  const asOf = new Date(latest + DAY_MS);
  const violations: Violation[] = [];
  for (const [key, cents] of expected) {
    const [donorId = '', year] = key.split('|');
    const statement = await buildStatement(db, donorId, { year: Number(year) }, asOf);
    if (statement.totalCents !== cents) {
      violations.push({
        rule: 'statementTotal',
        message: `donor ${donorId}: the ${year} statement totals ${statement.totalCents} cents, the history's payments ${cents}`,
      });
    }
  }
  return violations;
}

/** Every rule the points, notifications and statements must keep, checked over the whole database; empty when all hold. */
export async function checkInvariants(db: Db): Promise<Violation[]> {
  const checks = [balances, redemptions, donations, bookingBonuses, ledgerTargets, notificationTargets, statementTotals];
  const found: Violation[] = [];
  for (const check of checks) found.push(...(await check(db)));
  return found;
}

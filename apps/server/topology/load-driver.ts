import { randomUUID } from 'node:crypto';
import { sleep } from './free-port';
import { field, gateway, request, type Reply } from './http-client';

export const PASSWORD = 'Plasma#2026';
export const OPS_KEY = 'topology-ops-key-0123456789abcdef';
/** Held this long between the two halves of a long request's body: longer than the shutdown delay. */
export const LONG_REQUEST_MS = 3_000;

const BOOKING_EVERY_MS = 3_000;

export const kinds = ['sign-in', 'donor read', 'booking', 'visit', 'staff', 'campaign', 'long'] as const;
export type Kind = (typeof kinds)[number];

/** One request of the load: when it ran, what came back, and which portal the balancer gave it to. */
export interface Sample {
  kind: Kind;
  start: number;
  end: number;
  status: number | null;
  error: string | null;
  ok: boolean;
  portal: string | null;
  what: string;
}

/** The two centers the scenario opens around the clock (demo data), where every booking of the test goes. */
export const CENTERS = [112, 106] as const;

interface Slot {
  start: string;
  remaining: number;
  reason: unknown;
}

function slotsOf(body: unknown): Slot[] {
  const days = field(body, 'days');
  if (!Array.isArray(days)) return [];
  return days.flatMap((day: unknown) => {
    const slots = field(day, 'slots');
    return Array.isArray(slots) ? (slots as Slot[]) : [];
  });
}

/** The first window this donor may book that starts after `after` (ms since the epoch), or null. */
export function firstBookable(body: unknown, after: number): string | null {
  return slotsOf(body).find((s) => s.reason === null && s.remaining > 0 && Date.parse(s.start) > after)?.start ?? null;
}

export const today = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Donor and staff traffic through the balancer from a few virtual users, each with its own address. It never retries:
 * every request is one sample, and a network error or an unexpected status is a failure. Writes the server
 * acknowledged (visits answered 201, bookings answered 200) are remembered for the check after the SIGKILL.
 */
export class LoadDriver {
  readonly samples: Sample[] = [];
  readonly acknowledgedVisits: string[] = [];
  readonly acknowledgedBookings: string[] = [];
  campaignId: string | null = null;
  private running = false;
  private readonly users: Promise<void>[] = [];
  private visitCount = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly runId: string,
  ) {}

  /** Sends one request and records it; answers the reply when its status is one of `expected`, else null. */
  async timed(kind: Kind, what: string, send: () => Promise<Reply>, expected: readonly number[] = [200]): Promise<Reply | null> {
    const start = Date.now();
    try {
      const reply = await send();
      const ok = expected.includes(reply.status);
      const portal = reply.headers['x-served-by'];
      this.samples.push({
        kind,
        what,
        start,
        end: Date.now(),
        status: reply.status,
        error: ok ? null : JSON.stringify(reply.body).slice(0, 200),
        ok,
        portal: typeof portal === 'string' ? portal : null,
      });
      return ok ? reply : null;
    } catch (error) {
      const message = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`.trim() : String(error);
      this.samples.push({ kind, what, start, end: Date.now(), status: null, error: message, ok: false, portal: null });
      return null;
    }
  }

  private async signIn(email: string, address: string, service: 'authentication/login' | 'staff/login'): Promise<string | null> {
    const params = service === 'staff/login' ? { email, password: PASSWORD } : { username: email, password: PASSWORD };
    const reply = await this.timed('sign-in', service, () => gateway(this.baseUrl, service, params, { address }));
    const token = field(reply?.body, 'token');
    return typeof token === 'string' ? token : null;
  }

  start(plan: { readers: string[]; bookers: string[]; visitDonors: string[]; longUsers: number; admin: string }): void {
    this.running = true;
    let n = 0;
    const address = () => `10.77.${Math.floor(n / 200)}.${(n++ % 200) + 1}`;
    for (const email of plan.readers) this.users.push(this.donor(email, address(), false));
    for (const email of plan.bookers) this.users.push(this.donor(email, address(), true));
    this.users.push(this.visits(plan.visitDonors));
    this.users.push(this.staff(plan.admin, address()));
    for (let i = 0; i < plan.longUsers; i += 1) this.users.push(this.longRequests(plan.readers[i % plan.readers.length] ?? '', address()));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.users);
  }

  private async donor(email: string, address: string, books: boolean): Promise<void> {
    let token: string | null = null;
    let booked: string | null = null;
    let bookFrom: string | null = null;
    // A booking every few seconds: well inside the donor's 60 bookings an hour.
    let nextBooking = Date.now();
    for (let round = 0; this.running; round += 1) {
      if (round % 6 === 0 || !token) token = (await this.signIn(email, address, 'authentication/login')) ?? token;
      if (!token) {
        await sleep(200);
        continue;
      }
      const as = { token, address };
      const reads: [string, object][] = [
        ['profile/getProfile', {}],
        ['appointment/getAppointments', {}],
        ['notification/getNotificationsPagination', { limit: 10 }],
        ['feedback/getvisits', {}],
      ];
      for (const read of [reads[round % reads.length], reads[(round + 1) % reads.length]]) {
        if (!read) continue;
        const [service, params] = read;
        await this.timed('donor read', service, () => gateway(this.baseUrl, service, params, as));
      }
      if (books && this.running && Date.now() >= nextBooking) {
        nextBooking = Date.now() + BOOKING_EVERY_MS;
        if (booked) {
          const ok = await this.timed('booking', 'appointment/cancel', () =>
            gateway(this.baseUrl, 'appointment/cancel', { appointmentID: booked }, as),
          );
          if (ok) booked = null;
        }
        const center = CENTERS[round % CENTERS.length] ?? CENTERS[0];
        const availability = await this.timed('booking', 'appointment/getAvailability', () =>
          gateway(
            this.baseUrl,
            'appointment/getAvailability',
            { locationID: center, from: bookFrom ?? today(), days: bookFrom ? 2 : 14 },
            as,
          ),
        );
        const start = availability ? firstBookable(availability.body, Date.now() + 3_600_000) : null;
        if (start && !booked) {
          bookFrom = start.slice(0, 10);
          const reply = await this.timed(
            'booking',
            'appointment/book',
            () => gateway(this.baseUrl, 'appointment/book', { locationID: center, start, requestId: randomUUID() }, as),
            // 409: the window filled up or the donor may not book it now, an answer, not a failure.
            [200, 409],
          );
          const id = field(field(reply?.body, 'appointment'), 'id');
          if (reply?.status === 200 && typeof id === 'string') {
            booked = id;
            this.acknowledgedBookings.push(id);
          }
        }
      }
      await sleep(100);
    }
  }

  /** A center's system recording completed donations (`POST /api/ops/visits`), each visit number new. */
  private async visits(donorNumbers: string[]): Promise<void> {
    while (this.running) {
      const k = this.visitCount++;
      const donorNumber = donorNumbers[k % donorNumbers.length] ?? '';
      // Each donor's visits a few hours apart, going back in time, so no two overlap.
      const checkin = new Date(Date.now() - (2 + 3 * Math.floor(k / donorNumbers.length)) * 3_600_000);
      const checkout = new Date(checkin.getTime() + 75 * 60_000);
      const visitNumber = `TOPO-${this.runId}-${k}`;
      const reply = await this.timed(
        'visit',
        'POST /api/ops/visits',
        () =>
          request(this.baseUrl, '/api/ops/visits', {
            headers: { 'x-ops-key': OPS_KEY },
            body: {
              donorNumber,
              locationID: 101,
              visitNumber,
              checkinTS: checkin.toISOString(),
              checkoutTS: checkout.toISOString(),
              donated: true,
              payments: [{ paymentDate: checkout.toISOString(), amount: 65 }],
              screeningTests: [{ type: 'weight', value: 160 }],
            },
          }),
        [201],
      );
      if (reply) this.acknowledgedVisits.push(visitNumber);
      await sleep(150);
    }
  }

  /** The admin: schedule and campaign reads, and one campaign sent at once, early in the run. */
  private async staff(email: string, address: string): Promise<void> {
    let token: string | null = null;
    for (let round = 0; this.running; round += 1) {
      if (!token) token = await this.signIn(email, address, 'staff/login');
      if (!token) {
        await sleep(200);
        continue;
      }
      const as = { token, address };
      await this.timed('staff', 'appointment/getCenterSchedule', () =>
        gateway(this.baseUrl, 'appointment/getCenterSchedule', { locationID: CENTERS[round % 2] }, as),
      );
      await this.timed('staff', 'content/listCampaigns', () => gateway(this.baseUrl, 'content/listCampaigns', {}, as));
      if (round === 3 && !this.campaignId) await this.sendCampaign(as);
      await sleep(250);
    }
  }

  private async sendCampaign(as: { token: string; address: string }): Promise<void> {
    const fields = {
      title: { en: `Topology ${this.runId}`, es: `Topología ${this.runId}` },
      message: { en: 'Thank you for donating.', es: 'Gracias por donar.' },
      link: '',
      segment: {},
    };
    const saved = await this.timed('campaign', 'content/saveCampaign', () => gateway(this.baseUrl, 'content/saveCampaign', { fields }, as));
    const id = field(saved?.body, 'id');
    if (typeof id !== 'string') return;
    const scheduled = await this.timed('campaign', 'content/scheduleCampaign', () =>
      gateway(this.baseUrl, 'content/scheduleCampaign', { id }, as),
    );
    if (scheduled) this.campaignId = id;
  }

  /** A donor read whose body arrives in two halves LONG_REQUEST_MS apart: always one such request in flight. */
  private async longRequests(email: string, address: string): Promise<void> {
    let token: string | null = null;
    while (this.running) {
      if (!token) token = await this.signIn(email, address, 'authentication/login');
      if (!token) {
        await sleep(200);
        continue;
      }
      const as = { token, address, splitBodyMs: LONG_REQUEST_MS };
      await this.timed('long', 'profile/getProfile (body in two halves)', () => gateway(this.baseUrl, 'profile/getProfile', {}, as));
    }
  }
}

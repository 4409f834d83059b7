import type { APIRequestContext } from '@playwright/test';
import { testAddress } from './accounts';
import { expect } from './fixtures';

/**
 * Two centers only the day-view specs book at, in zones two or three hours apart. Opened around the clock (below), a center
 * has no window left today only in the last 80 minutes of its day (a 75-minute donation ends by 23:59); at that hour
 * it is not the last 80 minutes at the other, so one of them always has a window today, whatever the hour the suite runs.
 */
export const todayCenters = [
  { id: 106, name: 'Demo Plasma Tucson Grant Road', timeZone: 'America/Phoenix' },
  { id: 112, name: 'Demo Plasma Atlanta Memorial Drive', timeZone: 'America/New_York' },
];

async function call<T>(request: APIRequestContext, service: string, params: object, token: string): Promise<T> {
  const [serviceName, serviceType] = service.split('/');
  const res = await request.post('/api/gateway', {
    data: { serviceName, serviceType, params },
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': testAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

interface Schedule {
  chairs: number;
  minNoticeMinutes: number;
  weeklyHours: unknown[];
  closures: unknown[];
}
interface Availability {
  days: { slots: { start: string; remaining: number; reason: unknown }[] }[];
}

/** The manager opens her two centers from midnight to 23:59 every day, bookable at once, with chairs to spare. */
export async function openAroundTheClock(request: APIRequestContext, managerToken: string) {
  for (const center of todayCenters) {
    const { schedule } = await call<{ schedule: Schedule }>(
      request,
      'appointment/getCenterSchedule',
      { locationID: center.id },
      managerToken,
    );
    const allDay = { open: '00:00', close: '23:59' };
    const open = { ...schedule, chairs: 20, minNoticeMinutes: 0, weeklyHours: schedule.weeklyHours.map(() => allDay), closures: [] };
    await call(request, 'appointment/saveCenterSchedule', { locationID: center.id, schedule: open }, managerToken);
  }
}

/** Books the donor's first free window of today at whichever of the centers has one. */
export async function bookToday(request: APIRequestContext, donorToken: string) {
  for (const center of todayCenters) {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: center.timeZone }).format(new Date());
    const { days } = await call<Availability>(
      request,
      'appointment/getAvailability',
      { locationID: center.id, from: today, days: 1 },
      donorToken,
    );
    const slot = days[0]?.slots.find((s) => s.reason === null && s.remaining > 0);
    if (!slot) continue;
    await call(request, 'appointment/book', { locationID: center.id, start: slot.start, requestId: crypto.randomUUID() }, donorToken);
    return center;
  }
  throw new Error('no window left today at either center');
}

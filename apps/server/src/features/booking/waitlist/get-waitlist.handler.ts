import { asc } from 'drizzle-orm';
import { waitlistEntries } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { openEntries, selectWaitlistEntries, toWaitlistEntryView } from './waitlist-views';

export const getWaitlistHandler: Handler<'appointment/getWaitlist'> = async (ctx) => {
  const rows = await selectWaitlistEntries(ctx.db, ctx.session.donorId, openEntries()).orderBy(
    asc(waitlistEntries.day),
    asc(waitlistEntries.createdAt),
  );
  return { status: 200, entries: rows.map(toWaitlistEntryView) };
};

import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks the donor's own notification opened at `at`, once; ids that are not her rows (announced items) change nothing. */
export async function markOwnNotificationRead(db: Db, donorId: string, notificationId: string, at: Date): Promise<void> {
  if (!UUID.test(notificationId)) return;
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, notificationId), eq(notifications.donorId, donorId), isNull(notifications.readAt)));
}

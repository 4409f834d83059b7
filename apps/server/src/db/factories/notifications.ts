import type { Bilingual, NotificationType } from '@portal/contract';
import type { Db } from '../client';
import { notifications } from '../schema/index';

export interface NotificationInput {
  donorId: string;
  type: NotificationType;
  title: Bilingual;
  message: Bilingual;
  createdAt: Date;
  state?: string | null;
  goto?: string | null;
  refId?: string | null;
}

export async function createNotification(db: Db, input: NotificationInput): Promise<typeof notifications.$inferSelect> {
  const [row] = await db
    .insert(notifications)
    .values({
      donorId: input.donorId,
      type: input.type,
      title: input.title,
      message: input.message,
      createdAt: input.createdAt,
      state: input.state ?? null,
      goto: input.goto ?? null,
      refId: input.refId ?? null,
    })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

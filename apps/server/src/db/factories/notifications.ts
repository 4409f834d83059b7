import type { NotificationType } from '@portal/contract';
import type { Db } from '../client';
import { notifications } from '../schema/index';

export interface NotificationInput {
  donorId: string;
  type: NotificationType;
  title: { en: string; es: string };
  message: { en: string; es: string };
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
      titleEn: input.title.en,
      titleEs: input.title.es,
      messageEn: input.message.en,
      messageEs: input.message.es,
      createdAt: input.createdAt,
      state: input.state ?? null,
      goto: input.goto ?? null,
      refId: input.refId ?? null,
    })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

import { and, eq, sql } from 'drizzle-orm';
import type { PageAnswers } from '@portal/contract';
import type { Db } from '../../db/client';
import { screeningAttempts } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';

export type Attempt = typeof screeningAttempts.$inferSelect;

export async function findAttempt(db: Db, donorId: string, checkId: string): Promise<Attempt | null> {
  const [row] = await db
    .select()
    .from(screeningAttempts)
    .where(and(eq(screeningAttempts.donorId, donorId), eq(screeningAttempts.checkId, checkId)));
  return row ?? null;
}

/** The attempt started now if there is none yet; an existing one is left as it is. */
export async function startAttempt(db: Db, donorId: string, checkId: string, now: Date): Promise<Attempt> {
  await db.insert(screeningAttempts).values({ donorId, checkId, startedAt: now, updatedAt: now }).onConflictDoNothing();
  const attempt = await findAttempt(db, donorId, checkId);
  if (!attempt) throw new Error('attempt vanished after insert');
  return attempt;
}

/**
 * Saves one page's answers in one statement (the page's entry replaces any earlier one), so two
 * tabs saving different pages at once both keep theirs. A finished attempt is not changed: 409.
 */
export async function savePageAnswers(
  db: Db,
  donorId: string,
  checkId: string,
  pageIndex: number,
  answers: PageAnswers,
  now: Date,
): Promise<void> {
  const entry = JSON.stringify({ [String(pageIndex)]: answers });
  const saved = await db
    .insert(screeningAttempts)
    .values({ donorId, checkId, answers: { [String(pageIndex)]: answers }, startedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [screeningAttempts.donorId, screeningAttempts.checkId],
      set: { answers: sql`${screeningAttempts.answers} || ${entry}::jsonb`, updatedAt: now },
      setWhere: eq(screeningAttempts.status, 'inProgress'),
    })
    .returning({ id: screeningAttempts.id });
  if (!saved.length) throw new ServiceError(409, 'checkAlreadySubmitted');
}

/** Moves an attempt out of progress exactly once; a second submission (or a race) answers 409. */
export async function finishAttempt(
  db: Db,
  attemptId: string,
  change: Pick<Attempt, 'status'> & Partial<Pick<Attempt, 'answers' | 'outcome'>>,
  now: Date,
): Promise<void> {
  const updated = await db
    .update(screeningAttempts)
    .set({ ...change, updatedAt: now, finishedAt: now })
    .where(and(eq(screeningAttempts.id, attemptId), eq(screeningAttempts.status, 'inProgress')))
    .returning({ id: screeningAttempts.id });
  if (!updated.length) throw new ServiceError(409, 'checkAlreadySubmitted');
}

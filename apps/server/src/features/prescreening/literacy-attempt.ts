import type { PageAnswers } from '@portal/contract';
import type { Db } from '../../db/client';
import type { StoredPage } from '../../domain/check-documents';
import { ServiceError } from '../../lib/service-error';
import { findAttempt, type Attempt } from '../../domain/prescreening/attempts';

/** The donor's literacy attempt named by `oid`; another donor's or an unknown one answers 404. */
export async function requireLiteracyAttempt(db: Db, donorId: string, checkId: string, oid: string): Promise<Attempt> {
  const attempt = await findAttempt(db, donorId, checkId);
  if (!attempt || attempt.id !== oid) throw new ServiceError(404, 'attemptNotFound');
  if (attempt.status === 'ended') throw new ServiceError(409, 'checkEnded');
  if (attempt.status === 'submitted') throw new ServiceError(409, 'checkAlreadySubmitted');
  return attempt;
}

/** Spec 4 `end` flag: the check's content marks the answers that end it (the donor is not ready to go on). */
export function endsCheck(page: StoredPage, answers: PageAnswers): boolean {
  return page.questions.some((question) => {
    const given = answers[question.id];
    const chosen = Array.isArray(given) ? given : [given];
    return question.options?.some((option) => option.endsCheck && chosen.includes(option.value)) ?? false;
  });
}

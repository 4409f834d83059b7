import type { PageAnswers } from '@portal/contract/entities/prescreening';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

/** Spec 8: a failed save is swallowed and counts as "not ended". */
export async function continueLiteracyCheck(
  docID: string,
  oid: string,
  layoutIndex: number,
  answers: PageAnswers,
  lang: Language,
): Promise<boolean> {
  try {
    const reply = await callService('applicationFeedback/continueLiteracyCheck', { docID, oid, layoutIndex, answers, lang });
    return reply.end;
  } catch {
    return false;
  }
}

import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contract';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { donorCareCases } from '../../db/schema/index';
import { donorNumberOf, recordIntegrationEvent } from '../../domain/integration-events';
import { addBusinessDays } from './business-days';
import { visitorCaseToken, visitorCaseTokenHash } from './case-link';

export interface OpenedCase {
  id: string;
  number: number;
  /** A visitor's private link token (null for a signed-in donor, who reads the case in My requests). */
  visitorToken: string | null;
}

/** Opens the case of a new request, inside the request's own transaction, with its targets from the configuration. */
export async function openCase(
  tx: Tx,
  config: Pick<Config, 'tokenSecret' | 'caseFirstResponseBusinessDays' | 'caseResolutionBusinessDays' | 'careTimeZone'>,
  request: { submissionId: string; donorId: string | null; language: Language; createdAt: Date },
): Promise<OpenedCase> {
  const [row] = await tx
    .insert(donorCareCases)
    .values({
      submissionId: request.submissionId,
      language: request.language,
      firstResponseDueAt: addBusinessDays(request.createdAt, config.caseFirstResponseBusinessDays, config.careTimeZone),
      resolutionDueAt: addBusinessDays(request.createdAt, config.caseResolutionBusinessDays, config.careTimeZone),
      createdAt: request.createdAt,
      updatedAt: request.createdAt,
    })
    .returning({ id: donorCareCases.id, number: donorCareCases.number });
  if (!row) throw new Error('case insert returned no row');
  await recordIntegrationEvent(tx, request.createdAt, 'donor_care.case_opened', {
    caseId: row.id,
    caseNumber: row.number,
    donorNumber: request.donorId ? await donorNumberOf(tx, request.donorId) : null,
  });
  if (request.donorId) return { ...row, visitorToken: null };
  const visitorToken = visitorCaseToken(config, row.id);
  await tx
    .update(donorCareCases)
    .set({ visitorTokenHash: visitorCaseTokenHash(visitorToken) })
    .where(eq(donorCareCases.id, row.id));
  return { ...row, visitorToken };
}

import type { VisitRecord } from '@portal/contract/services/ops/visits';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recordVisit, type IngestionDeps } from '../../../domain/visit-ingestion';
import { ServiceError } from '../../../lib/service-error';
import type { BatchImport } from './donor-batch';
import type { Checked } from './import-records';
import { recordOutcomes } from './import-outcomes';

/** The field a refusal of visit ingestion names. */
const fieldOfCode: Record<string, string> = {
  donorNotFound: 'donorNumber',
  locationNotFound: 'locationID',
  deferralUntilInvalid: 'deferral.until',
};

interface Outcome {
  n: number;
  outcome: 'created' | 'unchanged' | 'refused';
  field: string | null;
  code: string | null;
}

/**
 * A batch of visit lines, in the batch's transaction: each visit through `recordVisit` (points, tier, bonuses,
 * referral credit, deferral: the rules of `POST /api/ops/visits`) in a savepoint of its own, so a refused visit leaves
 * nothing behind; then one statement records every line's outcome. Visits are not set-based (decision 058): their
 * ledger and bonus rules are written per visit, and a first load holds far fewer visits a night than donors.
 */
export async function applyVisitBatch(
  tx: Db,
  deps: Omit<IngestionDeps, 'db'>,
  batch: BatchImport,
  lines: readonly { lineNo: number; checked: Checked<VisitRecord> }[],
): Promise<void> {
  const outcomes: Outcome[] = [];
  for (const { lineNo, checked } of lines) {
    if (!checked.ok) {
      outcomes.push({ n: lineNo, outcome: 'refused', field: checked.field, code: checked.code });
      continue;
    }
    if (batch.centerIds !== null && !batch.centerIds.includes(checked.record.locationID)) {
      outcomes.push({ n: lineNo, outcome: 'refused', field: 'locationID', code: 'apiCenterNotAllowed' });
      continue;
    }
    try {
      const result = await recordVisit({ ...deps, db: tx }, checked.record);
      outcomes.push({ n: lineNo, outcome: result.created ? 'created' : 'unchanged', field: null, code: null });
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status >= 500) throw error;
      outcomes.push({ n: lineNo, outcome: 'refused', field: fieldOfCode[error.code] ?? 'line', code: error.code });
    }
  }
  await tx.execute(sql`with outcomes as (
    select * from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(n int, outcome text, field text, code text)
  )${recordOutcomes(batch.id)}`);
}

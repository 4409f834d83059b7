import { formatMessage, type ApiClient, type Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiClients } from '../../db/schema/index';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { ServiceError } from '../../lib/service-error';

type ApiClientRow = typeof apiClients.$inferSelect;

/** A client as the console shows it: never a secret or a hash, only the secret's first characters. */
export function apiClientView(row: ApiClientRow): ApiClient {
  return {
    id: row.id,
    name: row.name,
    operations: row.operations,
    centerIds: row.centerIds,
    secretHint: row.secretHint,
    createdAt: row.createdAt.toISOString(),
    previousSecretUntil: row.previousSecretUntil?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The client, or a 404. */
export async function apiClientRow(db: Db, id: string): Promise<ApiClientRow> {
  const [row] = await db.select().from(apiClients).where(eq(apiClients.id, id));
  if (!row) throw new ServiceError(404, 'notFound');
  return row;
}

/** An insert whose name another client holds (in any case) is a 400 naming the field, not a 500. */
export async function withUniqueName<T>(lang: Language, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) !== 'api_clients_name_idx') throw error;
    const message = formatMessage(lang, 'apiClientNameTaken');
    throw new ServiceError(400, 'apiClientNameTaken', {}, { fields: [{ path: 'params.name', code: 'apiClientNameTaken', message }] });
  }
}

import type { uploadImportRoute } from '@portal/contract/services/integrations/upload-import';
import { eq } from 'drizzle-orm';
import { staffMembers } from '../../db/schema/index';
import { receiveImport } from '../../domain/imports/import-intake';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';

/**
 * `POST /api/integrations/imports?kind=…`: an admin's file from the console, staged by the same intake as a client's
 * (`receiveImport`: size, format, header, nothing staged on a refusal) under the admin's name and for every center,
 * then applied by the same job; the audit row is the admin's.
 */
export const uploadImportRouteHandler: RestRoute<typeof uploadImportRoute> = (services) => {
  return async ({ query, stream, request, reply, staff, audit }) => {
    if (!stream || !staff) throw new ServiceError(400, 'badRequest');
    const [member] = await services.db
      .select({ name: staffMembers.displayName })
      .from(staffMembers)
      .where(eq(staffMembers.id, staff.staffId));
    const sender = { staffId: staff.staffId, name: member?.name ?? '', centerIds: null };
    const staged = await receiveImport(services, { kind: query.kind, headers: request.headers, stream, sender });
    audit({ objectType: 'import', objectId: staged.id, after: { kind: query.kind, format: staged.format, totalLines: staged.totalLines } });
    void reply.status(202);
    return { status: 200 as const, importID: staged.id, totalLines: staged.totalLines };
  };
};

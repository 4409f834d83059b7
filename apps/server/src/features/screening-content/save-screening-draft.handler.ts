import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { activeVersion } from '../../domain/screening-versions/version-store';
import { createDraftFrom, requireVersion, saveDraft } from '../../domain/screening-versions/versions';

/** A new draft edited from `basedOn` (else from the version in force), or a save over the draft `id`. Audited. */
export const saveScreeningDraftHandler: Handler<'screeningContent/saveScreeningDraft'> = async (ctx, params) => {
  const writer = { lang: ctx.lang, prefix: 'params.fields.', at: ctx.clock.now() };
  if (params.id === undefined) {
    const base =
      params.basedOn === undefined ? await activeVersion(ctx.db, params.kind) : await requireVersion(ctx.db, params.kind, params.basedOn);
    if (!base) throw new ServiceError(404, 'notFound');
    const draft = await createDraftFrom(ctx.db, base, params.fields, writer);
    ctx.audit({ objectType: `screening:${params.kind}`, objectId: draft.id, after: { version: draft.version, basedOn: base.id } });
    return { status: 200, id: draft.id, version: draft.version, revision: draft.revision };
  }
  if (params.expectedRevision === undefined) throw new ServiceError(409, 'contentVersionConflict');
  const draft = await requireVersion(ctx.db, params.kind, params.id);
  const revision = await saveDraft(ctx.db, draft, params.expectedRevision, params.fields, writer);
  ctx.audit({
    objectType: `screening:${params.kind}`,
    objectId: draft.id,
    before: { revision: draft.revision },
    after: { version: draft.version, revision },
  });
  return { status: 200, id: draft.id, version: draft.version, revision };
};

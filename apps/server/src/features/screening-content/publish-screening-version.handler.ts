import type { Handler } from '../../service-context';
import { activeVersion } from '../../domain/screening-versions/version-store';
import { publishVersion, requireVersion } from '../../domain/screening-versions/versions';

/** Puts a draft in force for new donors; the one it replaces is retired and kept for the donors on it. Audited. */
export const publishScreeningVersionHandler: Handler<'screeningContent/publishScreeningVersion'> = async (ctx, params) => {
  const draft = await requireVersion(ctx.db, params.kind, params.id);
  const replaced = await activeVersion(ctx.db, params.kind);
  const at = ctx.clock.now();
  await publishVersion(ctx.db, draft, params.expectedRevision, { lang: ctx.lang, prefix: 'fields.', at });
  ctx.audit({
    objectType: `screening:${params.kind}`,
    objectId: draft.id,
    before: { state: 'draft', replaces: replaced?.id ?? null },
    after: { state: 'published', version: draft.version, publishedAt: at.toISOString() },
  });
  return { status: 200, version: draft.version };
};

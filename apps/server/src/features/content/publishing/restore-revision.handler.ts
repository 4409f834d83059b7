import { contentState } from '@portal/contract/entities/content';
import type { Handler } from '../../../service-context';
import { changeItem, revisionSnapshot } from '../content-items';
import { contentTypeOf } from './content-types';
import { editorOf } from '../editor';

/** Brings an earlier revision's fields back as a new revision; the window stays. Audited with both versions. */
export const restoreRevisionHandler: Handler<'content/restoreRevision'> = async (ctx, params) => {
  const type = contentTypeOf(params.kind);
  const editor = editorOf(ctx);
  const snapshot = await revisionSnapshot(ctx.db, type, params.id, params.version);
  const { before, after } = await changeItem(
    ctx.db,
    type,
    { id: params.id, expectedVersion: params.expectedVersion },
    () => ({ fields: snapshot.fields }),
    'restore',
    editor,
  );
  ctx.audit({
    objectType: params.kind,
    objectId: params.id,
    before: { version: before.version },
    after: { version: after.version, restoredFrom: params.version },
  });
  return { status: 200, version: after.version, state: contentState(after.window, editor.at) };
};

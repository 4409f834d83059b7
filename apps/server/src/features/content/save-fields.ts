import { ServiceError } from '../../lib/service-error';
import type { StaffContext } from '../../service-context';
import { changeItem, createItem } from './content-items';
import type { ContentType } from './content-type';
import { editorOf } from './editor';

/** Creates an item as a draft, or saves new fields over the version the editor loaded; any kind. */
export async function saveFields<F>(
  ctx: StaffContext,
  type: ContentType<F>,
  params: { id?: string | undefined; expectedVersion?: number | undefined; fields: F },
): Promise<{ status: 200; id: string; version: number }> {
  const editor = editorOf(ctx, 'params.fields.');
  if (params.id === undefined) {
    const item = await createItem(ctx.db, type, { fields: params.fields }, editor);
    ctx.audit({ objectType: type.kind, objectId: item.id, after: { version: item.version } });
    return { status: 200, id: item.id, version: item.version };
  }
  if (params.expectedVersion === undefined) throw new ServiceError(409, 'contentVersionConflict');
  const { before, after } = await changeItem(
    ctx.db,
    type,
    { id: params.id, expectedVersion: params.expectedVersion },
    () => ({ fields: params.fields }),
    'save',
    editor,
  );
  ctx.audit({ objectType: type.kind, objectId: after.id, before: { version: before.version }, after: { version: after.version } });
  return { status: 200, id: after.id, version: after.version };
}

import type { StaffContext } from '../../service-context';
import type { Editor } from './content-items';

/** The signed-in staff member saving now, in their language; `fieldsPrefix` names the fields in a 400. */
export function editorOf(ctx: StaffContext, fieldsPrefix = 'fields.') {
  const editor: Editor = { staffId: ctx.staff.staffId, at: ctx.clock.now() };
  return { ...editor, lang: ctx.lang, fieldsPrefix };
}

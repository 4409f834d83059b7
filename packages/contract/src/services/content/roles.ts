import type { StaffRole } from '../../entities/staff';

/** Who edits content in the console (issue 16): content editors, and admins. */
export const contentEditors = ['content_editor', 'admin'] as const satisfies readonly StaffRole[];

import type { UseFormReturnType } from '@mantine/form';
import type { ScreeningFields } from '@portal/contract/entities/screening-content';

/** The editor's form values: the version's fields, at the paths the server's 400s name (`fields.pages.0.title.es`). */
export interface ScreeningFormValues extends Record<string, unknown> {
  fields: ScreeningFields;
}

export type ScreeningForm = UseFormReturnType<ScreeningFormValues>;

export const emptyText = () => ({ en: '', es: '' });

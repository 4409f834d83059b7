import type { NewsFields } from '@portal/contract/entities/content';

/** The editor form holds the article under `fields`, the param the save and the server's 400s name. */
export interface NewsFormValues extends Record<string, unknown> {
  fields: NewsFields;
}

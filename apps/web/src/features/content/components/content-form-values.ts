/** An editor form holds the item under `fields`, the param the save and the server's 400s name. */
export interface ContentFormValues<F> extends Record<string, unknown> {
  fields: F;
}

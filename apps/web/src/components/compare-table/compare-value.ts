/** A field's value in a comparison of two versions, as the server's change list gives it. */
export type ChangeValue = string | number | boolean | null;

/** One field that differs between the two versions compared. */
export interface FieldChange {
  field: string;
  before: ChangeValue;
  after: ChangeValue;
}

/** The words for the values every comparison shows alike, in the screen's language. */
export interface CompareTexts {
  empty: string;
  yes: string;
  no: string;
}

/** A compared value as text: empty and yes/no alike everywhere, any other value as the screen words it. */
export function compareValueText(value: ChangeValue, texts: CompareTexts, text: (value: string | number) => string): string {
  if (value === null || value === '') return texts.empty;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  return text(value);
}

import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EditorBlock } from '@portal/contract/entities/content';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { BlocksSection } from './blocks-section';
import type { ContentFormValues } from './content-form-values';
import { SaveFooter } from '../../../components/content-editor/save-footer';

/** A stored item: its id and the version the form started from. */
export interface SavedFields {
  id: string;
  version: number;
}

/** What the page gives a kind's form: the stored item, where a save and the server's field errors go, the preview. */
export interface FieldsFormProps<F> {
  saved: SavedFields | undefined;
  initial: F;
  onSaved: (saved: SavedFields) => void;
  /** Hands the parent the function that puts a failed call's field errors on the form (a refused publish). */
  bindFieldErrors: (show: (error: unknown) => boolean) => void;
  /** What works on the form's current values (the preview). */
  children: (fields: F) => ReactNode;
}

/**
 * An editor's form over an item's `fields`, checked by its save's own contract: a stored item is saved as the version
 * it was loaded at. `bindFieldErrors` hands the page the function that puts a failed call's field errors on the form
 * (a refused publish).
 */
export function useFieldsForm<F, Schema extends z.ZodObject>(
  schema: Schema,
  saved: SavedFields | undefined,
  initial: F,
  bindFieldErrors: (show: (error: unknown) => boolean) => void,
) {
  const contract = useContractForm<ContentFormValues<F>, Schema>({
    schema,
    initialValues: { fields: initial },
    toParams: (values) => ({ ...(saved ? { id: saved.id, expectedVersion: saved.version } : {}), fields: values.fields }),
  });
  bindFieldErrors(contract.showServerErrors);
  return contract;
}

/**
 * An editor's form: the kind's own fields (`children`), the body blocks and the save, with the preview of the form's
 * current values beside it.
 */
export function FieldsFormLayout<V extends Record<string, unknown>>({
  form,
  blocks,
  onAddBlock,
  save,
  onSubmit,
  preview,
  children,
}: {
  form: UseFormReturnType<V>;
  blocks: EditorBlock[];
  /** Adds a block to the form's `fields.blocks`, typed by the kind's form. */
  onAddBlock: (block: EditorBlock) => void;
  save: { error: Error | null; isPending: boolean };
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  preview: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <BlocksSection form={form} blocks={blocks} onAdd={onAddBlock} />
          <SaveFooter save={save} />
        </Stack>
      </form>
      {preview}
    </Stack>
  );
}

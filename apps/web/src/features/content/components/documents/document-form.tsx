import { Paper, Stack } from '@mantine/core';
import { documentShapes, type DocumentFields, type DocumentShape } from '@portal/contract/entities/content-documents';
import { documentTree } from '@portal/contract/rules/document-tree';
import { saveDocument } from '@portal/contract/services/content/documents/save-document';
import { useMemo, type ReactNode } from 'react';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { useServiceMutation } from '../../../../lib/service-query';
import { contentReads } from '../../api/content-mutations';
import type { ContentFormValues } from '../content-form-values';
import { DocumentObjectFields } from './document-fields';
import type { EditorFormBindings } from '../content-editor-page';
import { SaveFooter } from '../../../../components/content-editor/save-footer';

/**
 * A document's English and Spanish side by side, its fields walked from its contract shape and checked by the save's
 * own contract (the shape of its key, both languages with the same rows). `children` renders the preview.
 */
export function DocumentForm({
  id,
  shape,
  initial,
  saved,
  onSaved,
  bindFieldErrors,
  children,
}: EditorFormBindings & {
  id: string;
  shape: DocumentShape;
  initial: DocumentFields;
  children: (fields: DocumentFields) => ReactNode;
}) {
  const tree = useMemo(() => documentTree(documentShapes[shape]), [shape]);
  const save = useServiceMutation('content/saveDocument', {
    invalidates: contentReads,
    onSuccess: (reply) => onSaved({ id: reply.id, version: reply.version }),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useContractForm<ContentFormValues<DocumentFields>, typeof saveDocument.params>({
    schema: saveDocument.params,
    initialValues: { fields: initial },
    toParams: (values) => ({ id, expectedVersion: saved?.version ?? 1, fields: values.fields }),
  });
  bindFieldErrors(showServerErrors);
  if (tree.type !== 'object') return null;

  return (
    <Stack gap="lg">
      <form onSubmit={form.onSubmit((params) => save.mutate(params))} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <DocumentObjectFields form={form} node={tree} path="" />
          </Paper>
          <SaveFooter save={save} />
        </Stack>
      </form>
      {children(form.getValues().fields)}
    </Stack>
  );
}

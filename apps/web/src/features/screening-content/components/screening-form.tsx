import { Alert, Stack, Text } from '@mantine/core';
import type { ScreeningFields, ScreeningVersion } from '@portal/contract/entities/screening-content';
import { saveScreeningDraft } from '@portal/contract/services/screening-content/save-screening-draft';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { SaveFooter } from '../../../components/content-editor/save-footer';
import { useScreeningMutation } from '../api/screening-mutations';
import type { ScreeningFormValues } from './form-types';
import { PagesSection } from './pages-section';
import { RulesSection } from './rules-section';
import { TextsSection } from './texts-section';

/**
 * A version's fields, English and Spanish side by side, checked by the save's own contract. A draft saves over itself;
 * a published or retired version never changes, so saving it makes a new draft edited from it.
 */
export function ScreeningForm({
  version,
  initial,
  onSaved,
  bindFieldErrors,
  children,
}: {
  version: ScreeningVersion;
  initial: ScreeningFields;
  onSaved: (saved: { id: string; version: number; created: boolean }) => void;
  bindFieldErrors: (show: (error: unknown) => boolean) => void;
  children: (fields: ScreeningFields) => ReactNode;
}) {
  const { t } = useTranslation('screening-content');
  const draft = version.state === 'draft';
  const save = useScreeningMutation('screeningContent/saveScreeningDraft', {
    onSuccess: (reply) => onSaved({ id: reply.id, version: reply.version, created: reply.id !== version.id }),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useContractForm<ScreeningFormValues, typeof saveScreeningDraft.params>({
    schema: saveScreeningDraft.params,
    initialValues: { fields: initial },
    toParams: (values) => ({
      kind: version.kind,
      ...(draft ? { id: version.id, expectedRevision: version.revision } : { basedOn: version.id }),
      fields: values.fields,
    }),
  });
  bindFieldErrors(showServerErrors);
  const fields = form.getValues().fields;

  return (
    <Stack gap="lg">
      <form onSubmit={form.onSubmit((params) => save.mutate(params))} noValidate>
        <Stack gap="lg">
          {draft ? null : <Alert color="blue">{t('editor.publishedNote', { version: version.version })}</Alert>}
          <PagesSection form={form} kind={version.kind} pages={fields.pages} />
          {version.kind === 'qualification' ? <RulesSection form={form} rules={fields.rules} pages={fields.pages} /> : null}
          <TextsSection form={form} texts={fields.texts} />
          <SaveFooter save={save} label={draft ? t('editor.save') : t('editor.saveAsDraft')}>
            <Text size="sm">{t('editor.unsaved')}</Text>
          </SaveFooter>
        </Stack>
      </form>
      {children(fields)}
    </Stack>
  );
}

import { Checkbox, NativeSelect, Paper, Stack } from '@mantine/core';
import { newsCategories, type NewsFields } from '@portal/contract/entities/content';
import { saveNews } from '@portal/contract/services/content/save-news';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { useContentMutation } from '../../api/content-mutations';
import { BilingualInput } from '../../../../components/content-editor/bilingual-input';
import { BlocksSection } from '../blocks-section';
import { ImageField } from '../images/image-field';
import type { ContentFormValues } from '../content-form-values';
import { SaveFooter } from '../../../../components/content-editor/save-footer';

export interface SavedNews {
  id: string;
  version: number;
}

/**
 * The article's fields: category, cover, title and body blocks, English and Spanish side by side, checked by the
 * save's own contract. `children` renders what works on the form's current values (the preview).
 */
export function NewsForm({
  saved,
  initial,
  onSaved,
  bindFieldErrors,
  children,
}: {
  saved: SavedNews | undefined;
  initial: NewsFields;
  onSaved: (saved: SavedNews) => void;
  /** Hands the parent the function that puts a failed call's field errors on the form (a refused publish). */
  bindFieldErrors: (show: (error: unknown) => boolean) => void;
  children: (fields: NewsFields) => React.ReactNode;
}) {
  const { t } = useTranslation('content');
  const save = useContentMutation('content/saveNews', {
    onSuccess: (reply) => onSaved({ id: reply.id, version: reply.version }),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useContractForm<ContentFormValues<NewsFields>, typeof saveNews.params>({
    schema: saveNews.params,
    initialValues: { fields: initial },
    toParams: (values) => ({ ...(saved ? { id: saved.id, expectedVersion: saved.version } : {}), fields: values.fields }),
  });
  bindFieldErrors(showServerErrors);
  const fields = form.getValues().fields;

  const submit = form.onSubmit((params) => save.mutate(params));

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <NativeSelect
                label={t('editor.category')}
                data={newsCategories.map((value) => ({ value, label: t(`editor.categories.${value}`) }))}
                {...form.getInputProps('fields.category')}
              />
              <ImageField label={t('editor.coverImage')} {...form.getInputProps('fields.coverImage')} />
              <Checkbox label={t('editor.announce')} {...form.getInputProps('fields.announce', { type: 'checkbox' })} />
              <BilingualInput form={form} path="fields.title" label={t('editor.title')} />
            </Stack>
          </Paper>
          <BlocksSection form={form} blocks={fields.blocks} onAdd={(block) => form.insertListItem('fields.blocks', block)} />
          <SaveFooter save={save} />
        </Stack>
      </form>
      {children(fields)}
    </Stack>
  );
}

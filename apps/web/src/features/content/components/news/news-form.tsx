import { Checkbox, NativeSelect, Paper, Stack } from '@mantine/core';
import { newsCategories, type NewsFields } from '@portal/contract/entities/content';
import { saveNews } from '@portal/contract/services/content/news/save-news';
import { useTranslation } from 'react-i18next';
import { useServiceMutation } from '../../../../lib/service-query';
import { contentReads } from '../../api/content-mutations';
import { BilingualInput } from '../../../../components/content-editor/bilingual-input';
import { ImageField } from '../images/image-field';
import { FieldsFormLayout, useFieldsForm, type FieldsFormProps } from '../fields-form';

/**
 * The article's fields: category, cover, title and body blocks, English and Spanish side by side, checked by the
 * save's own contract. `children` renders what works on the form's current values (the preview).
 */
export function NewsForm({ saved, initial, onSaved, bindFieldErrors, children }: FieldsFormProps<NewsFields>) {
  const { t } = useTranslation('content');
  const save = useServiceMutation('content/saveNews', {
    invalidates: contentReads,
    onSuccess: (reply) => onSaved({ id: reply.id, version: reply.version }),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useFieldsForm(saveNews.params, saved, initial, bindFieldErrors);
  const fields = form.getValues().fields;

  return (
    <FieldsFormLayout
      form={form}
      blocks={fields.blocks}
      onAddBlock={(block) => form.insertListItem('fields.blocks', block)}
      save={save}
      onSubmit={form.onSubmit((params) => save.mutate(params))}
      preview={children(fields)}
    >
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
    </FieldsFormLayout>
  );
}

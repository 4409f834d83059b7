import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { newsCategories, type EditorBlockTag, type NewsFields } from '@portal/contract/entities/content';
import { saveNews } from '@portal/contract/services/content/save-news';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { isGatewayError } from '../../../lib/gateway';
import { useContentMutation } from '../api/content-mutations';
import { blockKinds, newBlock } from '../utils/blocks';
import { BilingualInput } from './bilingual-input';
import { BlockEditor } from './block-editor';
import { ImageField } from './image-field';
import type { NewsFormValues } from './news-form-values';

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
  const [kind, setKind] = useState<EditorBlockTag>('body');
  const save = useContentMutation('content/saveNews', {
    onSuccess: (reply) => onSaved({ id: reply.id, version: reply.version }),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useContractForm<NewsFormValues, typeof saveNews.params>({
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
          <Title order={2}>{t('editor.body')}</Title>
          {fields.blocks.length === 0 ? <Text>{t('editor.noBlocks')}</Text> : null}
          {typeof form.errors['fields.blocks'] === 'string' ? (
            <Text c="red.8" role="alert">
              {form.errors['fields.blocks']}
            </Text>
          ) : null}
          {fields.blocks.map((block, index) => (
            <BlockEditor key={form.key(`fields.blocks.${index}`)} form={form} block={block} index={index} count={fields.blocks.length} />
          ))}
          <Group align="flex-end">
            <NativeSelect
              label={t('editor.blockKind')}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as EditorBlockTag)}
              data={blockKinds.map((value) => ({ value, label: t(`editor.kinds.${value}`) }))}
            />
            <Button variant="default" onClick={() => form.insertListItem('fields.blocks', newBlock(kind))}>
              {t('editor.addBlock')}
            </Button>
          </Group>
          {save.error && isGatewayError(save.error) ? (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {children(fields)}
    </Stack>
  );
}

import { ActionIcon, Fieldset, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EditorBlock } from '@portal/contract/entities/content';
import { useTranslation } from 'react-i18next';
import { BilingualInput } from '../../../components/content-editor/bilingual-input';
import { ImageField } from './images/image-field';

/** One body block: its texts in both languages, its link or image, the space below it, and its place in the body. */
export function BlockEditor<V extends Record<string, unknown>>({
  form,
  block,
  index,
  count,
}: {
  form: UseFormReturnType<V>;
  block: EditorBlock;
  index: number;
  count: number;
}) {
  const { t } = useTranslation('content');
  const path = `fields.blocks.${index}`;
  const n = index + 1;
  const textLabel = block.tag === 'img' ? t('editor.alt') : block.tag === 'accordion' ? t('editor.answer') : t('editor.text');

  return (
    <Fieldset legend={t('editor.block', { n, kind: t(`editor.kinds.${block.tag}`) })} data-testid={`block-${index}`}>
      <Stack gap="sm">
        {block.tag === 'accordion' ? <BilingualInput form={form} path={`${path}.title`} label={t('editor.question')} /> : null}
        <BilingualInput form={form} path={`${path}.text`} label={textLabel} multiline={block.tag === 'body' || block.tag === 'accordion'} />
        {block.tag === 'linkbutton' ? <TextInput type="url" label={t('editor.url')} {...form.getInputProps(`${path}.url`)} /> : null}
        {block.tag === 'img' ? <ImageField label={t('editor.image')} {...form.getInputProps(`${path}.url`)} /> : null}
        <Group justify="space-between" align="flex-end">
          <NumberInput label={t('editor.margin')} min={0} max={64} w={160} {...form.getInputProps(`${path}.marginBottom`)} />
          <Group gap="xs">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('editor.moveUp', { n })}
              disabled={index === 0}
              onClick={() => form.reorderListItem('fields.blocks', { from: index, to: index - 1 })}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('editor.moveDown', { n })}
              disabled={index === count - 1}
              onClick={() => form.reorderListItem('fields.blocks', { from: index, to: index + 1 })}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('editor.remove', { n })}
              onClick={() => form.removeListItem('fields.blocks', index)}
            >
              ×
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Fieldset>
  );
}

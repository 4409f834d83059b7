import { Button, Group, NativeSelect, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EditorBlock, EditorBlockTag } from '@portal/contract/entities/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockKinds, newBlock } from '../utils/blocks';
import { BlockEditor } from './block-editor';

/**
 * The body as blocks (`fields.blocks`), each edited in both languages, and the control that adds one (`onAdd`, typed by
 * the form that owns the list): any kind of content.
 */
export function BlocksSection<V extends Record<string, unknown>>({
  form,
  blocks,
  onAdd,
}: {
  form: UseFormReturnType<V>;
  blocks: EditorBlock[];
  onAdd: (block: EditorBlock) => void;
}) {
  const { t } = useTranslation('content');
  const [kind, setKind] = useState<EditorBlockTag>('body');
  return (
    <>
      <Title order={2}>{t('editor.body')}</Title>
      {blocks.length === 0 ? <Text>{t('editor.noBlocks')}</Text> : null}
      {typeof form.errors['fields.blocks'] === 'string' ? (
        <Text c="red.8" role="alert">
          {form.errors['fields.blocks']}
        </Text>
      ) : null}
      {blocks.map((block, index) => (
        <BlockEditor key={form.key(`fields.blocks.${index}`)} form={form} block={block} index={index} count={blocks.length} />
      ))}
      <Group align="flex-end">
        <NativeSelect
          label={t('editor.blockKind')}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as EditorBlockTag)}
          data={blockKinds.map((value) => ({ value, label: t(`editor.kinds.${value}`) }))}
        />
        <Button variant="default" onClick={() => onAdd(newBlock(kind))}>
          {t('editor.addBlock')}
        </Button>
      </Group>
    </>
  );
}

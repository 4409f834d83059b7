import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreeningForm } from './form-types';

/** Move up, move down and remove for one item of a list in the form, each button naming what it acts on. */
export function ListControls({
  form,
  path,
  index,
  count,
  what,
}: {
  form: ScreeningForm;
  path: string;
  index: number;
  count: number;
  what: string;
}) {
  const { t } = useTranslation('screening-content');
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" disabled={index === 0} onClick={() => form.reorderListItem(path, { from: index, to: index - 1 })}>
        {t('editor.moveUp', { what })}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={index === count - 1}
        onClick={() => form.reorderListItem(path, { from: index, to: index + 1 })}
      >
        {t('editor.moveDown', { what })}
      </Button>
      <Button size="xs" variant="default" onClick={() => form.removeListItem(path, index)}>
        {t('editor.remove', { what })}
      </Button>
    </Group>
  );
}

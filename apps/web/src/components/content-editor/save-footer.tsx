import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../lib/gateway';

/**
 * The end of an editor's form: the server's refusal of the last save, if any, and the save button (`label`, "Save" by
 * default), with what the form shows beside it.
 */
export function SaveFooter({
  save,
  label,
  children,
}: {
  save: { error: Error | null; isPending: boolean };
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <>
      {save.error && isGatewayError(save.error) ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {label ?? t('editor.save')}
        </Button>
        {children}
      </Group>
    </>
  );
}

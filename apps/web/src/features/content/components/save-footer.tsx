import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../lib/gateway';

/** The end of a content item's form: the server's refusal of the last save, if any, and the save button. */
export function SaveFooter({ save }: { save: { error: Error | null; isPending: boolean } }) {
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
          {t('editor.save')}
        </Button>
      </Group>
    </>
  );
}

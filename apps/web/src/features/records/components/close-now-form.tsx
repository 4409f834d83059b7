import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseDonorAccount } from '../api/closure-requests';

/** An admin closes an account at once, on the donor's written request (issue 34). */
export function CloseNowForm() {
  const { t } = useTranslation('records');
  const close = useCloseDonorAccount();
  const [donorNumber, setDonorNumber] = useState('');
  const [writtenRequest, setWrittenRequest] = useState('');
  const fieldError = (path: string) => close.error?.fields.find((f) => f.path === path)?.message;
  return (
    <form
      aria-labelledby="close-now-title"
      onSubmit={(event) => {
        event.preventDefault();
        close.mutate({ donorNumber, writtenRequest });
      }}
    >
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3" id="close-now-title">
          {t('console.closeNow')}
        </Title>
        <Text size="sm">{t('console.closeNowIntro')}</Text>
        <TextInput
          label={t('console.donorNumber')}
          value={donorNumber}
          onChange={(e) => setDonorNumber(e.currentTarget.value)}
          error={fieldError('params.donorNumber')}
          required
        />
        <TextInput
          label={t('console.writtenRequest')}
          value={writtenRequest}
          onChange={(e) => setWrittenRequest(e.currentTarget.value)}
          error={fieldError('params.writtenRequest')}
          required
        />
        {close.error && close.error.fields.length === 0 ? (
          <Alert color="red" role="alert">
            {close.error.message}
          </Alert>
        ) : null}
        {close.isSuccess ? (
          <Alert color="teal" role="status">
            {t('console.closed')}
          </Alert>
        ) : null}
        <Button type="submit" color="red.9" loading={close.isPending} w="fit-content">
          {t('console.closeNow')}
        </Button>
      </Stack>
    </form>
  );
}

import { Alert, Button, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useStaffMe } from '../../staff/api/sign-in/get-me';
import { useCloseDonorAccount, useClosureRequests } from '../api/closure-requests';

/** `/staff/closures` (issue 34): accounts waiting to close; an admin closes one at once on a written request. */
export function ClosureRequestsRoute() {
  const { t, i18n } = useTranslation('records');
  const language = currentLanguage(i18n);
  useDocumentTitle(t('console.title'));
  const requests = useClosureRequests();
  const me = useStaffMe();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('console.title')}</Title>
      {requests.isPending ? <Loader aria-label={t('loading')} /> : null}
      {requests.isError ? (
        <Alert color="red" role="alert">
          {t('loadError')}
        </Alert>
      ) : null}
      {requests.data && requests.data.requests.length === 0 ? <Text>{t('console.none')}</Text> : null}
      {requests.data && requests.data.requests.length > 0 ? (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('console.donorNumber')}</Table.Th>
                <Table.Th scope="col">{t('console.name')}</Table.Th>
                <Table.Th scope="col">{t('console.requestedAt')}</Table.Th>
                <Table.Th scope="col">{t('console.closesAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.requests.map((row) => (
                <Table.Tr key={row.donorId}>
                  <Table.Td>{row.donorNumber}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{formatDateTime(row.requestedAt, language)}</Table.Td>
                  <Table.Td>{formatDateTime(row.closesAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {me.data?.staff.role === 'admin' ? <CloseNowForm /> : null}
    </Stack>
  );
}

function CloseNowForm() {
  const { t } = useTranslation('records');
  const close = useCloseDonorAccount();
  const [donorNumber, setDonorNumber] = useState('');
  const [writtenRequest, setWrittenRequest] = useState('');
  const fieldError = (path: string) => close.error?.fields.find((f) => f.path === path)?.message;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        close.mutate({ donorNumber, writtenRequest });
      }}
    >
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3">
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

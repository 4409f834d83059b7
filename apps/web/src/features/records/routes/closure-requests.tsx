import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useStaffMe } from '../../staff/api/sign-in/get-me';
import { useClosureRequests } from '../api/closure-requests';
import { CloseNowForm } from '../components/close-now-form';
import { ReopenAccountForm } from '../components/reopen-account-form';

/**
 * `/staff/closures` (issue 34): accounts waiting to close (admin, donor care); an admin closes one at once on a written
 * request; an admin or a member at her center reopens a closed account at the desk (decision 056).
 */
export function ClosureRequestsRoute() {
  const { t, i18n } = useTranslation('records');
  const language = currentLanguage(i18n);
  useDocumentTitle(t('console.title'));
  const me = useStaffMe();
  const role = me.data?.staff.role;
  const requests = useClosureRequests(role === 'admin' || role === 'donor_care');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('console.title')}</Title>
      {requests.isLoading ? <Loader role="status" aria-label={t('loading')} /> : null}
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
      {role === 'admin' ? <CloseNowForm /> : null}
      {role === 'admin' || role === 'center_manager' || role === 'center_staff' ? <ReopenAccountForm /> : null}
    </Stack>
  );
}

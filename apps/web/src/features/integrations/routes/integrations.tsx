import { Alert, Badge, Button, Group, Modal, NumberInput, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ApiClient } from '@portal/contract/entities/api-clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertModal } from '../../../components/message-modal/alert-modal';
import { dialogAttributes } from '../../../components/message-modal/dialog-attributes';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { dateFormat } from '../../../lib/dates/date-format';
import { isGatewayError } from '../../../lib/gateway';
import { useServiceMutation } from '../../../lib/service-query';
import { useStaffMe } from '../../staff/api/sign-in/get-me';
import { useApiClients } from '../api/list-api-clients';
import { ApiClientForm } from '../components/api-client-form';
import { ImportsPanel } from '../components/imports-panel';
import { SecretModal } from '../components/secret-modal';

/** Admins: the company's systems that call `/api/ops/*`: create one (its secret shown once), rotate its secret, revoke it. */
export function IntegrationsRoute() {
  const { t, i18n } = useTranslation('integrations');
  const me = useStaffMe();
  const clients = useApiClients();
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  const [rotating, setRotating] = useState<ApiClient | null>(null);
  const [overlapHours, setOverlapHours] = useState<number | string>(24);
  const [revoking, setRevoking] = useState<ApiClient | null>(null);
  const centers = me.data?.staff.centers ?? [];
  const invalidates = ['integrations/listApiClients', 'staff/searchAudit'] as const;
  const rotate = useServiceMutation('integrations/rotateApiClientSecret', {
    invalidates,
    onSuccess: (reply) => {
      setRotating(null);
      setShown({ name: reply.client.name, secret: reply.secret });
    },
  });
  const revoke = useServiceMutation('integrations/revokeApiClient', { invalidates });
  const error = rotate.error ?? revoke.error;
  const failure = error ? (isGatewayError(error) ? error.message : t('networkError')) : null;
  const moment = (iso: string) => dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const centerName = (id: number) => centers.find((center) => center.id === id)?.name ?? String(id);

  return (
    <Stack gap="lg">
      <Title order={1} id="integrations-title">
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      {clients.data?.legacyKeyActive ? (
        <Alert color="yellow" title={t('legacy.title')}>
          {t('legacy.text')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {clients.data && clients.data.items.length > 0 ? (
        <ScrollTable labelledBy="integrations-title">
          <Table miw={760} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.name')}</Table.Th>
                <Table.Th>{t('table.operations')}</Table.Th>
                <Table.Th>{t('table.centers')}</Table.Th>
                <Table.Th>{t('table.secret')}</Table.Th>
                <Table.Th>{t('table.state')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.data.items.map((client) => (
                <Table.Tr key={client.id} data-testid="api-client-row">
                  <Table.Td>{client.name}</Table.Td>
                  <Table.Td>{client.operations.map((operation) => t(`operations.${operation}`)).join(', ')}</Table.Td>
                  <Table.Td>{client.centerIds ? client.centerIds.map(centerName).join(', ') : t('table.everyCenter')}</Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {client.secretHint}…
                    </Text>
                    {client.previousSecretUntil ? (
                      <Text size="xs" c="dimmed">
                        {t('table.previousUntil', { at: moment(client.previousSecretUntil) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {client.revokedAt ? (
                      <Badge color="gray">{t('table.revokedAt', { at: moment(client.revokedAt) })}</Badge>
                    ) : (
                      <Badge color="green">{t('table.active')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {client.revokedAt ? null : (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setRotating(client)}
                          aria-label={t('rotate.for', { name: client.name })}
                        >
                          {t('rotate.short')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setRevoking(client)}
                          aria-label={t('revoke.for', { name: client.name })}
                        >
                          {t('revoke.short')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : clients.data ? (
        <Text c="dimmed">{t('none')}</Text>
      ) : null}
      <Title order={2} size="h3" id="new-client-title">
        {t('form.title')}
      </Title>
      <ApiClientForm centers={centers} onCreated={(name, secret) => setShown({ name, secret })} />
      <ImportsPanel />
      <SecretModal secret={shown?.secret ?? null} clientName={shown?.name ?? ''} onClose={() => setShown(null)} />
      <Modal
        attributes={dialogAttributes}
        opened={rotating !== null}
        onClose={() => setRotating(null)}
        title={t('rotate.title', { name: rotating?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (rotating)
              rotate.mutate({
                clientId: rotating.id,
                overlapHours: typeof overlapHours === 'number' ? overlapHours : Number(overlapHours),
              });
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('rotate.help')}</Text>
            <NumberInput
              label={t('rotate.overlap')}
              min={0}
              max={720}
              allowDecimal={false}
              value={overlapHours}
              onChange={setOverlapHours}
              error={rotate.error && isGatewayError(rotate.error) ? rotate.error.fields[0]?.message : undefined}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={rotate.isPending}>
                {t('rotate.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <AlertModal
        opened={revoking !== null}
        title={t('revoke.title')}
        message={revoking ? t('revoke.confirm', { name: revoking.name }) : ''}
        withCancel
        okLabel={t('revoke.short')}
        cancelLabel={t('cancel')}
        onAnswer={(ok) => {
          const client = revoking;
          setRevoking(null);
          if (ok && client) revoke.mutate({ clientId: client.id });
        }}
      />
    </Stack>
  );
}

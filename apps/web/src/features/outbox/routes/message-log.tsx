import { Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { messageStates, type MessageState } from '@portal/contract/entities/message-log';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { useDonorMessages, useResendMessage } from '../api/message-log';
import { ConsentHistory } from '../components/consent-history';

const stateColors: Record<MessageState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  delivered: 'green',
  failed: 'red',
  undeliverable: 'orange',
};

/**
 * Donor care's message log: a donor's messages by donor number (time, channel, message, masked destination, state,
 * provider error, tries), filtered by state; a failed appointment message can be sent again. No message's text is
 * ever shown: the server does not send it. Below, her consent history: when and how she agreed to each kind of message.
 */
export function MessageLogRoute() {
  const { t, i18n } = useTranslation('outbox');
  const [donorNumber, setDonorNumber] = useState('');
  const [state, setState] = useState<MessageState | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const log = useDonorMessages(asked ? { donorNumber: asked, ...(state ? { state } : {}) } : null);
  const resend = useResendMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = donorNumber.trim().toUpperCase();
    // Asking again for the same donor reads again: donor care waits for a delivery receipt ("did it arrive now?").
    if (number === asked) void log.refetch();
    else setAsked(number);
  };
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{t('log.title')}</Title>
      <form onSubmit={submit} aria-label={t('log.search')}>
        <Group align="end" wrap="wrap">
          <TextInput
            label={t('log.donorNumber')}
            value={donorNumber}
            onChange={(event) => setDonorNumber(event.currentTarget.value)}
            required
          />
          <Select
            label={t('log.state')}
            placeholder={t('log.anyState')}
            data={messageStates.map((value) => ({ value, label: t(`states.${value}`) }))}
            value={state}
            onChange={(value) => setState(value as MessageState | null)}
            clearable
          />
          <Button type="submit">{t('log.show')}</Button>
        </Group>
      </form>
      {resend.isSuccess ? <Alert color="teal">{t('log.resent')}</Alert> : null}
      {resend.isError ? <Alert color="red">{resend.error.message}</Alert> : null}
      {log.isError ? (
        <Alert color="red" role="alert">
          {log.error.message}
        </Alert>
      ) : null}
      {log.data ? (
        <Stack gap="sm">
          <Title order={2} id="message-log-donor">
            {t('log.of', { name: `${log.data.donor.firstName} ${log.data.donor.lastName}`, number: log.data.donor.donorNumber })}
          </Title>
          {log.data.messages.length === 0 ? (
            <Text>{t('log.none')}</Text>
          ) : (
            <ScrollTable labelledBy="message-log-donor">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('log.time')}</Table.Th>
                    <Table.Th>{t('log.channel')}</Table.Th>
                    <Table.Th>{t('log.template')}</Table.Th>
                    <Table.Th>{t('log.destination')}</Table.Th>
                    <Table.Th>{t('log.state')}</Table.Th>
                    <Table.Th>{t('log.error')}</Table.Th>
                    <Table.Th>{t('log.attempts')}</Table.Th>
                    <Table.Th>{t('log.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.messages.map((message) => (
                    <Table.Tr key={message.id}>
                      <Table.Td>{when.format(new Date(message.createdAt))}</Table.Td>
                      <Table.Td>{t(`channels.${message.channel}`)}</Table.Td>
                      <Table.Td>{t(`templates.${message.template}`, { defaultValue: message.template })}</Table.Td>
                      <Table.Td>{message.destination}</Table.Td>
                      <Table.Td>
                        <Badge color={stateColors[message.state]} variant="light" c="dark">
                          {t(`states.${message.state}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{message.error ?? ''}</Table.Td>
                      <Table.Td>{message.attempts}</Table.Td>
                      <Table.Td>
                        {message.resendable ? (
                          <Button
                            size="xs"
                            variant="outline"
                            loading={resend.isPending}
                            onClick={() => resend.mutate({ donorNumber: log.data.donor.donorNumber, messageId: message.id })}
                          >
                            {t('log.resend')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </Stack>
      ) : null}
      {log.data ? <ConsentHistory donorId={log.data.donor.id} /> : null}
    </Stack>
  );
}

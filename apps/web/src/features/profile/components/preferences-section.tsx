import { Button, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { CommunicationPreferences } from '@portal/contract/entities/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { useCommunicationPreferences, useTextOffersAgreedAt } from '../api/get-communication-preferences';
import { formatLongDate } from '../../../lib/dates/dates';
import { useLanguage } from '../../../lib/service-query';
import { useUpdateCommunicationPreferences } from '../api/update-communication-preferences';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';

const channels = ['email', 'sms', 'push'] as const;
const topics = ['rewards', 'promotions', 'reminders'] as const;

/** E-mail, SMS and push opt-ins per topic (rewards, promotions, reminders), saved on the server. */
export function PreferencesSection() {
  const { t } = useTranslation('profile');
  const { showMessage } = useMessageModal();
  const showError = useErrorMessage();
  const query = useCommunicationPreferences();
  const agreedAt = useTextOffersAgreedAt().data ?? null;
  const language = useLanguage();
  const update = useUpdateCommunicationPreferences();
  // The donor's unsaved choices; until the first change the screen shows what the server has.
  const [edited, setEdited] = useState<CommunicationPreferences | null>(null);
  const values = edited ?? query.data ?? null;

  const toggle = (channel: (typeof channels)[number], topic: (typeof topics)[number], checked: boolean) => {
    if (values) setEdited({ ...values, [channel]: { ...values[channel], [topic]: checked } });
  };

  const save = () => {
    if (!values) return;
    update.mutate(
      { communicationPreferences: values },
      { onSuccess: () => showMessage({ kind: 'success', message: t('preferences.saved') }), onError: showError },
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="profile-preferences-title">
      <Title order={2} size="h3" id="profile-preferences-title">
        {t('preferences.title')}
      </Title>
      <Text>{t('preferences.intro')}</Text>
      {query.isError ? (
        <Text role="alert">{t('loadError')}</Text>
      ) : !values ? (
        <Text role="status">
          <Loader size="xs" aria-hidden="true" /> {t('loading')}
        </Text>
      ) : (
        <>
          <ScrollTable labelledBy="profile-preferences-title">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('preferences.topic')}</Table.Th>
                  {channels.map((channel) => (
                    <Table.Th key={channel} scope="col">
                      {t(`preferences.channels.${channel}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {topics.map((topic) => (
                  <Table.Tr key={topic}>
                    <Table.Th scope="row">{t(`preferences.topics.${topic}`)}</Table.Th>
                    {channels.map((channel) => (
                      <Table.Td key={channel}>
                        <Checkbox
                          aria-label={t('preferences.optIn', {
                            channel: t(`preferences.channels.${channel}`),
                            topic: t(`preferences.topics.${topic}`),
                          })}
                          checked={values[channel][topic]}
                          onChange={(event) => toggle(channel, topic, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {agreedAt && query.data?.sms.promotions ? (
            <Text data-testid="text-offers-agreed">{t('preferences.textOffersAgreed', { date: formatLongDate(agreedAt, language) })}</Text>
          ) : null}
          <Group>
            <Button onClick={save} loading={update.isPending}>
              {t('preferences.save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

import { Button, Group, Modal, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogAttributes } from '../../../components/message-modal/dialog-attributes';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { currentLanguage } from '../../../lib/i18n';
import { useB1B2Data, type Coordinates } from '../api/get-b1b2-data';
import { useSubmitB1B2Answer } from '../api/submit-b1b2-answer';
import { currentPosition } from '../utils/geolocation';
import { relativeTime, type RelativeTimeTexts } from '../utils/relative-time';

/**
 * The B1B2 survey/reminder (spec 2.7): a banner when one waits; opening it asks for the position (the
 * nearest center is shown when allowed, nothing is asked again when refused), then the modal shows the
 * title, message, creation time and the answers.
 */
export function B1B2Reminder({ timeTexts }: { timeTexts: RelativeTimeTexts }) {
  const { t, i18n } = useTranslation('notifications');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage(i18n);
  const [coords, setCoords] = useState<Coordinates | null>(null);
  const [opened, setOpened] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const { data } = useB1B2Data(language, coords);
  const submit = useSubmitB1B2Answer();
  const { showMessage } = useMessageModal();

  if (!data?.announcement || !data.dpiID) return null;
  const { announcement, dpiID } = data;

  const open = async () => {
    setOpened(true);
    setCoords(await currentPosition());
  };
  const send = () => {
    if (choice === null) return;
    submit.mutate(
      { dpiID, answerOrder: Number(choice) },
      {
        onSuccess: () => {
          setOpened(false);
          showMessage({ kind: 'success', message: t('b1b2.thanks') });
        },
        onError: (failure) => showMessage({ kind: 'danger', message: failure.message }),
      },
    );
  };

  return (
    <>
      <Paper withBorder p="md">
        <Group justify="space-between">
          <div>
            <Text fw={700}>{announcement.title}</Text>
            <Text size="sm">{t('b1b2.banner')}</Text>
          </div>
          <Button size="xs" onClick={() => void open()}>
            {t('b1b2.open')}
          </Button>
        </Group>
      </Paper>
      <Modal
        attributes={dialogAttributes}
        opened={opened}
        onClose={() => setOpened(false)}
        title={announcement.title}
        closeButtonProps={{ 'aria-label': tm('close') }}
      >
        <Stack gap="sm">
          <Text>{announcement.message}</Text>
          <Text size="sm" c="gray.7">
            {t('b1b2.received', { time: relativeTime(announcement.creationTS, new Date(), language, timeTexts) })}
          </Text>
          {data.nearestCenter ? (
            <Text size="sm">{t('b1b2.nearest', { name: data.nearestCenter.name, miles: data.nearestCenter.distanceMiles })}</Text>
          ) : null}
          <Radio.Group label={t('b1b2.choose')} value={choice} onChange={setChoice}>
            <Stack gap={6} mt="xs">
              {data.options.map((option) => (
                <Radio key={option.order} value={String(option.order)} label={option.text} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('b1b2.later')}
            </Button>
            <Button onClick={send} disabled={choice === null} loading={submit.isPending}>
              {t('b1b2.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

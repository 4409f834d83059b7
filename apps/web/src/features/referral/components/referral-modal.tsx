import { Button, CopyButton, Group, List, Modal, Notification, Stack, Text, TextInput, Title } from '@mantine/core';
import { COPY_TOAST_MS } from '@portal/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../../../components/focus-return/use-focus-return';
import { dialogAttributes } from '../../../components/message-modal/dialog-attributes';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { currentLanguage } from '../../../lib/i18n';
import { useReferralSetting } from '../api/referral-setting-v2';
import { ShareForm } from './share-form';

/** Spec 2.7 referral modal: intro with 'Got it!', then the code and link with copy, then the share tabs. */
export function ReferralModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('referral');
  const { t: tm } = useTranslation('messages');
  const { data: program, isError } = useReferralSetting(currentLanguage(i18n));
  const [step, setStep] = useState<'intro' | 'share'>('intro');
  const [toast, setToast] = useState(false);
  useFocusReturn();

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(false), COPY_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <Modal
      attributes={dialogAttributes}
      opened
      onClose={onClose}
      size="lg"
      title={step === 'intro' ? t('introTitle') : (program?.title ?? t('open'))}
      closeButtonProps={{ 'aria-label': tm('close') }}
    >
      {isError ? (
        <Text role="alert">{t('loadError')}</Text>
      ) : !program ? (
        <PageLoader />
      ) : step === 'intro' ? (
        <Stack gap="md">
          <List type="ordered" spacing="xs">
            <List.Item>{t('introSteps.step1')}</List.Item>
            <List.Item>{t('introSteps.step2')}</List.Item>
            <List.Item>{t('introSteps.step3')}</List.Item>
          </List>
          <Text size="sm" c="gray.7">
            {program.footer}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setStep('share')} data-autofocus>
              {t('gotIt')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{program.header}</Text>
          <div>
            <Text size="sm" fw={700}>
              {program.uniqueCodeTitle}
            </Text>
            <Text fz={28} fw={800} ff="monospace" data-testid="referral-code">
              {program.uniqueCode}
            </Text>
          </div>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t('link')}
              value={program.link}
              readOnly
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={program.link}>
              {({ copy }) => (
                <Button
                  onClick={() => {
                    copy();
                    setToast(true);
                  }}
                >
                  {t('copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {toast ? (
            <Notification role="status" withCloseButton={false} color="green.9">
              {t('copied')}
            </Notification>
          ) : null}
          <Title order={3} size="h4">
            {t('shareTitle')}
          </Title>
          <ShareForm program={program} onDone={onClose} />
        </Stack>
      )}
    </Modal>
  );
}

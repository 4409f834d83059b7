import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { ServiceReply } from '@portal/contract/services/index';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../../components/qr-modal/qr-code';
import { useLanguage } from '../../../../lib/service-query';
import { untilOf } from '../format';

type Pass = ServiceReply<'appointment/getCheckInPass'>;

/** The check-in pass: the QR code staff scan, the code they can type instead, and until when it is valid. */
export function CheckInPassCard({ pass, centerName, timeZone }: { pass: Pass; centerName: string; timeZone: string }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  return (
    <Paper withBorder p="lg" maw={420} data-testid="check-in-pass">
      <Stack align="center" gap="sm">
        <Title order={2} size="h3">
          {t('checkIn.passTitle')}
        </Title>
        {pass.used ? <Alert color="teal">{t('checkIn.passUsed')}</Alert> : null}
        <Text ta="center">{t('checkIn.passIntro', { center: centerName })}</Text>
        <QrCode value={pass.token} label={t('checkIn.qrLabel')} />
        <Text size="sm">{t('checkIn.codeLabel')}</Text>
        <Text ff="monospace" fz={28} fw={700} lts={2} data-testid="check-in-code">
          {pass.code}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('checkIn.validUntil', { time: untilOf(pass.expiresAt, timeZone, lang) })}
        </Text>
      </Stack>
    </Paper>
  );
}

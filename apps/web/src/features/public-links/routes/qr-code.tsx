import { useDocumentTitle } from '@mantine/hooks';
import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppStoreBadges } from '../../../components/app-store-badges/app-store-badges';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { postQrScan } from '../api/public-links';
import { detectDevice, deviceId } from '../utils/device';

/** `/qrcode`: records the scan, then sends a phone to its store; other devices choose a store here. */
export function QrCodeRoute() {
  const { t } = useTranslation('links');
  const { t: tc } = useTranslation();
  // The page's title in the donor's language (index.html's is English) while it hands her on.
  useDocumentTitle(tc('appName'));
  const [choose, setChoose] = useState(false);

  useEffect(() => {
    const type = detectDevice(navigator.userAgent);
    postQrScan(deviceId(), type)
      .then((url) => {
        if (url && (type === 'Android' || type === 'iOS')) window.location.replace(url);
        else setChoose(true);
      })
      .catch(() => setChoose(true));
  }, []);

  if (!choose) return <PageLoader />;
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>{t('qrTitle')}</Title>
      <Text>{t('qrUnknown')}</Text>
      <AppStoreBadges />
    </Stack>
  );
}

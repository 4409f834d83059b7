import { useDocumentTitle } from '@mantine/hooks';
import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchRedirectTarget } from '../api/public-links';

/** `/donorApp360Redirect?id=`: 'Please enter your ?id=...!' without an id, else the stored target (http(s) only). */
export function Redirect360Route() {
  const { t } = useTranslation('links');
  const { t: tc } = useTranslation();
  // The page's title in the donor's language (index.html's is English) while it hands her on.
  useDocumentTitle(tc('appName'));
  const id = useSearchParams()[0].get('id')?.trim() ?? '';
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!id) return;
    fetchRedirectTarget(id)
      .then((url) => {
        if (url) window.location.replace(url);
        else setFailed(true);
      })
      // Spec 8: failures are logged only; the page says the link is not valid.
      .catch((error: unknown) => {
        console.warn('redirect360 failed', error instanceof Error ? error.message : error);
        setFailed(true);
      });
  }, [id]);

  return (
    <Stack align="center" py="xl">
      <Title order={1}>{!id ? t('missingId') : failed ? t('redirectFailed') : t('redirecting')}</Title>
      {id && !failed ? <Text role="status">{t('redirecting')}</Text> : null}
    </Stack>
  );
}

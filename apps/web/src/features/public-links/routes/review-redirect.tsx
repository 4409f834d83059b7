import { useDocumentTitle } from '@mantine/hooks';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { isWebAddress } from '../api/public-links';
import { useReviewLink } from '../api/get-review-link';

/** `/googlereview/redirectlink/{id}` and `/locationreview/google/locationid/{id}`: the center's review page, or a friendly page. */
export function ReviewRedirectRoute() {
  const { t } = useTranslation('links');
  const { t: tc } = useTranslation();
  // The page's title in the donor's language (index.html's is English) while it hands her on.
  useDocumentTitle(tc('appName'));
  const raw = useParams().id ?? '';
  const locationId = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const { data, isPending, isError } = useReviewLink(locationId);
  const target = data?.url && isWebAddress(data.url) ? data.url : null;

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  if ((isPending && locationId !== null) || target) return <PageLoader />;
  return (
    <Stack align="center" py="xl" gap="md" maw={560} mx="auto">
      <Title order={1}>{t('reviewTitle')}</Title>
      <Text ta="center">{isError || !target ? t('reviewMissing') : t('redirecting')}</Text>
      <Button component={Link} to={paths.home}>
        {t('reviewHome')}
      </Button>
    </Stack>
  );
}

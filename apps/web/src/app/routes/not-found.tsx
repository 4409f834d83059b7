import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Any unknown path (spec 2.3). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('notFound.title')} | ${t('appName')}`);
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text fz={64} fw={800} c="brand.8" aria-hidden="true" lh={1}>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text maw={480}>{t('notFound.text')}</Text>
      <Button component={Link} to={paths.home} size="md">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}

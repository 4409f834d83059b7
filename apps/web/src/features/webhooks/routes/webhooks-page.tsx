import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWebhookEndpoints } from '../api/list-endpoints';
import { EndpointCard } from '../components/endpoint-card';
import { NewEndpointForm } from '../components/new-endpoint-form';

/** Admins: the receivers of the portal's signed events (issue 31), and the link to the operations API's reference. */
export function WebhooksRoute() {
  const { t } = useTranslation('staff');
  const endpoints = useWebhookEndpoints();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('webhooks.title')}</Title>
      <Text>
        {t('webhooks.intro')}{' '}
        <Anchor href="/api/ops/docs" target="_blank" rel="noopener">
          {t('webhooks.reference')}
        </Anchor>
      </Text>
      <Paper withBorder p="lg" radius="md">
        <NewEndpointForm />
      </Paper>
      <Title order={2} size="h3">
        {t('webhooks.endpoints')}
      </Title>
      {endpoints.isError ? (
        <Text role="alert">{endpoints.error.message}</Text>
      ) : !endpoints.data ? (
        <Skeleton height={48} aria-busy="true" />
      ) : endpoints.data.endpoints.length === 0 ? (
        <Text>{t('webhooks.none')}</Text>
      ) : (
        endpoints.data.endpoints.map((endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} />)
      )}
    </Stack>
  );
}

import { Alert, Button, Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { integrationEventTypes, type IntegrationEventType } from '@portal/contract/entities/integration-events';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../lib/gateway';
import { useCreateWebhookEndpoint } from '../api/create-endpoint';
import { eventKey } from './event-key';
import { SecretShownOnce } from './secret-shown-once';

/** Adds a receiver: its address, a description and the events it gets; the secret is then shown once. */
export function NewEndpointForm() {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [eventTypes, setEventTypes] = useState<IntegrationEventType[]>([...integrationEventTypes]);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateWebhookEndpoint();
  const fieldError = (name: string) =>
    create.error && isGatewayError(create.error) ? create.error.fields.find((field) => field.path.endsWith(name))?.message : undefined;
  const failure = create.error && !isGatewayError(create.error) ? tm('networkError') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { url: url.trim(), description: description.trim(), eventTypes },
      {
        onSuccess: (reply) => {
          setSecret(reply.secret);
          setUrl('');
          setDescription('');
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('webhooks.newTitle')}
      </Title>
      {secret ? <SecretShownOnce secret={secret} onDone={() => setSecret(null)} /> : null}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('webhooks.url')}
            description={t('webhooks.urlHelp')}
            type="url"
            required
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={fieldError('url')}
          />
          <TextInput
            label={t('webhooks.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Checkbox.Group
            label={t('webhooks.eventTypes')}
            value={eventTypes}
            onChange={(value) => setEventTypes(value as IntegrationEventType[])}
            error={fieldError('eventTypes')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {integrationEventTypes.map((type) => (
                <Checkbox key={type} value={type} label={t(eventKey(type))} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t('webhooks.create')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

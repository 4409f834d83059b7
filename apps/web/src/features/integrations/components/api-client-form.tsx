import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { apiOperations, type ApiOperation } from '@portal/contract/entities/api-clients';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../lib/gateway';
import { useServiceMutation } from '../../../lib/service-query';

interface Center {
  id: number;
  name: string;
}

/** A new client: its name, the operations it may call and, optionally, its centers (none ticked: every center). */
export function ApiClientForm({ centers, onCreated }: { centers: readonly Center[]; onCreated(name: string, secret: string): void }) {
  const { t } = useTranslation('integrations');
  const [name, setName] = useState('');
  const [operations, setOperations] = useState<ApiOperation[]>([]);
  const [centerIds, setCenterIds] = useState<number[]>([]);
  const create = useServiceMutation('integrations/createApiClient', {
    invalidates: ['integrations/listApiClients', 'staff/searchAudit'],
    onSuccess: (reply) => {
      setName('');
      setOperations([]);
      setCenterIds([]);
      onCreated(reply.client.name, reply.secret);
    },
  });
  const fields = create.error && isGatewayError(create.error) ? create.error.fields : [];
  const fieldError = (path: string) => fields.find((field) => field.path === path || field.path === `params.${path}`)?.message;

  return (
    <form
      noValidate
      aria-labelledby="new-client-title"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ name, operations, centerIds: centerIds.length > 0 ? centerIds : null });
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError('name')}
          required
        />
        <Checkbox.Group
          label={t('form.operations')}
          value={operations}
          onChange={(values) => setOperations(values as ApiOperation[])}
          error={fieldError('operations')}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {apiOperations.map((operation) => (
              <Checkbox key={operation} value={operation} label={t(`operations.${operation}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('form.centers')}
          description={t('form.centersHelp')}
          value={centerIds.map(String)}
          onChange={(values) => setCenterIds(values.map(Number))}
          error={fieldError('centerIds')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {centers.map((center) => (
              <Checkbox key={center.id} value={String(center.id)} label={`${center.name} (${center.id})`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

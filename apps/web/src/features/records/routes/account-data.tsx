import { Alert, Button, Divider, List, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useClosure, useExportDownload, useExports, useRequestClosure, useRequestExport } from '../api/account-data';

/** `/profile/data` (issue 34): "Download my data" and "Close my portal account". */
export function AccountDataRoute() {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('account.title')} | ${tc('appName')}`);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('account.title')}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xl">
          <ExportSection />
          <Divider />
          <ClosureSection />
        </Stack>
      </Paper>
    </Stack>
  );
}

function ExportSection() {
  const { t, i18n } = useTranslation('records');
  const language = currentLanguage(i18n);
  const exports = useExports();
  const request = useRequestExport();
  const download = useExportDownload();
  const error = request.error ?? download.error;
  return (
    <Stack gap="sm" component="section" aria-labelledby="export-title">
      <Title order={2} size="h3" id="export-title">
        {t('export.title')}
      </Title>
      <Text>{t('export.intro')}</Text>
      <Button onClick={() => request.mutate({})} loading={request.isPending} w="fit-content">
        {t('export.request')}
      </Button>
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      {exports.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {(exports.data?.exports ?? []).map((item) =>
        item.readyAt && item.expiresAt ? (
          <Stack key={item.exportID} gap={4}>
            <Text role="status">{t('export.ready', { date: formatDateTime(item.expiresAt, language) })}</Text>
            <Button variant="light" w="fit-content" onClick={() => download.mutate(item.exportID)} loading={download.isPending}>
              {t('export.download')}
            </Button>
          </Stack>
        ) : (
          <Text key={item.exportID} role="status">
            <Loader size="xs" aria-hidden="true" /> {t('export.preparing')}
          </Text>
        ),
      )}
    </Stack>
  );
}

function ClosureSection() {
  const { t, i18n } = useTranslation('records');
  const language = currentLanguage(i18n);
  const closure = useClosure();
  const request = useRequestClosure();
  const [password, setPassword] = useState('');
  const fieldError = request.error?.fields.find((f) => f.path === 'params.currentPassword')?.message;
  return (
    <Stack gap="sm" component="section" aria-labelledby="closure-title">
      <Title order={2} size="h3" id="closure-title">
        {t('closure.title')}
      </Title>
      <Text>{t('closure.removed')}</Text>
      <List size="sm">
        <List.Item>{t('closure.removedList.contact')}</List.Item>
        <List.Item>{t('closure.removedList.access')}</List.Item>
        <List.Item>{t('closure.removedList.messages')}</List.Item>
      </List>
      <Text>{t('closure.kept')}</Text>
      {closure.data?.closesAt ? (
        <Alert color="orange" role="status">
          {t('closure.pending', { date: formatDateTime(closure.data.closesAt, language) })}
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate({ currentPassword: password }, { onSuccess: () => setPassword('') });
          }}
        >
          <Stack gap="sm">
            <PasswordInput
              label={t('closure.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldError}
              autoComplete="current-password"
              required
            />
            {request.error && !fieldError ? (
              <Alert color="red" role="alert">
                {request.error.message}
              </Alert>
            ) : null}
            <Button type="submit" color="red.9" loading={request.isPending} w="fit-content">
              {t('closure.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

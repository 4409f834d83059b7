import { Alert, Button, FileInput, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { importKinds, type ImportKind } from '@portal/contract/services/ops/imports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importFormatOfFile, useUploadImport } from '../api/upload-import';

/**
 * An admin's upload: what the file holds and the file (CSV with a header row, or NDJSON). The browser streams it and
 * the bar shows how much has gone; once the server has staged it, `onUploaded` opens its report.
 */
export function ImportUploadForm({ onUploaded }: { onUploaded(id: string): void }) {
  const { t, i18n } = useTranslation('integrations');
  const [kind, setKind] = useState<ImportKind>('donors');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ sent: number; total: number } | null>(null);
  const upload = useUploadImport((bytes, total) => setSent({ sent: bytes, total }));
  const share = sent && sent.total > 0 ? Math.round((sent.sent / sent.total) * 100) : 0;
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(bytes / 1024);

  return (
    <form
      noValidate
      aria-labelledby="import-upload-title"
      onSubmit={(event) => {
        event.preventDefault();
        const format = file ? importFormatOfFile(file.name) : null;
        if (!file || !format) {
          setFileError(t(file ? 'upload.wrongFormat' : 'upload.fileRequired'));
          return;
        }
        setFileError(null);
        setSent({ sent: 0, total: file.size });
        upload.mutate(
          { kind, file, format },
          {
            onSuccess: (reply) => {
              setFile(null);
              onUploaded(reply.importID);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="import-upload-title">
          {t('upload.title')}
        </Title>
        <Radio.Group label={t('upload.kind')} value={kind} onChange={(value) => setKind(value as ImportKind)} required>
          <Group mt="xs">
            {importKinds.map((option) => (
              <Radio key={option} value={option} label={t(`imports.kinds.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
        <FileInput
          label={t('upload.file')}
          description={t('upload.fileHelp')}
          placeholder={t('upload.choose')}
          accept=".csv,.ndjson,.jsonl,text/csv,application/x-ndjson"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
          error={fileError}
          clearable
          clearButtonProps={{ 'aria-label': t('upload.clear') }}
          required
          data-testid="import-file"
        />
        <Group>
          <Button type="submit" loading={upload.isPending}>
            {t('upload.send')}
          </Button>
        </Group>
        {upload.isPending && sent ? (
          <Stack gap={4}>
            <Progress value={share} aria-label={t('upload.progressLabel')} />
            <Text size="sm" role="status">
              {t('upload.progress', { percent: share, sent: size(sent.sent), total: size(sent.total) })}
            </Text>
          </Stack>
        ) : null}
        {upload.isSuccess ? (
          <Text size="sm" role="status">
            {t('upload.staged', { count: upload.data.totalLines })}
          </Text>
        ) : null}
        {upload.error ? (
          <Alert color="red" role="alert" title={t('upload.refused')}>
            {upload.error.message}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

import { Avatar, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '@portal/contract/entities/user';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../lib/gateway';
import { useUploadPhoto } from '../api/upload-photo';
import classes from './photo-section.module.css';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

/** The profile photo: choose a file (a styled button over the hidden input), see it, upload it; the server resizes it and checks its size and real type. */
export function PhotoSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tm } = useTranslation('messages');
  const rulesId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadPhoto();

  // The preview's object URL is freed when it is replaced and when the screen goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
    setDone(false);
    upload.reset();
  };

  const error = upload.error ? (isGatewayError(upload.error) && upload.error.message ? upload.error.message : tm('networkError')) : null;

  const submit = () => {
    if (!file) return;
    setDone(false);
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setPreview(null);
        setDone(true);
      },
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="profile-photo-title">
      <Title order={2} size="h3" id="profile-photo-title">
        {t('photo.title')}
      </Title>
      <Group align="center" gap="lg">
        <Avatar
          src={preview ?? user.donorThumbnailPath}
          alt={preview ? t('photo.previewAlt') : t('photo.currentAlt')}
          size={96}
          radius="xl"
          color="brand"
        >
          {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Stack gap="xs" className={classes.controls}>
          <Group gap="sm">
            <FileButton
              onChange={choose}
              accept={ACCEPTED_TYPES}
              inputProps={{ 'aria-label': t('photo.choose'), 'aria-describedby': rulesId }}
            >
              {(props) => (
                <Button {...props} variant="default" aria-describedby={rulesId}>
                  {t('photo.choose')}
                </Button>
              )}
            </FileButton>
            <Button onClick={submit} disabled={!file} loading={upload.isPending}>
              {t('photo.upload')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" id={rulesId}>
            {t('photo.rules')}
          </Text>
          {file ? (
            <Text size="sm" className={classes.fileName}>
              {t('photo.chosen', { name: file.name })}
            </Text>
          ) : null}
          {error ? (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          {done ? (
            <Text size="sm" role="status">
              {t('photo.saved')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}

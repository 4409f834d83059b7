import { Avatar, Button, Group, Input, Stack, Text, Title } from '@mantine/core';
import type { User } from '@portal/contract/entities/user';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../lib/gateway';
import { useUploadPhoto } from '../api/upload-photo';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

/** The profile photo: choose a file, see it, upload it; the server resizes it and checks its size and real type. */
export function PhotoSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tm } = useTranslation('messages');
  const inputId = useId();
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
        <Stack gap="xs">
          <Input.Wrapper label={t('photo.choose')} description={t('photo.rules')} labelProps={{ htmlFor: inputId }}>
            <input id={inputId} type="file" accept={ACCEPTED_TYPES} onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)} />
          </Input.Wrapper>
          <Group>
            <Button onClick={submit} disabled={!file} loading={upload.isPending}>
              {t('photo.upload')}
            </Button>
          </Group>
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

import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { CONTENT_IMAGE_MAX_BYTES } from '@portal/contract/entities/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { callAnyService, useInvalidatingMutation } from '../../../../lib/service-query';
import { base64Of } from '../../../../lib/base64';

/** An image the portal serves: a path (a bundled picture or an earlier upload), or a new upload; with a thumbnail. */
export function ImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('content');
  const upload = useInvalidatingMutation({
    mutationFn: async (file: File) => callAnyService('content/uploadImage', { data: base64Of(new Uint8Array(await file.arrayBuffer())) }),
    onSuccess: (reply) => onChange(reply.url),
  });
  const failure = upload.error && isGatewayError(upload.error) ? upload.error.message : null;

  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={label}
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error ?? failure}
          style={{ flex: 1 }}
          miw={200}
        />
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button {...props} variant="default" loading={upload.isPending}>
              {t('images.upload')}
            </Button>
          )}
        </FileButton>
        {value ? <Image src={value} alt="" w={56} h={56} fit="cover" radius="sm" /> : null}
      </Group>
      <Text size="xs" c="gray.7">
        {t('images.hint', { kilobytes: CONTENT_IMAGE_MAX_BYTES / 1024 })}
      </Text>
    </Stack>
  );
}

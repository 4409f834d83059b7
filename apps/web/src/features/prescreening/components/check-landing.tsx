import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { CheckFormat } from '@portal/contract/entities/prescreening';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Spec 2.14 landing: title, optional image, heading, description lines, Cancel to /, the server's start label. */
export function CheckLanding({ format, onStart, starting }: { format: CheckFormat; onStart: () => void; starting: boolean }) {
  const { t } = useTranslation('prescreening');
  const { landing } = format;
  return (
    <Stack gap="lg">
      <Title order={1}>{format.title}</Title>
      <Paper withBorder p="lg">
        <Stack gap="md" align="flex-start">
          {landing.imgsrc ? <Image src={landing.imgsrc} alt="" w={landing.imgwidth ?? 120} /> : null}
          <Title order={2}>{landing.title}</Title>
          {landing.description.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Group>
            <Button component={Link} to={paths.home} variant="default">
              {t('cancel')}
            </Button>
            <Button onClick={onStart} loading={starting}>
              {landing.startButton}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProgressLayout } from '@portal/contract/entities/prescreening';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Pre-screening has nothing more to offer: done, or not for this donor. */
export function PrescreeningDone({ title, lines, homeLabel, layout }: { title: string; lines: string[]; homeLabel: string; layout: ProgressLayout | null }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{layout?.title ?? title}</Title>
        {(layout?.description ?? lines).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Button component={Link} to={paths.home}>
          {homeLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProgressLayout } from '@portal/contract/entities/prescreening';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Pre-screening has nothing more to offer: done, or not for this donor. */
interface PrescreeningDoneProps {
  title: string;
  lines: string[];
  homeLabel: string;
  layout: ProgressLayout | null;
  /** Where the button goes: home unless said otherwise. */
  to?: string;
}

export function PrescreeningDone({ title, lines, homeLabel, layout, to = paths.home }: PrescreeningDoneProps) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{layout?.title ?? title}</Title>
        {(layout?.description ?? lines).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Button component={Link} to={to}>
          {homeLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

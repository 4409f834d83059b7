import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionPanelProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** Beside the heading (a state badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A console page's bordered section, named by its level-2 heading. */
export function SectionPanel({ titleId, title, aside, children }: SectionPanelProps) {
  const heading = (
    <Title order={2} id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        {aside === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

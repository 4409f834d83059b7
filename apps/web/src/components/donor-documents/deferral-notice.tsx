import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert } from '../icons/icons';

interface DeferralNoticeProps {
  /** The section's name for screen readers. */
  label: string;
  heading: string;
  reason: string;
  /** When the donor may donate again (or that the deferral is permanent). */
  until: string;
  /** Under the notice: the dismiss error, the links and buttons. */
  children?: ReactNode;
}

/** Home's notice of a deferral: the heading, the reason in plain language, and when the donor may donate again. */
export function DeferralNotice({ label, heading, reason, until, children }: DeferralNoticeProps) {
  return (
    // A section, not an alert: the notice stays on home and must not interrupt screen readers on every visit.
    <Paper component="section" aria-label={label} withBorder p="lg" bg="orange.0">
      <Group gap="xs" wrap="nowrap">
        <IconAlert size={22} color="var(--mantine-color-orange-9)" />
        <Title order={2} size="h4" c="dark.8">
          {heading}
        </Title>
      </Group>
      <Text mt="xs">{reason}</Text>
      <Text fw={600} mt="xs">
        {until}
      </Text>
      {children}
    </Paper>
  );
}

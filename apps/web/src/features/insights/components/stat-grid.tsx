import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The headline figures, as a description list: each label read with its value. */
export function StatGrid({ stats }: { stats: readonly { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} component="dl" m={0}>
      {stats.map((s) => (
        <Paper key={s.label} withBorder p="sm" radius="md">
          <Text component="dt" size="sm">
            {s.label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl">
            {s.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import type { rewardWorksContentSchema } from '@portal/contract/entities/rewards';
import type { z } from 'zod';

export type RewardWorksContent = z.infer<typeof rewardWorksContentSchema>;

/** "How rewards work": each section's heading and paragraphs. */
export function RewardWorksSections({ content }: { content: RewardWorksContent }) {
  return content.sections.map((section, index) => (
    <Stack key={index} gap={4} component="section">
      <Title order={2} size="h3">
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph, i) => (
        <Text key={i}>{paragraph}</Text>
      ))}
    </Stack>
  ));
}

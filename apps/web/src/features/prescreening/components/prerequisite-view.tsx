import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { Prerequisite } from '@portal/contract/entities/prescreening';
import { LayoutButtons } from './layout-buttons';

/** Spec 2.15: the optional page before the literacy check's landing (Cancel and proceed buttons). */
export function PrerequisiteView({ prerequisite, onProceed }: { prerequisite: Prerequisite; onProceed: () => void }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="md" align="flex-start">
        {prerequisite.imgsrc ? <Image src={prerequisite.imgsrc} alt="" w={prerequisite.imgwidth ?? 96} /> : null}
        <Title order={1}>{prerequisite.title}</Title>
        {prerequisite.description.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <LayoutButtons buttons={prerequisite.buttons} onProceed={onProceed} />
      </Stack>
    </Paper>
  );
}

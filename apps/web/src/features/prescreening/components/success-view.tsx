import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { SuccessLayout } from '@portal/contract/entities/prescreening';
import type { ReactNode } from 'react';

/** The success layout of the literacy check and of the pre-donor survey, with the screen's own buttons. */
export function SuccessView({ layout, children }: { layout: SuccessLayout; children: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="md" align="flex-start">
        {layout.imgsrc ? <Image src={layout.imgsrc} alt="" w={96} /> : null}
        <Title order={1}>{layout.title}</Title>
        {layout.description.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        {layout.customeventtitle ? (
          <div>
            <Title order={2} size="h4">
              {layout.customeventtitle}
            </Title>
            {layout.customeventtext ? <Text>{layout.customeventtext}</Text> : null}
          </div>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

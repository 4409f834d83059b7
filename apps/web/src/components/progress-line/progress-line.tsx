import { Text, type MantineSpacing, type MantineSize } from '@mantine/core';

/** What a step in progress says: a status read politely, or a refusal read at once. Null says nothing yet. */
export type Progress = { kind: 'status' | 'alert'; text: string } | null;

interface ProgressLineProps {
  progress: Progress;
  size?: MantineSize;
  mt?: MantineSpacing;
  testId?: string;
}

/**
 * The live region of a step the donor or member waits on (a device prompt, a check): always in the page, so a screen
 * reader hears each change; a refusal is an alert, in red.
 */
export function ProgressLine({ progress, size, mt, testId }: ProgressLineProps) {
  const alert = progress?.kind === 'alert';
  return (
    <Text
      role={alert ? 'alert' : 'status'}
      aria-live={alert ? 'assertive' : 'polite'}
      size={size}
      mt={mt}
      c={alert ? 'red.8' : undefined}
      data-testid={testId}
    >
      {progress?.text ?? ''}
    </Text>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import type { NotTodayModal as NotTodayContent } from '@portal/contract/entities/prescreening';

/** The 'not today' modal of the pre-screening state: the check ended; the donor continues at the center. */
export function NotTodayModal({ content, onClose }: { content: NotTodayContent; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={content.title} centered>
      <Text>{content.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{content.button}</Button>
      </Group>
    </Modal>
  );
}

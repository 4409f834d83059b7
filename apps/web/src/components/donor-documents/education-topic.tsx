import { List, Modal, Text, Title, type ModalProps } from '@mantine/core';
import type { EducationLayout } from '@portal/contract/entities/education';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The education popup of one deferral or adverse-event topic; `children` is its body (or its loading state). */
export function EducationTopicModal({
  title,
  onClose,
  modalProps,
  children,
}: {
  title: string;
  onClose: () => void;
  modalProps?: Partial<ModalProps>;
  children: ReactNode;
}) {
  const { t } = useTranslation('donation-tips');
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('close') }} size="lg" centered {...modalProps}>
      {children}
    </Modal>
  );
}

/** What a topic says: its header, body, bullets and closing line. */
export function EducationTopicBody({ layout }: { layout: EducationLayout }) {
  return (
    <>
      {layout.header ? (
        <Title order={3} size="h5" mb="xs">
          {layout.header}
        </Title>
      ) : null}
      <Text>{layout.body}</Text>
      <List spacing="xs" mt="md">
        {layout.bullets.map((bullet, index) => (
          <List.Item key={index}>{bullet.text}</List.Item>
        ))}
      </List>
      {layout.description ? (
        <Text fw={600} mt="md">
          {layout.description}
        </Text>
      ) : null}
    </>
  );
}

import { List, Modal, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeferralEducation } from '../api/deferral-education-code';
import { QueryContent } from './query-content';

/** The education popup of one category (`deferralEducationCode`). */
export function EducationPopup({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('donation-tips');
  const query = useDeferralEducation(code);
  return (
    <Modal
      opened
      onClose={onClose}
      title={query.data?.layout.title ?? t('loading')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
      centered
    >
      <QueryContent query={query}>
        {({ layout }) => (
          <>
            {layout.header ? (
              <Title order={3} size="h5" mb="xs">
                {layout.header}
              </Title>
            ) : null}
            <Text>{layout.body}</Text>
            <List spacing="xs" mt="md">
              {layout.bullets.map((bullet) => (
                <List.Item key={bullet.text}>{bullet.text}</List.Item>
              ))}
            </List>
            {layout.description ? (
              <Text fw={600} mt="md">
                {layout.description}
              </Text>
            ) : null}
          </>
        )}
      </QueryContent>
    </Modal>
  );
}

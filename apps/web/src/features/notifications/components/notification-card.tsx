import { Button } from '@mantine/core';
import type { Notification } from '@portal/contract/entities/marketing';
import { useTranslation } from 'react-i18next';
import { NotificationCardView } from '../../../components/donor-documents/notification-card-view';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { ReadMoreAction } from '../utils/read-more';

interface NotificationCardProps {
  notification: Notification;
  when: string;
  action: ReadMoreAction;
  onReadMore: () => void;
}

/** A collapsible card: the title and time always, the message and Read More when opened (marks it read). */
export function NotificationCard({ notification, when, action, onReadMore }: NotificationCardProps) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationRead();
  return (
    <NotificationCardView
      title={notification.title}
      message={notification.message}
      when={when}
      dateTime={notification.creationTS}
      type={notification.type}
      onFirstOpen={() => markRead.mutate({ notificationID: notification.notificationID })}
    >
      {action.kind !== 'none' ? (
        <Button variant="light" size="sm" mt="sm" onClick={onReadMore}>
          {t('readMore')}
        </Button>
      ) : null}
    </NotificationCardView>
  );
}

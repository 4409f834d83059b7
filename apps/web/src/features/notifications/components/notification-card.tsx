import { Button, Collapse, Paper, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@portal/contract/entities/marketing';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../../components/icons/icons';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { ReadMoreAction } from '../utils/read-more';
import classes from './notifications.module.css';

interface NotificationCardProps {
  notification: Notification;
  when: string;
  action: ReadMoreAction;
  onReadMore: () => void;
}

/** A collapsible card: the title and time always, the message and Read More when opened. */
export function NotificationCard({ notification, when, action, onReadMore }: NotificationCardProps) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const markRead = useMarkNotificationRead();
  const marked = useRef(false);
  const toggle = () => {
    if (!open && !marked.current) {
      marked.current = true;
      markRead.mutate({ notificationID: notification.notificationID });
    }
    setOpen((value) => !value);
  };
  return (
    <Paper component="li" withBorder p="md" className={classes.card} data-type={notification.type}>
      <UnstyledButton className={classes.cardHeader} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className={classes.cardTitle}>
          <Text component="span" fw={700}>
            {notification.title}
          </Text>
          <Text component="span" size="sm" c="gray.7">
            <time dateTime={notification.creationTS}>{when}</time>
          </Text>
        </span>
        <IconChevronDown size={18} className={classes.chevron} data-open={open} />
      </UnstyledButton>
      <Collapse expanded={open} id={panelId}>
        <Text mt="sm">{notification.message}</Text>
        {action.kind !== 'none' ? (
          <Button variant="light" size="sm" mt="sm" onClick={onReadMore}>
            {t('readMore')}
          </Button>
        ) : null}
      </Collapse>
    </Paper>
  );
}

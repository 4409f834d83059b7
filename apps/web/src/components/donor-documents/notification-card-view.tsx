import { Collapse, Paper, Text, UnstyledButton } from '@mantine/core';
import { useId, useRef, useState, type ReactNode } from 'react';
import { IconChevronDown } from '../icons/icons';
import classes from './notification-card-view.module.css';

interface NotificationCardViewProps {
  title: string;
  message: string;
  when: string;
  dateTime: string;
  type: string;
  /** Called the first time the donor opens the card (the list marks it read). */
  onFirstOpen?: () => void;
  /** Under the message when open: the Read More button. */
  children?: ReactNode;
}

/** A notification in the donor's list: a collapsible card, the title and time always, the message when opened. */
export function NotificationCardView({ title, message, when, dateTime, type, onFirstOpen, children }: NotificationCardViewProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const opened = useRef(false);
  const toggle = () => {
    if (!open && !opened.current) {
      opened.current = true;
      onFirstOpen?.();
    }
    setOpen((value) => !value);
  };
  return (
    <Paper component="li" withBorder p="md" data-type={type}>
      <UnstyledButton className={classes.cardHeader} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className={classes.cardTitle}>
          <Text component="span" fw={700}>
            {title}
          </Text>
          <Text component="span" size="sm" c="gray.7">
            <time dateTime={dateTime}>{when}</time>
          </Text>
        </span>
        <IconChevronDown size={18} className={classes.chevron} data-open={open} />
      </UnstyledButton>
      <Collapse expanded={open} id={panelId}>
        <Text mt="sm">{message}</Text>
        {children}
      </Collapse>
    </Paper>
  );
}

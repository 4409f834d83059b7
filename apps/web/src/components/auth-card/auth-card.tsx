import { Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
  /** The sign-in card is narrower than the registration and reset steps. */
  narrow?: boolean;
}

/** The centred card of the signed-out screens (sign-in, registration, password reset, app sign-in), titled for the tab too. */
export function AuthCard({ title, intro, children, narrow = false }: AuthCardProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} | ${t('appName')}`);
  return (
    <div className={classes.page}>
      <Paper withBorder shadow="sm" radius="lg" className={classes.card} maw={narrow ? 440 : undefined}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {intro ? <Text mb="lg">{intro}</Text> : null}
        {children}
      </Paper>
    </div>
  );
}

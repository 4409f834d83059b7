import { Loader, Overlay, Paper, Portal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './loading-modal.module.css';

/** Blocks the page while work is under way, and tells assistive technology so (role status, aria-busy). */
export function LoadingModal() {
  const { t } = useTranslation();
  return (
    <Portal>
      <Overlay fixed backgroundOpacity={0.35} zIndex={400} />
      <div className={classes.center}>
        <Paper className={classes.box} shadow="md" role="status" aria-live="polite" aria-busy="true">
          <Loader aria-hidden="true" />
          <Text fw={600}>{t('loading')}</Text>
        </Paper>
      </div>
    </Portal>
  );
}

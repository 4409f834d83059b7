import { Button } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../components/icons/icons';
import classes from './donor-layout.module.css';

/** The top bar's menu button on a computer; alone while the menu itself loads (`AccountMenu`, deferred). */
export function AccountMenuButton({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation('layout');
  // The menu's target adds a class of its own.
  return (
    <Button
      variant="subtle"
      rightSection={<IconChevronDown size={16} />}
      className={className ? `${classes.desktopOnly} ${className}` : classes.desktopOnly}
      {...props}
    >
      {t('topBar.menu')}
    </Button>
  );
}

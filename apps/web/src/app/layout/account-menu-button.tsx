import { Button } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../components/icons/icons';
import classes from './donor-layout.module.css';

/** The top bar's menu button on a computer; alone while the menu itself loads (`AccountMenu`, deferred). */
export function AccountMenuButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation('layout');
  return (
    <Button variant="subtle" rightSection={<IconChevronDown size={16} />} className={classes.desktopOnly} {...props}>
      {t('topBar.menu')}
    </Button>
  );
}

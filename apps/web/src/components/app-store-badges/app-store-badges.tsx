import { Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { IconPhone } from '../icons/icons';
import classes from './app-store-badges.module.css';

interface BadgeProps {
  href: string;
  top: string;
  name: string;
}

function StoreBadge({ href, top, name }: BadgeProps) {
  const { t } = useTranslation();
  return (
    <a className={classes.badge} href={href} target="_blank" rel="noopener noreferrer">
      <IconPhone size={22} />
      <span className={classes.text}>
        <span className={classes.top}>{top}</span> <span className={classes.name}>{name}</span>
      </span>
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </a>
  );
}

/** Download badges of our own design (no store artwork) for the configured app-store links. */
export function AppStoreBadges({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" className={classes.group} data-direction={direction}>
      <StoreBadge href={brand.appStoreUrl} top={t('badges.appStoreTop')} name={t('badges.appStore')} />
      <StoreBadge href={brand.playStoreUrl} top={t('badges.googlePlayTop')} name={t('badges.googlePlay')} />
    </Group>
  );
}

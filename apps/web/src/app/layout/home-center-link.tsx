import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconMapPin } from '../../components/icons/icons';
import { paths } from '../../config/paths';
import { useHomeCenter } from '../../features/centers/api/by-location-ids';
import classes from './home-center-link.module.css';

/**
 * 'Find Nearest Center', which shows the donor's home center name once it is known. It opens the
 * center finder (centers by state and city, each linking to its marketing page).
 */
export function HomeCenterLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation('layout');
  const { data: center } = useHomeCenter();
  return (
    <Anchor
      component={Link}
      to={paths.findCenter}
      className={className}
      onClick={onClick}
      title={center ? t('topBar.homeCenter', { name: center.name }) : undefined}
    >
      <IconMapPin size={18} className={classes.icon} />
      <span className={classes.text}>{center ? center.name : t('topBar.findCenter')}</span>
    </Anchor>
  );
}

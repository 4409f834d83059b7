import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link/external-link';
import { IconMapPin } from '../../components/icons/icons';
import { centerUrl, marketingUrl } from '../../config/marketing';
import { useHomeCenter } from '../../lib/home-center';
import classes from './home-center-link.module.css';

/** 'Find Nearest Center', which becomes the donor's home center (name and page) once it is known. */
export function HomeCenterLink({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { data: center } = useHomeCenter();
  const href = center ? centerUrl(center.locationID) : marketingUrl('find-a-donation-center');
  return (
    <ExternalLink href={href} className={className} title={center ? t('topBar.homeCenter', { name: center.name }) : undefined}>
      <IconMapPin size={18} className={classes.icon} />
      <span className={classes.text}>{center ? center.name : t('topBar.findCenter')}</span>
    </ExternalLink>
  );
}

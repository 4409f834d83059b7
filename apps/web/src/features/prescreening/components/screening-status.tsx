import { useTranslation } from 'react-i18next';
import { formatLongDateUtc } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { PrescreeningDone } from './prescreening-done';

/** A donor past pre-screening (a registered donor): her status, done, and until when her screening holds. */
export function ScreeningStatus({ validUntil }: { validUntil: string | null }) {
  const { t, i18n } = useTranslation('prescreening');
  const date = validUntil ? formatLongDateUtc(`${validUntil}T00:00:00.000Z`, currentLanguage(i18n)) : null;
  const lines = [t('screening.registered'), date ? t('screening.validUntil', { date }) : t('screening.noDonationYet')];
  return <PrescreeningDone title={t('screening.title')} lines={lines} homeLabel={t('backHome')} layout={null} />;
}

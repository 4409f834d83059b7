import type { OpeningHours } from '@portal/contract/entities/booking';
import { languageLocales } from '@portal/contract/languages';
import type { CenterHours } from '@portal/contract/services/centers/get-center-hours';
import { useTranslation } from 'react-i18next';
import { wallTime, weekdayName } from '../../../lib/dates/wall-time';
import { useLanguage } from '../../../lib/service-query';
import classes from './center-hours.module.css';

/** Monday first, as a week's hours are read on a center's door. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** Runs of days in a row with the same hours ("Mon – Fri": 7:00 AM – 7:00 PM). */
export function sameHourRuns(weeklyHours: CenterHours['weeklyHours']) {
  const runs: { from: number; to: number; hours: OpeningHours | null }[] = [];
  for (const day of WEEK) {
    const hours = weeklyHours[day] ?? null;
    const last = runs.at(-1);
    if (last && last.hours?.open === hours?.open && last.hours?.close === hours?.close) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  return runs;
}

/** A center's weekly opening hours, days with the same hours together, in the center's own clock. */
export function CenterHoursList({ hours }: { hours: CenterHours }) {
  const { t } = useTranslation('home');
  const locale = languageLocales[useLanguage()];
  return (
    <>
      <h3 className={classes.hoursTitle}>{t('hours.title')}</h3>
      <dl className={classes.hours} data-testid="home-center-hours">
        {sameHourRuns(hours.weeklyHours).map((run) => (
          <div key={run.from} className={classes.hoursRow}>
            <dt>
              {run.from === run.to
                ? weekdayName(run.from, locale, 'short')
                : `${weekdayName(run.from, locale, 'short')} – ${weekdayName(run.to, locale, 'short')}`}
            </dt>
            <dd>{run.hours ? `${wallTime(run.hours.open, locale)} – ${wallTime(run.hours.close, locale)}` : t('hours.closed')}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { Visit } from '@portal/contract/entities/visit';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import classes from './vitals-chart.module.css';
import { screening } from './visit-format';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';

interface Series {
  label: string;
  values: (number | null)[];
  /** Told apart by line style and marker shape, not by colour alone. */
  dashed: boolean;
  marker: 'circle' | 'square';
}

const WIDTH = 300;
const HEIGHT = 90;
const PAD = 14;

function Sparkline({ title, unit, series }: { title: string; unit: string; series: Series[] }) {
  const all = series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  if (all.length === 0) return null;
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || 1;
  const count = series[0]?.values.length ?? 0;
  const x = (i: number) => PAD + (count <= 1 ? 0 : (i * (WIDTH - 2 * PAD)) / (count - 1));
  const y = (v: number) => HEIGHT - PAD - ((v - min) * (HEIGHT - 2 * PAD)) / span;
  return (
    <figure className={classes.figure}>
      <figcaption>
        <Text fw={700} size="sm">
          {title} ({unit})
        </Text>
        <Text size="xs">
          {series.map((s) => `${s.label}${s.dashed ? ' - - -' : ' ——'}`).join(' · ')} · {min}–{max}
        </Text>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={classes.chart} aria-hidden="true" focusable="false">
        {series.map((s) => {
          const points = s.values.map((v, i) => (v === null ? null : `${x(i)},${y(v)}`)).filter((p): p is string => p !== null);
          return (
            <g key={s.label}>
              <polyline
                points={points.join(' ')}
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeDasharray={s.dashed ? '5 4' : undefined}
              />
              {s.values.map((v, i) =>
                v === null ? null : s.marker === 'circle' ? (
                  <circle key={i} cx={x(i)} cy={y(v)} r={3} fill="currentColor" />
                ) : (
                  <rect key={i} x={x(i) - 3} y={y(v) - 3} width={6} height={6} fill="white" stroke="currentColor" strokeWidth={1.5} />
                ),
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/**
 * Weight, blood pressure and pulse over the visits, oldest to newest: small line charts (shapes and
 * dashes tell the series apart) with the same numbers in a table for screen readers and anyone who prefers it.
 */
export function VitalsChart({ visits }: { visits: Visit[] }) {
  const { t, i18n } = useTranslation('history');
  const language = currentLanguage(i18n);
  const ordered = [...visits].reverse();
  const values = (type: Parameters<typeof screening>[1]) => ordered.map((v) => screening(v, type));
  return (
    <section aria-labelledby="vitals-title" className={classes.section}>
      <h2 id="vitals-title">{t('vitals.title')}</h2>
      <Text size="sm">{t('vitals.intro', { count: ordered.length })}</Text>
      <div className={classes.grid}>
        <Sparkline
          title={t('snapshot.weight')}
          unit={t('units.lbs')}
          series={[{ label: t('snapshot.weight'), values: values('weight'), dashed: false, marker: 'circle' }]}
        />
        <Sparkline
          title={t('snapshot.bloodPressure')}
          unit={t('units.mmHg')}
          series={[
            { label: t('vitals.systolic'), values: values('bpsys'), dashed: false, marker: 'circle' },
            { label: t('vitals.diastolic'), values: values('bpdia'), dashed: true, marker: 'square' },
          ]}
        />
        <Sparkline
          title={t('snapshot.pulse')}
          unit={t('units.bpm')}
          series={[{ label: t('snapshot.pulse'), values: values('pulserate'), dashed: false, marker: 'circle' }]}
        />
      </div>
      <details className={classes.details}>
        <summary>{t('vitals.showTable')}</summary>
        <ScrollTable label={t('vitals.title')}>
          <Table striped withTableBorder miw={420}>
            <VisuallyHidden component="caption">{t('vitals.title')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('vitals.date')}</Table.Th>
                <Table.Th scope="col">
                  {t('snapshot.weight')} ({t('units.lbs')})
                </Table.Th>
                <Table.Th scope="col">
                  {t('snapshot.bloodPressure')} ({t('units.mmHg')})
                </Table.Th>
                <Table.Th scope="col">
                  {t('snapshot.pulse')} ({t('units.bpm')})
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ordered.map((visit) => {
                const sys = screening(visit, 'bpsys');
                const dia = screening(visit, 'bpdia');
                return (
                  <Table.Tr key={visit.visitID}>
                    <Table.Th scope="row">{formatDay(visit.visitDate, language)}</Table.Th>
                    <Table.Td>{screening(visit, 'weight') ?? t('notAvailable')}</Table.Td>
                    <Table.Td>{sys !== null && dia !== null ? `${sys}/${dia}` : t('notAvailable')}</Table.Td>
                    <Table.Td>{screening(visit, 'pulserate') ?? t('notAvailable')}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </details>
    </section>
  );
}

import { Alert, Button, Group, Loader, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatementYears } from '../api/get-statement-years';
import { useStatementDownload } from '../api/get-statement';

type PeriodKind = 'year' | 'range';

/** `/donation/statement` (issue 34): the earnings statement for a year or chosen dates, as PDF or CSV. */
export function EarningsStatementRoute() {
  const { t, i18n } = useTranslation('records');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('statement.title')} | ${tc('appName')}`);
  const years = useStatementYears();
  const download = useStatementDownload();
  const [kind, setKind] = useState<PeriodKind>('year');
  const [year, setYear] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const chosenYear = year ?? (years.data?.years[0] !== undefined ? String(years.data.years[0]) : null);
  const money = new Intl.NumberFormat(i18n.language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' });

  const get = (format: 'pdf' | 'csv') => {
    const period = kind === 'year' ? { year: Number(chosenYear) } : { from: from || undefined, to: to || undefined };
    download.mutate({ ...period, format });
  };
  const error = download.error ? (download.error.fields[0]?.message ?? download.error.message) : null;

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('statement.title')}</Title>
      <Text>{t('statement.intro')}</Text>
      {years.isPending ? <Loader role="status" aria-label={t('loading')} /> : null}
      {years.isError ? (
        <Alert color="red" role="alert">
          {t('loadError')}
        </Alert>
      ) : null}
      {years.data ? (
        <Stack gap="md">
          <Radio.Group label={t('statement.period')} value={kind} onChange={(value) => setKind(value === 'range' ? 'range' : 'year')}>
            <Stack gap="xs" mt="xs">
              <Radio value="year" label={t('statement.byYear')} />
              <Radio value="range" label={t('statement.byRange')} />
            </Stack>
          </Radio.Group>
          {kind === 'year' ? (
            <Select
              label={t('statement.year')}
              data={years.data.years.map(String)}
              value={chosenYear}
              onChange={setYear}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <Group grow align="flex-start" wrap="wrap">
              <TextInput type="date" label={t('statement.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
              <TextInput type="date" label={t('statement.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
            </Group>
          )}
          <Group>
            <Button onClick={() => get('pdf')} loading={download.isPending && download.variables?.format === 'pdf'}>
              {t('statement.pdf')}
            </Button>
            <Button variant="light" onClick={() => get('csv')} loading={download.isPending && download.variables?.format === 'csv'}>
              {t('statement.csv')}
            </Button>
          </Group>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          {download.data ? (
            <Alert color="teal" role="status" aria-live="polite">
              {download.data.paymentCount === 0
                ? t('statement.readyEmpty')
                : t('statement.ready', { count: download.data.paymentCount, total: money.format(download.data.total) })}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('statement.notice')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLongDateUtc } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import type { ResultLayout } from '../model/qualification-machine';
import { InlineHtml } from './inline-html';
import { LayoutButtons } from './layout-buttons';

/** Spec 2.14 custom view: the server's result layout; the HTML title is rebuilt from a few safe tags. */
export function CustomResult({ layout, onProceed }: { layout: ResultLayout; onProceed: () => void }) {
  const { t, i18n } = useTranslation('prescreening');
  const date = layout.date ? formatLongDateUtc(layout.date, currentLanguage(i18n)) : null;
  return (
    <Stack gap="lg">
      <Title order={1}>{layout.overlayTitle}</Title>
      <Paper withBorder p="lg">
        <Stack gap="md" align="flex-start">
          {layout.imgsrc ? <Image src={layout.imgsrc} alt="" w={layout.imgwidth ?? 96} /> : null}
          <Title order={2} fw={500}>
            <InlineHtml html={layout.title} />
          </Title>
          {date ? (
            <Text fz="lg">
              {t('resultDate')} <strong>{date}</strong>
            </Text>
          ) : null}
          {layout.description.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <LayoutButtons buttons={layout.buttons} onProceed={onProceed} />
        </Stack>
      </Paper>
    </Stack>
  );
}

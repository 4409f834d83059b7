import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAfterDonationTips } from '../api/get-donation-after-tips';
import { useBeforeDonationTips } from '../api/get-before-donation-tips';
import { useDuringDonationTips } from '../api/get-during-donation-tips';
import { QueryContent } from '../components/query-content';
import { TipCards } from '../../../components/donor-documents/tip-cards';
import { TipList } from '../../../components/donor-documents/tip-list';
import { donatingTodayTabs, initialTab, isDonatingTodayTab, type DonatingTodayTab } from '../model/initial-tab';

const tabs = donatingTodayTabs;
type Tab = DonatingTodayTab;

function BeforePanel() {
  const query = useBeforeDonationTips();
  return <QueryContent query={query}>{({ content }) => <TipList content={content} />}</QueryContent>;
}

function DuringPanel() {
  const query = useDuringDonationTips();
  return <QueryContent query={query}>{({ content }) => <TipCards content={content} />}</QueryContent>;
}

function AfterPanel() {
  const query = useAfterDonationTips();
  return <QueryContent query={query}>{({ content }) => <TipList content={content} />}</QueryContent>;
}

const panels: Record<Tab, () => React.JSX.Element> = { before: BeforePanel, during: DuringPanel, after: AfterPanel };

/** `/donating-today/ask`: tips before, during and after a donation; only the open tab is mounted, so each change reloads it. */
export function DonatingTodayRoute() {
  const { t } = useTranslation('donation-tips');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('donatingTodayTitle')} | ${tc('appName')}`);
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(() => initialTab(location.state));
  const Panel = panels[tab];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('donatingTodayTitle')}</Title>
      <Tabs value={tab} onChange={(value) => isDonatingTodayTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List aria-label={t('tabsLabel')} grow>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            {value === tab ? <Panel /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

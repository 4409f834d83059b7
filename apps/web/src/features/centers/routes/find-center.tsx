import { Card, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { usStates } from '@portal/contract/us-states';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link/external-link';
import { centerUrl } from '../../../config/marketing';
import { useHomeCenter } from '../api/by-location-ids';
import { citiesOf, searchCentersQueryOptions } from '../api/search-centers';

interface CenterSummary {
  locationID: number;
  name: string;
  address: { addressLine1: string; city: string; state: string; zipCode: string };
}

/** A center's name, linking to its marketing page, over its address on one line. */
function CenterNameAndAddress({ center }: { center: CenterSummary }) {
  return (
    <>
      <ExternalLink href={centerUrl(center.locationID)} fw={600}>
        {center.name}
      </ExternalLink>
      <Text size="sm">
        {center.address.addressLine1}, {center.address.city}, {center.address.state} {center.address.zipCode}
      </Text>
    </>
  );
}

/** The donor's own center, when there is one, with its page on the marketing site. */
function HomeCenter() {
  const { t } = useTranslation('centers');
  const { data: center } = useHomeCenter();
  if (!center) return null;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        {t('home')}
      </Title>
      <CenterNameAndAddress center={center} />
    </Card>
  );
}

/** 'Find Nearest Center' (spec 2.4): centers by state and city, each linking to its marketing page in a new tab. */
export function FindCenterRoute() {
  const { t } = useTranslation('centers');
  const { t: tf } = useTranslation('forms');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('title')} | ${tc('appName')}`);
  const [state, setState] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const centers = useQuery(searchCentersQueryOptions(state));
  const inState = centers.data ?? [];
  const shown = city === null ? inState : inState.filter((center) => center.address.city === city);
  const placeholder = { value: '', label: tf('choose') };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text mt="xs">{t('intro')}</Text>
      </div>
      <HomeCenter />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={tf('center.state')}
          data={[placeholder, ...usStates.map((item) => ({ value: item.code, label: item.name }))]}
          value={state ?? ''}
          onChange={(event) => {
            setState(event.currentTarget.value || null);
            setCity(null);
          }}
        />
        <NativeSelect
          label={tf('center.city')}
          disabled={state === null}
          data={[{ value: '', label: t('allCities') }, ...citiesOf(inState).map((item) => ({ value: item, label: item }))]}
          value={city ?? ''}
          onChange={(event) => setCity(event.currentTarget.value || null)}
        />
      </SimpleGrid>
      <section aria-labelledby="find-center-results" aria-busy={centers.isFetching}>
        <Title order={2} size="h3" id="find-center-results" mb="sm">
          {t('results')}
        </Title>
        {state === null ? (
          <Text>{t('chooseState')}</Text>
        ) : centers.isError ? (
          <Text role="alert">{t('error')}</Text>
        ) : centers.isPending ? (
          <Text role="status">
            <Loader size="xs" aria-hidden="true" /> {tc('loading')}
          </Text>
        ) : shown.length === 0 ? (
          <Text role="status">{t('none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} component="ul" role="list" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((center) => (
              <Card key={center.locationID} component="li" withBorder padding="md">
                <CenterNameAndAddress center={center} />
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}

import { Button, Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LocationSummary } from '@portal/contract/entities/user';
import { usStates } from '@portal/contract/us-states';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCentersQueryOptions } from '../../../centers/api/search-centers';
import { CENTER_RESULTS_MAX, matchCenters } from './center-search-match';

const addressOf = (center: LocationSummary) => `${center.address.addressLine1}, ${center.address.city} ${center.address.zipCode}`;

interface CenterSearchProps {
  /** The state searched first: the donor's home center's. */
  initialState: string | null;
  onPick: (center: LocationSummary) => void;
}

/**
 * Another center to book at: a state (the centers service lists a state's centers), then a city, ZIP code or name
 * narrowing them as the donor types; each result is a button. The count is announced as it changes.
 */
export function CenterSearch({ initialState, onPick }: CenterSearchProps) {
  const { t } = useTranslation('booking');
  const [state, setState] = useState<string | null>(initialState);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 200);
  const centers = useQuery(searchCentersQueryOptions(state));
  const found = centers.data ? matchCenters(centers.data, debounced) : [];
  const shown = found.slice(0, CENTER_RESULTS_MAX);

  return (
    <Fieldset legend={t('search.title')} maw={720}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('search.state')}
            data={[{ value: '', label: t('search.chooseState') }, ...usStates.map((s) => ({ value: s.code, label: s.name }))]}
            value={state ?? ''}
            onChange={(event) => setState(event.currentTarget.value || null)}
          />
          <TextInput
            type="search"
            label={t('search.query')}
            description={t('search.queryHint')}
            value={query}
            disabled={state === null}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="sm" role="status" aria-live="polite">
          {state === null
            ? ''
            : centers.isError
              ? t('search.error')
              : centers.data
                ? found.length > CENTER_RESULTS_MAX
                  ? t('search.tooMany', { count: found.length, max: CENTER_RESULTS_MAX })
                  : t('search.found', { count: found.length })
                : ''}
        </Text>
        {shown.length > 0 ? (
          <Stack gap="xs" component="ul" aria-label={t('search.results')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((center) => (
              <li key={center.locationID}>
                <Button
                  variant="default"
                  fullWidth
                  justify="flex-start"
                  h="auto"
                  py="xs"
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                  onClick={() => onPick(center)}
                >
                  <span>
                    <strong>{center.name}</strong>
                    <br />
                    {addressOf(center)}
                  </span>
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

import { NativeSelect, Stack } from '@mantine/core';
import type { LocationSummary } from '@portal/contract/entities/user';
import { usStates } from '@portal/contract/us-states';
import { useTranslation } from 'react-i18next';
import { citiesOf } from '../../features/centers/api/search-centers';

export interface CenterChoice {
  state: string | null;
  city: string | null;
  locationId: number | null;
}

export const emptyCenterChoice: CenterChoice = { state: null, city: null, locationId: null };

interface CenterPickerProps {
  value: CenterChoice;
  onChange: (value: CenterChoice) => void;
  /**
   * The centers of the chosen state, loaded by the screen (`location/searchCenters` signed out,
   * `getSavableLocations` signed in); undefined while loading.
   */
  centers: readonly LocationSummary[] | undefined;
  error?: string | undefined;
  /** Centers to leave out (already saved). */
  exclude?: readonly number[];
}

/** A center chosen by state, then city, then center: each select is enabled once the one before is chosen. */
export function CenterPicker({ value, onChange, centers, error, exclude = [] }: CenterPickerProps) {
  const { t } = useTranslation('forms');
  const inState = value.state === null ? [] : (centers ?? []);
  const cities = citiesOf(inState);
  const placeholder = { value: '', label: t('choose') };
  const centerOptions = inState
    .filter((center) => center.address.city === value.city && !exclude.includes(center.locationID))
    .map((center) => ({ value: String(center.locationID), label: center.name }));

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('center.state')}
        name="centerState"
        data={[placeholder, ...usStates.map((state) => ({ value: state.code, label: state.name }))]}
        value={value.state ?? ''}
        onChange={(event) => onChange({ state: event.currentTarget.value || null, city: null, locationId: null })}
      />
      <NativeSelect
        label={t('center.city')}
        name="centerCity"
        disabled={value.state === null}
        data={[placeholder, ...cities.map((city) => ({ value: city, label: city }))]}
        value={value.city ?? ''}
        onChange={(event) => onChange({ ...value, city: event.currentTarget.value || null, locationId: null })}
        description={value.state !== null && centers !== undefined && cities.length === 0 ? t('center.noCities') : undefined}
      />
      <NativeSelect
        label={t('center.center')}
        name="centerLocation"
        disabled={value.city === null}
        data={[placeholder, ...centerOptions]}
        value={value.locationId === null ? '' : String(value.locationId)}
        onChange={(event) => onChange({ ...value, locationId: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
        error={error}
      />
    </Stack>
  );
}

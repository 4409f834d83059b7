import { Select, SimpleGrid } from '@mantine/core';
import { usStates } from '@portal/contract/us-states';
import { useTranslation } from 'react-i18next';
import { useSearchCenters } from '../../centers/api/search-centers';

export interface CenterChoice {
  state: string | null;
  city: string | null;
  locationID: string | null;
  /** The chosen center's time zone: the event's day is a day there. */
  timeZone: string | null;
}

interface CenterPickerProps {
  value: CenterChoice;
  onChange: (value: CenterChoice) => void;
  errors: Partial<Record<keyof CenterChoice, string | undefined>>;
}

const stateOptions = usStates.map((s) => ({ value: s.code, label: s.name }));

/** State, then city, then center: each enabled once the one before is chosen (spec 4 "Donor-care form"). */
export function CenterPicker({ value, onChange, errors }: CenterPickerProps) {
  const { t } = useTranslation('donor-care');
  const cities = useSearchCenters(value.state, null);
  const centers = useSearchCenters(value.state, value.city);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('fields.state')}
        withAsterisk
        searchable
        data={stateOptions}
        value={value.state}
        onChange={(state) => onChange({ state, city: null, locationID: null, timeZone: null })}
        error={errors.state}
      />
      <Select
        label={t('fields.city')}
        withAsterisk
        searchable
        disabled={!value.state}
        data={cities.data?.cities ?? []}
        value={value.city}
        onChange={(city) => onChange({ ...value, city, locationID: null, timeZone: null })}
        error={errors.city}
        nothingFoundMessage={t('fields.noCities')}
      />
      <Select
        label={t('fields.center')}
        withAsterisk
        disabled={!value.city}
        data={value.city ? (centers.data?.locations ?? []).map((l) => ({ value: String(l.locationID), label: l.name })) : []}
        value={value.locationID}
        onChange={(locationID) =>
          onChange({
            ...value,
            locationID,
            timeZone: centers.data?.locations.find((l) => String(l.locationID) === locationID)?.timezone ?? null,
          })
        }
        error={errors.locationID}
      />
    </SimpleGrid>
  );
}

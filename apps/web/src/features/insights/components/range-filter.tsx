import { Group, Select, TextInput } from '@mantine/core';
import { insightPresets, type InsightPreset } from '@portal/contract/entities/insights';
import { useTranslation } from 'react-i18next';
import { CenterSelect } from '../../../components/center-select/center-select';

export interface RangeValue {
  preset: InsightPreset;
  from: string;
  to: string;
  /** '' for every center the role allows. */
  center: string;
}

interface RangeFilterProps {
  value: RangeValue;
  onChange: (next: RangeValue) => void;
  centers: readonly { id: number; name: string }[];
  /** The today view has no range, only the center. */
  withRange?: boolean;
  /** The campaigns view has no center (a campaign goes to the whole program). */
  withCenter?: boolean;
}

/** The date range (presets or custom days) and, where the role sees several centers, the center. */
export function RangeFilter({ value, onChange, centers, withRange = true, withCenter = true }: RangeFilterProps) {
  const { t } = useTranslation('insights');
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      {withRange && (
        <Select
          label={t('filter.range')}
          data={insightPresets.filter((p) => p !== 'today').map((p) => ({ value: p, label: t(`presets.${p}`) }))}
          value={value.preset}
          allowDeselect={false}
          onChange={(preset) => preset && onChange({ ...value, preset: preset as InsightPreset })}
        />
      )}
      {withRange && value.preset === 'custom' && (
        <>
          <TextInput
            type="date"
            label={t('filter.from')}
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('filter.to')}
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
          />
        </>
      )}
      {withCenter && centers.length > 1 && (
        <CenterSelect
          label={t('filter.center')}
          centers={centers}
          allLabel={t('filter.allCenters')}
          value={value.center}
          onChange={(center) => onChange({ ...value, center })}
        />
      )}
    </Group>
  );
}

/** The params a range asks the server for; a custom range waits for both days. */
export function rangeParams(value: RangeValue) {
  const locationID = value.center === '' ? null : Number(value.center);
  if (value.preset === 'custom') return { preset: value.preset, from: value.from || null, to: value.to || null, locationID };
  return { preset: value.preset, from: null, to: null, locationID };
}

import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CenterPickerProps extends Omit<SelectProps, 'label' | 'data' | 'value' | 'onChange' | 'allowDeselect'> {
  centers: readonly { id: number; name: string }[];
  locationID: number | null;
  onPick: (locationID: number | null) => void;
}

/** The center a console page shows, for staff who work at more than one. */
export function CenterPicker({ centers, locationID, onPick, ...props }: CenterPickerProps) {
  const { t } = useTranslation('booking');
  return (
    <Select
      label={t('center')}
      data={centers.map((c) => ({ value: String(c.id), label: c.name }))}
      value={locationID === null ? null : String(locationID)}
      allowDeselect={false}
      {...props}
      onChange={(value) => onPick(value ? Number(value) : null)}
    />
  );
}

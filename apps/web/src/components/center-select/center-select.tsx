import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CenterOption {
  id: number;
  name: string;
}

interface CenterSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> {
  /** The centers the staff member may see. */
  centers: readonly CenterOption[];
  /** A center's number, or '' for none (or every center, with `allLabel`); a form's input props type it optional. */
  value?: string | undefined;
  onChange: (value: string) => void;
  /** An option standing for every center (its value ''), with this label. */
  allLabel?: string;
}

/**
 * The console's center picker, wherever staff choose a center: the centers the member may see, each as its name and
 * number, found by typing either.
 */
export function CenterSelect({ centers, value, onChange, allLabel, ...props }: CenterSelectProps) {
  const { t } = useTranslation('staff');
  const data = [
    ...(allLabel === undefined ? [] : [{ value: '', label: allLabel }]),
    ...centers.map((center) => ({ value: String(center.id), label: t('centerSelect.option', { name: center.name, id: center.id }) })),
  ];
  return (
    <Select
      {...props}
      data={data}
      value={value ?? ''}
      onChange={(next) => onChange(next ?? '')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('centerSelect.nothingFound')}
    />
  );
}

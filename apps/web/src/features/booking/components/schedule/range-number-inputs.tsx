import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RangeNumberInputsProps<Field extends string> {
  fields: readonly Field[];
  limits: Record<Field, readonly [number, number]>;
  labelOf: (field: Field) => string;
  inputProps: (field: Field) => Omit<NumberInputProps, 'min' | 'max' | 'description'>;
}

/** Whole-number settings, each with its allowed range from the contract said under the field. */
export function RangeNumberInputs<Field extends string>({ fields, limits, labelOf, inputProps }: RangeNumberInputsProps<Field>) {
  const { t } = useTranslation('booking');
  return fields.map((field) => {
    const [min, max] = limits[field];
    return (
      <NumberInput
        key={field}
        label={labelOf(field)}
        description={t('schedule.range', { min, max })}
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        // The contract judges the range (and says so on the field); clamping on blur would hide a wrong value.
        clampBehavior="none"
        required
        {...inputProps(field)}
      />
    );
  });
}

import { useTranslation } from 'react-i18next';

/** Number, percent and dollar formats in the screen's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const number = new Intl.NumberFormat(locale);
  const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    number: (value: number | string | null) => (value === null ? '–' : number.format(Number(value))),
    dollars: (cents: number | string | null) => (cents === null ? '–' : dollars.format(Number(cents) / 100)),
    percent: (value: number | string | null) => (value === null ? '–' : percent.format(Number(value) / 100)),
  };
}

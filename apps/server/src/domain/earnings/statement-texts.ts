import type { PaymentKind } from '@portal/contract';
import { languageLocales, type Language } from '@portal/contract/languages';

/** The words of an earnings statement in each language (issue 34); the CSV and the PDF say the same. */
export const statementTexts = {
  en: {
    title: 'Earnings statement',
    donor: 'Donor',
    donorNumber: 'Donor number',
    period: 'Period',
    madeOn: 'Made on',
    date: 'Date',
    center: 'Center',
    visitNumber: 'Visit number',
    kind: 'Kind',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total',
    empty: 'No payments were made to you in this period.',
    notice: 'This statement lists the compensation paid to you for donating plasma. It is not tax advice.',
    kinds: { donation: 'Donation', bonus: 'Bonus', promotion: 'Promotion', none: 'Donation compensation' },
    fileName: 'earnings-statement',
  },
  es: {
    title: 'Resumen de ganancias',
    donor: 'Donante',
    donorNumber: 'Número de donante',
    period: 'Período',
    madeOn: 'Fecha de emisión',
    date: 'Fecha',
    center: 'Centro',
    visitNumber: 'N.º de visita',
    kind: 'Tipo',
    amount: 'Importe',
    subtotal: 'Subtotal',
    total: 'Total',
    empty: 'No recibiste pagos en este período.',
    notice: 'Este resumen muestra la compensación que se te pagó por donar plasma. No es asesoría fiscal.',
    kinds: { donation: 'Donación', bonus: 'Bonificación', promotion: 'Promoción', none: 'Compensación por donación' },
    fileName: 'resumen-de-ganancias',
  },
} as const satisfies Record<Language, unknown>;

export type StatementTexts = (typeof statementTexts)[Language];

export const kindLabel = (texts: StatementTexts, kind: PaymentKind | null): string => texts.kinds[kind ?? 'none'];

/** "$1,234.50" in the language's locale. */
export const dollars = (cents: number, lang: Language): string =>
  new Intl.NumberFormat(languageLocales[lang], { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A calendar day (`YYYY-MM-DD`) as the language writes it: "12/31/2025". */
export const dayLabel = (day: string, lang: Language): string =>
  new Intl.DateTimeFormat(languageLocales[lang], { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** `YYYY-MM` as "December 2025" / "diciembre de 2025". */
export const monthLabel = (month: string, lang: Language): string =>
  new Intl.DateTimeFormat(languageLocales[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

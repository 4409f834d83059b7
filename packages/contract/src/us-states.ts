import type { Language } from './languages';
/** Spec 3 "Location": the 50 US states, DC and the territories, by name and two-letter code. */
export const usStates = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
  ['District Of Columbia', 'DC'],
  ['American Samoa', 'AS'],
  ['Federated States Of Micronesia', 'FM'],
  ['Guam', 'GU'],
  ['Marshall Islands', 'MH'],
  ['Northern Mariana Islands', 'MP'],
  ['Palau', 'PW'],
  ['Puerto Rico', 'PR'],
  ['Virgin Islands', 'VI'],
].map(([name, code]) => ({ name: name as string, code: code as string }));

export const usStateCodes = new Set(usStates.map((s) => s.code));

/** The Spanish names that differ from the English ones (the others, Texas or Florida, are written the same). */
const spanishNames: Readonly<Record<string, string>> = {
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  MS: 'Misisipi',
  MO: 'Misuri',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
  DC: 'Distrito de Columbia',
  AS: 'Samoa Estadounidense',
  FM: 'Estados Federados de Micronesia',
  MH: 'Islas Marshall',
  MP: 'Islas Marianas del Norte',
  PW: 'Palaos',
  VI: 'Islas Vírgenes',
};

/** A state's name in the reader's language. */
export function usStateName(state: { name: string; code: string }, lang: Language): string {
  return (lang === 'es' ? spanishNames[state.code] : undefined) ?? state.name;
}

/** The states in the reader's language and alphabetical in it, as a picker lists them. */
export function usStatesIn(lang: Language): { code: string; name: string }[] {
  return usStates.map((state) => ({ code: state.code, name: usStateName(state, lang) })).sort((a, b) => a.name.localeCompare(b.name, lang));
}

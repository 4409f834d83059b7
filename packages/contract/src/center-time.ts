import { languageLocales as locales, type Language } from './languages';

/** A time as a center's clock shows it, in the reader's language: "9:20 AM", "9:20 a. m.". */
export function timeAtCenter(at: Date, timeZone: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

/** "Tuesday, June 16, 9:20 AM": a moment by a center's clock, in the reader's language. */
export function whenAtCenter(at: Date, timeZone: string, lang: Language): string {
  const day = new Intl.DateTimeFormat(locales[lang], { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(at);
  return `${day}, ${timeAtCenter(at, timeZone, lang)}`;
}

/**
 * A time as a sentence says it after "until" ("hasta"): "10:15 AM"; in Spanish with the hour's article, "las 10:15 a. m."
 * but "la 1:15 p. m.". The texts around it say "until {{until}}" / "hasta {{until}}" (a chair held for a waitlist
 * offer, a check-in pass valid today).
 */
export function untilAtCenter(at: Date, timeZone: string, lang: Language): string {
  const time = timeAtCenter(at, timeZone, lang);
  if (lang !== 'es') return time;
  const hour = new Intl.DateTimeFormat(locales.es, { hour: 'numeric', hour12: true, timeZone })
    .formatToParts(at)
    .find((part) => part.type === 'hour');
  return `${hour?.value === '1' ? 'la' : 'las'} ${time}`;
}

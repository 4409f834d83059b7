const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date format for a locale and options, made once: making an `Intl.DateTimeFormat` costs far more than using one
 * (a table of a month's points made one a row), and the same few serve every screen.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

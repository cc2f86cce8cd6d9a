// Issue 33: the page's Intl formatters, each made once per locale and options and kept. Making one is costly —
// ≈ 0.3 ms (a date and time style), four times that on a slow phone, and the first of a kind loads its locale's
// data — while using one takes about a microsecond; a list or a report table made one per row, on every render.

/** How many formatters of one kind a page keeps (locales × option sets: a handful in practice); the oldest goes first. */
export const KEPT_FORMATTERS = 100;

/** Makes a formatter once per locale and options (compared by value), keeping at most KEPT_FORMATTERS. */
function keeper<Options extends object, Formatter>(make: (locale: string | undefined, options: Options) => Formatter) {
  const kept = new Map<string, Formatter>();
  return (locale: string | undefined, options: Options): Formatter => {
    const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (formatter === undefined) {
      formatter = make(locale, options);
      kept.set(key, formatter);
      if (kept.size > KEPT_FORMATTERS) kept.delete(kept.keys().next().value as string);
    }
    return formatter;
  };
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. `locale` undefined: the browser's. */
export const dateTimeFormat = keeper((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
/** `new Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = keeper((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
/** `new Intl.ListFormat(locale, options)`, made once. */
export const listFormat = keeper((locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export const relativeTimeFormat = keeper((locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options));

/** An instant (a quiz's or an assessment's closing time) as date and time in the reader's language and the browser's time zone: "Nov 2, 2026, 3:05 PM". */
export function dateAndTime(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * The language a read-aloud speaks (issue 31 item 4): the edition's, as a
 * BCP 47 tag the browser's voices know. Spanish lessons and questions are read
 * in Spanish whatever the edition; an unknown edition reads American English.
 */
const EDITION_LANGUAGES: Record<string, string> = { US: 'en-US', CA: 'en-CA', UK: 'en-GB', AU: 'en-AU', IL: 'en-US' };

export function speechLanguageOf(edition: string | null | undefined, subject?: string): string {
  if (subject === 'spa') return 'es-ES';
  return EDITION_LANGUAGES[edition ?? ''] ?? 'en-US';
}

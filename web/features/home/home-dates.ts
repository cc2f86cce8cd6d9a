// How the homes write a due date (issue 32): in the page's language, a day as a UTC calendar day (an instant:
// dateAndTime, web/shared/i18n/intl-formats.ts).

import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/** A calendar day (`YYYY-MM-DD`, a unit's last day). */
export function formatDay(day: string, language: string): string {
  return dateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${day}T00:00:00Z`));
}

// How the homes write a due date (issue 32): in the page's language, a day as a UTC calendar day.

/** An instant (a quiz's closing time): date and time in the browser's time zone. */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day (`YYYY-MM-DD`, a unit's last day). */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${day}T00:00:00Z`));
}

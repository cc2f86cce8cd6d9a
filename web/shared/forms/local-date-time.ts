// `datetime-local` inputs hold a moment in the browser's time zone, without one; the server takes ISO instants.

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value of a moment, in the browser's time zone. */
export const localDateTime = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The ISO instant of a `datetime-local` value; a value that is no time is sent as it is (the server refuses it). */
export const isoOfLocalDateTime = (local: string) => {
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
};

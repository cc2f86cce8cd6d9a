import type { TFunction } from 'i18next';

/**
 * Time spent, in words: "45 sec", "3 min", "1 hr 5 min" (whole seconds; a
 * negative or non-finite value reads as 0). For practice, My practice and the
 * live classroom.
 */
export function durationText(t: TFunction, seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (total < 60) return t('app.duration.seconds', { count: total });
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return t('app.duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('app.duration.hours', { count: hours }) : t('app.duration.hoursMinutes', { hours, minutes: rest });
}

/** A stopwatch reading, "m:ss" (or "h:mm:ss" from an hour). */
export function stopwatchText(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

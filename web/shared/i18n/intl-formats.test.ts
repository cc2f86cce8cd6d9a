import { describe, expect, it } from 'vitest';
import { dateAndTime, dateTimeFormat, KEPT_FORMATTERS, listFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('the page’s Intl formatters', () => {
  it('are made once per locale and options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
    expect(numberFormat('es', { style: 'percent' })).toBe(numberFormat('es', { style: 'percent' }));
    expect(listFormat('en', { type: 'conjunction' })).toBe(listFormat('en', { type: 'conjunction' }));
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(relativeTimeFormat('en', { numeric: 'auto' }));
    expect(dateTimeFormat(undefined, { hour: 'numeric' })).toBe(dateTimeFormat(undefined, { hour: 'numeric' }));
  });

  it('differ by locale and by options, and format as Intl does', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('es', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('en', { dateStyle: 'long' }));
    const day = new Date(Date.UTC(2026, 10, 2));
    expect(dateTimeFormat('es', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day)).toBe('2 de noviembre');
    expect(listFormat('en', { style: 'long', type: 'conjunction' }).format(['Ava', 'Noah', 'Mia'])).toBe('Ava, Noah, and Mia');
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(0.5)).toBe('50%');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    const at = '2026-11-02T15:05:00.000Z';
    expect(dateAndTime(at, 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)));
  });

  it(`keep at most ${KEPT_FORMATTERS} of a kind, forgetting the oldest`, () => {
    const first = numberFormat('en', { minimumIntegerDigits: 1 });
    for (let digits = 2; digits <= KEPT_FORMATTERS + 1; digits++) numberFormat('en', { minimumIntegerDigits: (digits % 21) + 1, maximumFractionDigits: Math.floor(digits / 21) });
    expect(numberFormat('en', { minimumIntegerDigits: 1 })).not.toBe(first);
  });
});

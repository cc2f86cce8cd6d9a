import { describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { notificationsMessages } from '../../shared/i18n/notifications-messages';
import { notificationsSpanishMessages } from '../../shared/i18n/notifications-spanish-messages';
import type { NotificationView } from '../../../events/notifications';
import { notification } from './notification-fixtures';
import { notificationText, relativeTime } from './notification-text';

const english = createI18n('en');
const spanish = createI18n('es');
const en = (n: Parameters<typeof notificationText>[0]) => notificationText(n, english.t, 'en');
const es = (n: Parameters<typeof notificationText>[0]) => notificationText(n, spanish.t, 'es');

const AVA = { userId: 'u_ava_b', displayName: 'Ava' };
const NOAH = { userId: 'u_noah_c', displayName: 'Noah' };
const MIA = { userId: 'u_mia_d', displayName: 'Mia' };
const SKILL = { skillCode: 'C.12', skillName: 'Add fractions' };

describe('the text of a notification', () => {
  it('batches students: one, two, three named and others (issue 16 "Ava and 4 others mastered C.12 Add fractions")', () => {
    expect(en(notification('n', { kind: 'mastered', students: [AVA], othersCount: 4, detail: SKILL }))).toBe('Ava and 4 others mastered C.12 Add fractions');
    expect(en(notification('n', { kind: 'mastered', students: [AVA], othersCount: 1, detail: SKILL }))).toBe('Ava and 1 other mastered C.12 Add fractions');
    expect(en(notification('n', { kind: 'mastered', students: [AVA, NOAH], othersCount: 0, detail: SKILL }))).toBe('Ava and Noah mastered C.12 Add fractions');
    expect(en(notification('n', { kind: 'mastered', students: [AVA, NOAH, MIA], othersCount: 2, detail: SKILL }))).toBe(
      'Ava, Noah, Mia, and 2 others mastered C.12 Add fractions',
    );
  });

  it('agrees the verb with how many students it is about', () => {
    expect(en(notification('n', { kind: 'needs_help', students: [AVA], othersCount: 0, detail: SKILL }))).toBe(
      'Ava needs help with C.12 Add fractions: three wrong answers in a row',
    );
    expect(en(notification('n', { kind: 'needs_help', students: [AVA, NOAH], othersCount: 0, detail: SKILL }))).toBe(
      'Ava and Noah need help with C.12 Add fractions: three wrong answers in a row',
    );
  });

  it.each<[Partial<NotificationView>, string]>([
    [{ kind: 'proficient', detail: SKILL }, 'Ava reached proficiency in C.12 Add fractions'],
    [{ kind: 'message_confused', detail: { reaction: 'confused', messageExcerpt: 'Page 12 now' } }, 'Ava answered “Confused” to your message “Page 12 now”'],
    [{ kind: 'message_confused', detail: { reaction: 'no', messageExcerpt: 'Done?' } }, 'Ava answered “No” to your message “Done?”'],
    [{ kind: 'focus_opted_out', detail: { focusSessionId: 3 } }, 'Ava left your focus session'],
    [{ kind: 'sign_in_guessing', detail: { failedAttempts: 5 } }, 'Repeated failed sign-ins on the account of Ava'],
    [{ kind: 'class_roster_changed', detail: { className: 'Grade 4 Room 12', change: 'added' } }, 'Ava was added to Grade 4 Room 12'],
    [{ kind: 'class_roster_changed', detail: { className: 'Grade 4 Room 12', change: 'removed' } }, 'Ava was removed from Grade 4 Room 12'],
    [{ kind: 'live_message', students: [], detail: { teacherName: 'Ms. Rivera', messageExcerpt: 'Hello' } }, 'Ms. Rivera sent you a message: “Hello”'],
    [{ kind: 'focus_session', students: [], detail: { teacherName: 'Ms. Rivera' } }, 'Ms. Rivera started a focus session for you'],
    [{ kind: 'room_invitation', students: [], detail: {} }, 'Your teacher invited you to a group jam'],
    [{ kind: 'child_mastered', detail: SKILL }, 'Ava mastered C.12 Add fractions'],
    [{ kind: 'child_week_practice', detail: { weekStart: '2030-03-04', minutesPractised: 42 } }, 'Ava practised for 42 minutes in the week of March 4'],
    [
      { kind: 'assessment_window', students: [], detail: { assessmentType: 'MATH_SCREENER', phase: 'closing', dueDate: '2030-05-20' } },
      'The math screener is due on May 20',
    ],
    [
      { kind: 'assessment_window', students: [], detail: { assessmentType: 'ELA_BENCHMARK', phase: 'opening', startDate: '2030-05-01' } },
      'The ELA benchmark window opens on May 1',
    ],
  ])('%j → %s', (overrides, expected) => {
    expect(en(notification('n', { students: [AVA], othersCount: 0, ...overrides }))).toBe(expected);
  });

  it('is written in Spanish for a Spanish-speaking user', () => {
    expect(es(notification('n', { kind: 'mastered', students: [AVA], othersCount: 4, detail: SKILL }))).toBe('Ava y 4 más dominaron C.12 Add fractions');
    expect(es(notification('n', { kind: 'needs_help', students: [AVA], othersCount: 0, detail: SKILL }))).toBe(
      'Ava necesita ayuda con C.12 Add fractions: tres respuestas incorrectas seguidas',
    );
  });

  it('has the same keys in English and Spanish', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix];
    const englishKeys = keys(notificationsMessages).sort();
    expect(englishKeys.length).toBeGreaterThan(40);
    expect(keys(notificationsSpanishMessages).sort()).toEqual(englishKeys);
  });

  it('says how long ago', () => {
    const now = Date.parse('2030-01-01T12:00:00.000Z');
    expect(relativeTime('2030-01-01T11:59:40.000Z', now, 'en')).toBe('now');
    expect(relativeTime('2030-01-01T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2030-01-01T09:00:00.000Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2029-12-31T10:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2030-01-01T11:55:00.000Z', now, 'es')).toBe('hace 5 minutos');
  });
});

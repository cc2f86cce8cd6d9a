import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { NOTIFICATION_KINDS, notificationKindsOf, notifications, notificationStreams, type NotificationCommand, type NotificationEvent } from './notifications';

const spec = deciderSpecification(notifications);
const now = new Date('2026-11-02T09:00:00.000Z');
const teacher = { userId: 'u_ms_rivera', role: 'teacher' };
const student = { userId: 'u_ava_b', role: 'student' };
const parent = { userId: 'u_park', role: 'parent' };
const administrator = { userId: 'u_admin_lee', role: 'school_administrator' };
const child = { userId: 'u_mina', role: 'child' };

const mute = (actor: { userId: string; role: string }, kind: string, studentUserId: string | null = null, reachable: string[] = ['u_ava_b']): NotificationCommand => ({
  type: 'MuteNotifications',
  data: { actor, kind, studentUserId, reachableStudentUserIds: new Set(reachable), now },
});
const unmute = (actor: { userId: string; role: string }, kind: string, studentUserId: string | null = null): NotificationCommand => ({
  type: 'UnmuteNotifications',
  data: { actor, kind, studentUserId, reachableStudentUserIds: new Set(), now },
});
const muted = (userId: string, kind: (typeof NOTIFICATION_KINDS)[number], studentUserId: string | null = null): NotificationEvent => ({
  type: 'NotificationsMuted',
  data: { userId, kind, studentUserId, mutedAt: now.toISOString() },
});

describe('muting notifications', () => {
  it('mutes a kind of the actor’s own for every student', () => {
    spec.given([]).when(mute(teacher, 'mastered')).then([muted('u_ms_rivera', 'mastered')]);
    spec.given([]).when(mute(student, 'live_message')).then([muted('u_ava_b', 'live_message')]);
    spec.given([]).when(mute(parent, 'child_week_practice')).then([muted('u_park', 'child_week_practice')]);
    spec.given([]).when(mute(administrator, 'assessment_window')).then([muted('u_admin_lee', 'assessment_window')]);
  });

  it('lets a teacher mute a kind for one of their students only', () => {
    spec.given([]).when(mute(teacher, 'needs_help', 'u_ava_b')).then([muted('u_ms_rivera', 'needs_help', 'u_ava_b')]);
    spec.given([]).when(mute(teacher, 'needs_help', 'u_kai_w')).thenThrows('notifications.student_not_in_reach', 403);
  });

  it('keeps per-student mutes for teachers', () => {
    spec.given([]).when(mute(parent, 'child_mastered', 'u_mina')).thenThrows('notifications.per_student_teachers_only', 403);
    spec.given([]).when(mute(administrator, 'message_confused', 'u_ava_b')).thenThrows('notifications.per_student_teachers_only', 403);
  });

  it('refuses an unknown kind (400) and another role’s kind (403)', () => {
    spec.given([]).when(mute(teacher, 'everything')).thenThrows('notifications.unknown_kind', 400);
    spec.given([]).when(unmute(teacher, 'everything')).thenThrows('notifications.unknown_kind', 400);
    spec.given([]).when(mute(student, 'mastered')).thenThrows('notifications.not_your_kind', 403);
    spec.given([]).when(mute(teacher, 'live_message')).thenThrows('notifications.not_your_kind', 403);
    spec.given([]).when(mute(child, 'live_message')).thenThrows('notifications.not_your_kind', 403);
  });

  it('appends nothing for a mute already in place', () => {
    spec.given([muted('u_ms_rivera', 'mastered')]).when(mute(teacher, 'mastered')).then([]);
    // A per-student mute and the kind's mute for everyone are different mutes.
    spec.given([muted('u_ms_rivera', 'mastered', 'u_ava_b')]).when(mute(teacher, 'mastered')).then([muted('u_ms_rivera', 'mastered')]);
  });

  it('unmutes (the undo) what is muted, and nothing else', () => {
    const unmuted: NotificationEvent = { type: 'NotificationsUnmuted', data: { userId: 'u_ms_rivera', kind: 'mastered', studentUserId: 'u_ava_b', unmutedAt: now.toISOString() } };
    spec.given([muted('u_ms_rivera', 'mastered', 'u_ava_b')]).when(unmute(teacher, 'mastered', 'u_ava_b')).then([unmuted]);
    spec.given([muted('u_ms_rivera', 'mastered', 'u_ava_b'), unmuted]).when(unmute(teacher, 'mastered', 'u_ava_b')).then([]);
    spec.given([muted('u_ms_rivera', 'mastered')]).when(unmute(teacher, 'mastered', 'u_ava_b')).then([]);
    spec.given([muted('u_ms_rivera', 'mastered', 'u_ava_b'), unmuted]).when(mute(teacher, 'mastered', 'u_ava_b')).then([muted('u_ms_rivera', 'mastered', 'u_ava_b')]);
  });
});

describe('marking notifications read', () => {
  const markRead = (numUnreadNotifications: number): NotificationCommand => ({ type: 'MarkNotificationsRead', data: { actor: teacher, numUnreadNotifications, now } });

  it('marks everything up to now read when something is unread', () => {
    spec.given([]).when(markRead(3)).then([{ type: 'NotificationsRead', data: { userId: 'u_ms_rivera', readAt: now.toISOString() } }]);
  });

  it('appends nothing when nothing is unread', () => {
    spec.given([]).when(markRead(0)).then([]);
  });
});

describe('kinds by role', () => {
  it('gives every kind to some role, and family children none', () => {
    const given = new Set(['teacher', 'student', 'parent', 'school_administrator', 'district_administrator'].flatMap((role) => notificationKindsOf(role)));
    expect([...given].sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(notificationKindsOf('child')).toEqual([]);
    expect(notificationKindsOf('visitor')).toEqual([]);
  });

  it('names the stream after the user', () => {
    expect(notificationStreams.user('u_ava_b')).toBe('notifications:u_ava_b');
  });
});

import type { TFunction } from 'i18next';
import type { NotificationView } from '../../../events/notifications';
import { dateTimeFormat, listFormat, relativeTimeFormat } from '../../shared/i18n/intl-formats';

/**
 * A notification's sentence, made from its kind, students, `othersCount` and
 * `detail` (keys per kind in events/notifications.ts) with the user's
 * language: "Ava and 4 others mastered C.12 Add fractions".
 */

const K = 'notificationsWeb.text';

/** "Ava", "Ava and Noah", "Ava, Noah and 4 others" (the language's own list words). */
export function whoOf(notification: Pick<NotificationView, 'students' | 'othersCount'>, t: TFunction, language: string): string {
  const names = notification.students.map((student) => student.displayName);
  if (notification.othersCount > 0) names.push(t('notificationsWeb.others', { count: notification.othersCount }));
  if (names.length === 0) return t('notificationsWeb.someStudent');
  return listFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

/** How many people it is about (for the verb: "needs" / "need"). */
const peopleCount = (notification: NotificationView) => Math.max(1, notification.students.length + notification.othersCount);

const text = (detail: NotificationView['detail'], key: string): string | null => {
  const value = detail[key];
  return typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;
};
const number = (detail: NotificationView['detail'], key: string): number | null => {
  const value = detail[key];
  return typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
};

/** "C.12 Add fractions", or the part there is. */
function skillOf(detail: NotificationView['detail'], t: TFunction): string {
  const skill = [text(detail, 'skillCode'), text(detail, 'skillName')].filter((part) => part !== null).join(' ');
  return skill === '' ? t('notificationsWeb.aSkill') : skill;
}

/** A YYYY-MM-DD date as the language writes a month and day ("March 4"). */
export function calendarDate(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

export function notificationText(notification: NotificationView, t: TFunction, language: string): string {
  const { detail } = notification;
  const who = whoOf(notification, t, language);
  const count = peopleCount(notification);
  const teacher = text(detail, 'teacherName') ?? t(`${K}.yourTeacher`);
  switch (notification.kind) {
    case 'needs_help':
    case 'proficient':
    case 'mastered':
    case 'child_mastered':
      return t(`${K}.${notification.kind}`, { who, count, skill: skillOf(detail, t) });
    case 'focus_opted_out':
    case 'sign_in_guessing':
      return t(`${K}.${notification.kind}`, { who, count });
    case 'message_confused': {
      const reaction = text(detail, 'reaction') === 'no' ? 'no' : 'confused';
      return t(`${K}.message_confused.${reaction}`, { who, count, excerpt: text(detail, 'messageExcerpt') ?? '' });
    }
    case 'class_roster_changed': {
      const change = text(detail, 'change') === 'removed' ? 'removed' : 'added';
      return t(`${K}.class_roster_changed.${change}`, { who, count, className: text(detail, 'className') ?? '' });
    }
    case 'live_message': {
      const excerpt = text(detail, 'messageExcerpt');
      return excerpt === null ? t(`${K}.live_message_plain`) : t(`${K}.live_message`, { teacher, excerpt });
    }
    case 'focus_session':
    case 'room_invitation':
      return t(`${K}.${notification.kind}`, { teacher });
    case 'child_week_practice': {
      const week = text(detail, 'weekStart');
      return t(`${K}.child_week_practice`, { who, count: number(detail, 'minutesPractised') ?? 0, week: week === null ? '' : calendarDate(week, language) });
    }
    case 'assessment_window': {
      const type = text(detail, 'assessmentType');
      const assessment = type === null ? t(`${K}.anAssessment`) : t(`${K}.assessmentTypes.${type}`, { defaultValue: type });
      const phase = text(detail, 'phase');
      const known = phase === 'opening' || phase === 'cancelled' ? phase : 'closing';
      const day = known === 'opening' ? text(detail, 'startDate') : text(detail, 'dueDate');
      return t(`${K}.assessment_window.${known}`, { assessment, date: day === null ? '' : calendarDate(day, language) });
    }
    default: {
      const _exhaustive: never = notification.kind;
      return _exhaustive;
    }
  }
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now": how long ago `iso` was at `now` (epoch ms). */
export function relativeTime(iso: string, now: number, language: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  if (!Number.isFinite(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

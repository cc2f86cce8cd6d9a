import type { TFunction } from 'i18next';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

// How every report (teacher, administrator, progress) writes its figures.

/** Minutes, rounded, from seconds. */
export const minutesOf = (seconds: number) => Math.round(seconds / 60);
/** "12 min". */
export const formatMinutes = (t: TFunction, seconds: number) => t('reports.units.minutes', { count: minutesOf(seconds) });

/** A whole percentage of `part` in `whole`; null when whole is 0. */
export const percentOf = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 100));
/** "30%", or "—" for none. */
export const formatPercent = (t: TFunction, value: number | null) => (value === null ? t('reports.units.none') : t('reports.units.percent', { value }));

/** A class's grade ("Grade 4"), or "No class" for students in none (administrator reports). */
export const classGradeText = (t: TFunction, grade: number | null) => (grade === null ? t('adminReports.noClass') : t(...gradeLabel(grade)));

/** A skill as a report cell names it: "A.3 Add two numbers". */
export const skillLabel = (skill: { code: string | null; name: string }) => (skill.code ? `${skill.code} ${skill.name}` : skill.name);

/** A local date-time of an ISO instant in the school's time zone ("Nov 6, 11:30 PM"). */
export function formatInstant(at: string, timeZone: string, locale?: string): string {
  return dateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(at));
}

/**
 * Chart labels for skills, one per skill and never twice (issue 34: a code such as "A.1" repeats across
 * subjects and grades): the skill's name; with its subject ("Main idea · Language arts") when the chart
 * mixes subjects; with its code too when two skills still share a label.
 */
export function chartSkillLabels(t: TFunction, skills: readonly { permacode: string; code: string | null; name: string; subject: string }[]): Map<string, string> {
  const mixed = new Set(skills.map((skill) => skill.subject)).size > 1;
  const named = skills.map((skill) => ({ skill, label: mixed ? `${skill.name} · ${t(`curriculum.subject.${skill.subject}`)}` : skill.name }));
  const uses = new Map<string, number>();
  for (const { label } of named) uses.set(label, (uses.get(label) ?? 0) + 1);
  const labels = new Map<string, string>();
  for (const { skill, label } of named) {
    const unique = (uses.get(label) ?? 0) > 1 ? `${skill.code ?? skill.permacode} ${label}` : label;
    labels.set(skill.permacode, labels.has(skill.permacode) ? labels.get(skill.permacode)! : unique);
  }
  return labels;
}

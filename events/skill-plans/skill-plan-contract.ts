import { daysBetween, isCalendarDay } from '../reports/report-ranges';

// Skill plans' limits and date rules (issue 29 item 2, docs/skill-plans.md), values the
// browser's editor imports too (docs/architecture.md "Boundaries"): this module imports at
// run time nothing but another of those modules (report-ranges' calendar days).

/** A plan's name and a unit's name: 1–100 characters once trimmed. */
export const MAX_PLAN_NAME_LENGTH = 100;
export const MAX_UNIT_NAME_LENGTH = 100;
/** At most 30 units in a plan, at least one. */
export const MAX_UNITS = 30;
/** At most 60 skills in a unit, at least one. */
export const MAX_SKILLS_PER_UNIT = 60;
/** The longest unit: one school year. */
export const MAX_UNIT_DAYS = 366;
/** A catalogue permacode (`/skills/<permacode>`: 1–16 letters and digits). */
export const PERMACODE_PATTERN = /^[A-Za-z0-9]{1,16}$/;
/** The body of a create or a revision: 30 units × 60 skills fit well under it (docs/skill-plans.md). */
export const SKILL_PLAN_BODY_LIMIT = 64 * 1024;

/** A unit's dates as the teacher writes them: ISO calendar days, both included. */
export interface UnitDates {
  startsOn: string;
  endsOn: string;
}

/** The first rule a unit's dates break, as an error key; null when they are fine. */
export function unitDatesProblem(unit: UnitDates): string | null {
  if (!isCalendarDay(unit.startsOn) || !isCalendarDay(unit.endsOn)) return 'skill_plans.invalid_date';
  if (unit.endsOn < unit.startsOn) return 'skill_plans.unit_ends_before_start';
  if (daysBetween(unit.startsOn, unit.endsOn) + 1 > MAX_UNIT_DAYS) return 'skill_plans.unit_too_long';
  return null;
}

/** The indexes of the first two units whose days overlap (a day in both), or null. */
export function overlappingUnits(units: readonly UnitDates[]): [number, number] | null {
  for (let a = 0; a < units.length; a++) {
    for (let b = a + 1; b < units.length; b++) {
      if (units[a]!.startsOn <= units[b]!.endsOn && units[b]!.startsOn <= units[a]!.endsOn) return [a, b];
    }
  }
  return null;
}

/** The unit a day falls in (start and end both included), or null. */
export function unitOn<T extends UnitDates>(units: readonly T[], day: string): T | null {
  return units.find((unit) => unit.startsOn <= day && day <= unit.endsOn) ?? null;
}

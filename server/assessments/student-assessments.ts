import { addDays, assessmentKind, type AssessmentType } from '../../events/assessment-windows';
import { LEVELUP_IDS, sparkSittingItem, windowAssessmentId, type AssessmentFacts, type SittingItem, type StudentPlacement } from '../../events/assessments';
import { benchmarkForm, checkpointForm, commonAssessmentForm, flexForm, screenerForm, type FormItem } from '../../events/diagnostics/assessment-forms';
import { strandOfSkill } from '../../events/diagnostics/recommendations';
import type { AssessmentWindowRow } from '../../projections/assessment-windows';
import type { AssessmentDefinition } from '../../projections/assessments';
import type { DirectoryUser } from '../../projections/school-directory';
import type { FeatureLog } from '../features/feature-log';
import type { DiagnosticCatalogueSkill } from './diagnostic-skills';

// Which assessments a student has (issue 30 item 1, docs/diagnostics.md "Which assessments"), derived from
// the read models, no write of its own: her school's assessment windows (`window-<windowId>`, a screener or
// a benchmark by its type, the form for her grade), LevelUp in math and ELA (`levelup-math`, `levelup-ela`,
// always open), the checkpoints of her classes, the Flex snapshots of her school and grade, and the common
// assessments of her school (and grade) or of one of her classes.

type Log = FeatureLog<'assessments' | 'assessmentWindows' | 'directory'>;

/** A window's titles (the server's English; the player shows the title as given). */
export const WINDOW_TITLES: Readonly<Record<AssessmentType, string>> = {
  MATH_SCREENER: 'Math screener',
  MATH_BENCHMARK: 'Math benchmark',
  ELA_FOUNDATIONS_SCREENER: 'ELA foundations screener',
  ELA_COMPREHENSION_SCREENER: 'ELA comprehension screener',
  ELA_BENCHMARK: 'ELA benchmark',
  ELA_READING_BENCHMARK: 'ELA reading benchmark',
  ELA_WRITING_BENCHMARK: 'ELA writing benchmark',
};
export const LEVELUP_TITLES = { math: 'LevelUp Math diagnostic', ela: 'LevelUp ELA diagnostic' } as const;

/** A window's calendar days by the server's clock (UTC): from the start date's midnight to the midnight after the due date. */
export function windowTimes(window: Pick<AssessmentWindowRow, 'startDate' | 'dueDate'>): { opensAt: string; closesAt: string } {
  return { opensAt: `${window.startDate}T00:00:00.000Z`, closesAt: `${addDays(window.dueDate, 1)}T00:00:00.000Z` };
}

/** An assessment as the player and the progress page need it, with who it is assigned to. */
export interface KnownAssessment extends Omit<AssessmentFacts, 'assigned'> {
  window: AssessmentWindowRow | null;
  definition: AssessmentDefinition | null;
  /** Whether a student (her school, grade, classes) is assigned it. */
  assigns(student: { userId: string; schoolId: string | null; grade: number | null }): boolean;
  /** Its form for a grade (null: LevelUp, adaptive). */
  form(grade: number | null, skills: readonly DiagnosticCatalogueSkill[]): FormItem[] | null;
  /** A common assessment's questions as sitting items (the form's `spark` items); empty for every other kind. */
  sparkItems: SittingItem[];
}

const WINDOW_ID = /^window-([A-Za-z0-9_-]{1,100})$/;

/** The assessment an id names, or null for an unknown id. */
export function knownAssessment(log: Log, assessmentId: string): KnownAssessment | null {
  const { assessments, assessmentWindows } = log.queries;
  for (const subject of ['math', 'ela'] as const) {
    if (assessmentId !== LEVELUP_IDS[subject]) continue;
    return { assessmentId, kind: 'levelup', title: LEVELUP_TITLES[subject], subject, assessmentType: null, opensAt: null, closesAt: null, window: null, definition: null, assigns: () => true, form: () => null, sparkItems: [] };
  }
  const windowMatch = WINDOW_ID.exec(assessmentId);
  if (windowMatch) {
    const window = assessmentWindows.windowById(windowMatch[1]!);
    if (!window) return null;
    const kind = assessmentKind(window.assessmentType) === 'benchmark' ? 'benchmark' : 'screener';
    return {
      assessmentId,
      kind,
      title: WINDOW_TITLES[window.assessmentType],
      subject: window.subject,
      assessmentType: window.assessmentType,
      ...windowTimes(window),
      window,
      definition: null,
      sparkItems: [],
      assigns: (student) => student.schoolId !== null && window.schoolIds.includes(student.schoolId),
      form: (grade) => (kind === 'benchmark' ? benchmarkForm(window.assessmentType, grade ?? 4, window.startDate) : screenerForm(window.assessmentType, grade ?? 4)),
    };
  }
  const definition = assessments.definition(assessmentId);
  if (!definition) return null;
  const common = { assessmentId, title: definition.title, subject: definition.subject, assessmentType: null, opensAt: definition.opensAt, closesAt: definition.closesAt, window: null, definition, sparkItems: [] };
  if (definition.kind === 'checkpoint') {
    return {
      ...common,
      kind: 'checkpoint',
      assigns: (student) => assessments.isAssignee(assessmentId, student.userId),
      form: (_grade, skills) => {
        const byPermacode = new Map(skills.map((skill) => [skill.permacode, skill]));
        return checkpointForm(definition.permacodes.map((permacode) => {
          const skill = byPermacode.get(permacode);
          return { permacode, grade: skill?.grade ?? definition.grade, strand: skill ? strandOfSkill(skill) : null };
        }));
      },
    };
  }
  if (definition.kind === 'common') {
    const classIds = new Set(definition.classIds);
    return {
      ...common,
      kind: 'common',
      // Classes: a student of one of them. Schools: a student of one of them (of the grade, when one was chosen).
      assigns: (student) =>
        classIds.size > 0
          ? log.queries.directory.classesOfStudent(student.userId).some((each) => classIds.has(each.classId))
          : student.schoolId !== null && definition.schoolIds.includes(student.schoolId) && (definition.grade === null || student.grade === definition.grade),
      form: () => commonAssessmentForm(definition.questions),
      sparkItems: definition.questions.map((question) => sparkSittingItem(question, definition.subject)),
    };
  }
  return {
    ...common,
    kind: 'flex',
    assigns: (student) => student.schoolId !== null && definition.schoolIds.includes(student.schoolId) && student.grade !== null && definition.grades.includes(student.grade),
    form: (grade) => flexForm(definition.subject, grade ?? 4),
  };
}

/** The student's grade (her highest class's), school, classes and their teachers. */
export function placementOf(log: Log, student: DirectoryUser): StudentPlacement {
  const classes = log.queries.directory.classesOfStudent(student.userId);
  return { grade: classes[0]?.grade ?? null, schoolId: student.schoolId, classIds: classes.map((each) => each.classId), teacherUserIds: log.queries.directory.teachersOfStudent(student.userId) };
}

/** Every assessment of the student's, open or not: LevelUp, her school's windows (due in the last 30 days or later), her checkpoints, her school's Flex snapshots and common assessments. */
export function assessmentsOfStudent(log: Log, student: DirectoryUser, grade: number | null, today: string): KnownAssessment[] {
  const { assessments, assessmentWindows } = log.queries;
  const ids: string[] = [LEVELUP_IDS.math, LEVELUP_IDS.ela];
  if (student.schoolId !== null) {
    ids.push(...assessmentWindows.windowsOfSchools([student.schoolId], today).map((window) => windowAssessmentId(window.windowId)));
    ids.push(...assessments.flexOfSchool(student.schoolId).map((flex) => flex.assessmentId));
    ids.push(...assessments.commonOfSchool(student.schoolId).map((each) => each.assessmentId));
  }
  ids.push(...assessments.checkpointsOf(student.userId).map((checkpoint) => checkpoint.assessmentId));
  const who = { userId: student.userId, schoolId: student.schoolId, grade };
  return [...new Set(ids)].flatMap((assessmentId) => {
    const known = knownAssessment(log, assessmentId);
    return known && known.assigns(who) ? [known] : [];
  });
}

/** Whether the window is open at `now` (LevelUp always). */
export function isOpenAt(assessment: Pick<AssessmentFacts, 'opensAt' | 'closesAt'>, now: Date): boolean {
  return (assessment.opensAt === null || Date.parse(assessment.opensAt) <= now.getTime()) && (assessment.closesAt === null || now.getTime() < Date.parse(assessment.closesAt));
}

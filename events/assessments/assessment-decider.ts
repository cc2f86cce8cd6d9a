import { type StrandAnswer } from '../diagnostics/adaptive-rule';
import { DomainError } from '../log/domain-error';
import { generateQuestion, isCorrectResponse, MissingQuestionBankError, type QuestionLevel } from '../practice/question-engine';
import { isCorrectSparkAnswer } from '../spark-studio';
import { ASSESSMENT_LIMITS, type AssessmentTakeKind } from './assessment-contract';
import type { AssessmentEvent, AssessmentStartedData, CommonQuestion, SittingItem } from './assessment-events';
import { onScale, sittingResult, type SittingAnswer } from './sitting-result';

// Assessments' decider (issue 30 items 1–4, docs/diagnostics.md). Two kinds of stream:
// - `assessment:<assessmentId>`: AssignCheckpoint, ScheduleFlex, AssignCommonAssessment (the assessment's definition);
// - `assessment-sitting:<assessmentId>:<studentUserId>`: StartAssessment, AnswerAssessment. The assessment's
//   facts (kind, window, whether it is assigned to the student) are the route's, from the read models; the
//   sitting's own state (its questions, answers, whether it finished) is the stream's.
// Time is the command's `now` (the server's clock). Pure. Assessments never change SmartScore (CLARIFICATIONS).

type Actor = { userId: string; role: string };
type Subject = 'math' | 'ela';

/** An assessment as the route found it for the student. */
export interface AssessmentFacts {
  assessmentId: string;
  kind: AssessmentTakeKind;
  title: string;
  subject: Subject;
  /** A window's type (MATH_SCREENER …), else null. */
  assessmentType: string | null;
  /** The window by the server's clock; null for LevelUp (always open). */
  opensAt: string | null;
  closesAt: string | null;
  /** Whether the assessment is the student's (her school's window, her class's checkpoint …). */
  assigned: boolean;
}

/** The student's grade, school, classes and their teachers when the sitting starts. */
export interface StudentPlacement {
  grade: number | null;
  schoolId: string | null;
  classIds: readonly string[];
  teacherUserIds: readonly string[];
}

export type AssessmentCommand =
  | {
      type: 'AssignCheckpoint';
      data: {
        assessmentId: string;
        teacher: Actor;
        /** The class as the directory has it, with its teacher; null when unknown. */
        classInfo: { classId: string; teacherUserId: string | null; schoolId: string | null; grade: number } | null;
        title: string;
        /** The chosen skills the catalogue knows (unknown ones are 404 at the route). */
        skills: readonly { permacode: string; subject: string }[];
        studentUserIds: readonly string[];
        opensAt: Date;
        closesAt: Date;
        now: Date;
      };
    }
  | {
      type: 'ScheduleFlex';
      data: {
        assessmentId: string;
        administrator: Actor;
        administeredSchoolIds: ReadonlySet<string>;
        schoolIds: readonly string[];
        subject: Subject;
        grades: readonly number[];
        title: string;
        opensAt: Date;
        closesAt: Date;
        now: Date;
      };
    }
  | {
      type: 'AssignCommonAssessment';
      data: {
        assessmentId: string;
        administrator: Actor;
        /** The schools the administrator administers (a district's, or a school administrator's own). */
        administeredSchoolIds: ReadonlySet<string>;
        /** The classes of those schools, each with its school. */
        administeredClasses: ReadonlyMap<string, string>;
        /** The Spark Studio set as its read model has it (null: missing or deleted). */
        set: { questionSetId: string; authorUserId: string; title: string; questions: readonly CommonQuestion[] } | null;
        /** The title asked for; null or blank: the set's title. */
        title: string | null;
        subject: Subject;
        schoolIds: readonly string[];
        classIds: readonly string[];
        grade: number | null;
        opensAt: Date;
        closesAt: Date;
        now: Date;
      };
    }
  | { type: 'StartAssessment'; data: { student: Actor; assessment: AssessmentFacts | null; placement: StudentPlacement; items: readonly SittingItem[]; now: Date } }
  | {
      type: 'AnswerAssessment';
      data: {
        student: Actor;
        assessment: AssessmentFacts | null;
        questionKey: string;
        response: string;
        /** LevelUp: the current question as the route drew it from the answers so far (a form's are in its start). */
        levelUpItem: SittingItem | null;
        now: Date;
      };
    };


export interface AssessmentState {
  defined: boolean;
  /** The latest sitting of the stream, or null before the first. */
  sitting: (AssessmentStartedData & { answers: SittingAnswer[]; finished: boolean }) | null;
  /** Every on-scale answer of every sitting of the stream (LevelUp's levels). */
  history: StrandAnswer[];
}

export const CHECKPOINT_MAX_SKILLS = 20;
export const MAX_ASSESSMENT_OPEN_DAYS = 366;

/** The key of question `number` of sitting `sitting`: `s1q3`. */
export function assessmentQuestionKey(sitting: number, number: number): string {
  return `s${sitting}q${number}`;
}

export function mayAssignCheckpoints(role: string): boolean {
  return role === 'teacher';
}
export function mayScheduleFlex(role: string): boolean {
  return role === 'school_administrator' || role === 'district_administrator';
}
/** Common assessments are assigned by district and school administrators (the same users as Flex). */
export const mayAssignCommonAssessments = mayScheduleFlex;

const initialState = (): AssessmentState => ({ defined: false, sitting: null, history: [] });

const collapse = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

function requireTitle(raw: string): string {
  const title = collapse(raw);
  if (title === '') throw new DomainError('assessments.title_required', 400);
  if (title.length > ASSESSMENT_LIMITS.title) throw new DomainError('assessments.title_too_long', 400);
  return title;
}
function requireTimes(opensAt: Date, closesAt: Date, now: Date): void {
  if (Number.isNaN(opensAt.getTime()) || Number.isNaN(closesAt.getTime()) || closesAt <= opensAt) throw new DomainError('assessments.invalid_times', 400);
  if (closesAt.getTime() - opensAt.getTime() > MAX_ASSESSMENT_OPEN_DAYS * 86_400_000) throw new DomainError('assessments.invalid_times', 400);
  if (closesAt <= now) throw new DomainError('assessments.closes_in_past', 400);
}

function requireAssigned(student: Actor, assessment: AssessmentFacts | null): AssessmentFacts {
  if (student.role !== 'student') throw new DomainError('assessments.not_assigned', 403);
  if (assessment === null || !assessment.assigned) throw new DomainError('assessments.not_assigned', 404);
  return assessment;
}
/** Inside the window by the server's clock: from opensAt (inclusive) to closesAt (exclusive). */
function requireOpen(assessment: AssessmentFacts, now: Date): void {
  if (assessment.opensAt !== null && now.getTime() < Date.parse(assessment.opensAt)) throw new DomainError('assessments.window_closed', 409);
  if (assessment.closesAt !== null && now.getTime() >= Date.parse(assessment.closesAt)) throw new DomainError('assessments.window_closed', 409);
}

function grade(item: SittingItem, response: string): boolean {
  if (item.spark) return isCorrectSparkAnswer(item.spark, response);
  try {
    const question = generateQuestion(item.engine, item.level as QuestionLevel, item.seed);
    return isCorrectResponse(question.accepts, response.trim());
  } catch (error) {
    if (error instanceof MissingQuestionBankError) throw new DomainError('assessments.unknown_skill', 404);
    throw error;
  }
}

function decideAssignCheckpoint(command: Extract<AssessmentCommand, { type: 'AssignCheckpoint' }>, state: AssessmentState): AssessmentEvent[] {
  const { assessmentId, teacher, classInfo, skills, opensAt, closesAt, now } = command.data;
  if (!mayAssignCheckpoints(teacher.role)) throw new DomainError('assessments.not_a_teacher', 403);
  if (classInfo === null || classInfo.teacherUserId !== teacher.userId) throw new DomainError('assessments.not_your_class', 403);
  const title = requireTitle(command.data.title);
  requireTimes(opensAt, closesAt, now);
  const permacodes = [...new Set(skills.map((skill) => skill.permacode))];
  if (permacodes.length === 0) throw new DomainError('assessments.no_skills', 400);
  if (permacodes.length > CHECKPOINT_MAX_SKILLS) throw new DomainError('assessments.too_many_skills', 400);
  const subjects = new Set(skills.map((skill) => skill.subject));
  const subject = [...subjects][0];
  if (subjects.size !== 1 || (subject !== 'math' && subject !== 'ela')) throw new DomainError('assessments.one_subject', 400);
  if (state.defined) throw new DomainError('assessments.assessment_exists', 409);
  return [
    {
      type: 'AssessmentCheckpointAssigned',
      data: {
        assessmentId,
        teacherUserId: teacher.userId,
        classId: classInfo.classId,
        schoolId: classInfo.schoolId,
        title,
        subject,
        grade: classInfo.grade,
        permacodes,
        studentUserIds: [...new Set(command.data.studentUserIds)],
        opensAt: opensAt.toISOString(),
        closesAt: closesAt.toISOString(),
        assignedAt: now.toISOString(),
      },
    },
  ];
}

function decideScheduleFlex(command: Extract<AssessmentCommand, { type: 'ScheduleFlex' }>, state: AssessmentState): AssessmentEvent[] {
  const { assessmentId, administrator, administeredSchoolIds, subject, opensAt, closesAt, now } = command.data;
  if (!mayScheduleFlex(administrator.role)) throw new DomainError('assessments.not_an_administrator', 403);
  const schoolIds = [...new Set(command.data.schoolIds)];
  if (schoolIds.length === 0) throw new DomainError('assessments.no_schools', 400);
  if (schoolIds.some((schoolId) => !administeredSchoolIds.has(schoolId))) throw new DomainError('assessments.not_your_school', 403);
  const grades = [...new Set(command.data.grades)].sort((a, b) => a - b);
  if (grades.length === 0 || grades.some((each) => !Number.isInteger(each) || each < 0 || each > 12)) throw new DomainError('assessments.invalid_grades', 400);
  const title = requireTitle(command.data.title);
  requireTimes(opensAt, closesAt, now);
  if (state.defined) throw new DomainError('assessments.assessment_exists', 409);
  return [
    {
      type: 'AssessmentFlexScheduled',
      data: { assessmentId, administratorUserId: administrator.userId, schoolIds, subject, grades, title, opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString(), scheduledAt: now.toISOString() },
    },
  ];
}

function decideAssignCommon(command: Extract<AssessmentCommand, { type: 'AssignCommonAssessment' }>, state: AssessmentState): AssessmentEvent[] {
  const { assessmentId, administrator, administeredSchoolIds, administeredClasses, set, subject, grade, opensAt, closesAt, now } = command.data;
  if (!mayAssignCommonAssessments(administrator.role)) throw new DomainError('assessments.not_an_administrator', 403);
  if (set === null) throw new DomainError('assessments.unknown_set', 404);
  if (set.authorUserId !== administrator.userId) throw new DomainError('assessments.not_your_set', 403);
  const chosenSchools = [...new Set(command.data.schoolIds)];
  const classIds = [...new Set(command.data.classIds)];
  // Exactly one of: schools (a district's, or the administrator's own) or classes of those schools.
  if ((chosenSchools.length === 0) === (classIds.length === 0)) throw new DomainError('assessments.no_targets', 400);
  if (chosenSchools.some((schoolId) => !administeredSchoolIds.has(schoolId))) throw new DomainError('assessments.not_your_school', 403);
  if (classIds.some((classId) => !administeredClasses.has(classId))) throw new DomainError('assessments.not_your_class', 403);
  if (grade !== null && (classIds.length > 0 || !Number.isInteger(grade) || grade < 0 || grade > 12)) throw new DomainError('assessments.invalid_grades', 400);
  const title = requireTitle(command.data.title?.trim() ? command.data.title : set.title);
  requireTimes(opensAt, closesAt, now);
  if (set.questions.length === 0) throw new DomainError('assessments.no_questions', 409);
  if (state.defined) throw new DomainError('assessments.assessment_exists', 409);
  const schoolIds = classIds.length > 0 ? [...new Set(classIds.map((classId) => administeredClasses.get(classId)!))] : chosenSchools;
  return [
    {
      type: 'CommonAssessmentAssigned',
      data: {
        assessmentId,
        administratorUserId: administrator.userId,
        questionSetId: set.questionSetId,
        title,
        subject,
        schoolIds,
        classIds,
        grade,
        questions: set.questions.map(({ questionId, kind, prompt, choices, answer }) => ({ questionId, kind, prompt, choices: [...choices], answer })),
        opensAt: opensAt.toISOString(),
        closesAt: closesAt.toISOString(),
        assignedAt: now.toISOString(),
      },
    },
  ];
}

function decideStart(command: Extract<AssessmentCommand, { type: 'StartAssessment' }>, state: AssessmentState): AssessmentEvent[] {
  const { student, placement, items, now } = command.data;
  const assessment = requireAssigned(student, command.data.assessment);
  const current = state.sitting;
  // A finished form stays finished (its view says so); a sitting in progress resumes: a second start never restarts it.
  if (current !== null && assessment.kind !== 'levelup' && current.finished) return [];
  requireOpen(assessment, now);
  if (current !== null && !current.finished) return [];
  const levelUp = assessment.kind === 'levelup';
  if (!levelUp && items.length === 0) throw new DomainError('assessments.no_questions', 409);
  return [
    {
      type: 'AssessmentStarted',
      data: {
        assessmentId: assessment.assessmentId,
        kind: assessment.kind,
        title: assessment.title,
        subject: assessment.subject,
        studentUserId: student.userId,
        teacherUserIds: [...placement.teacherUserIds],
        grade: placement.grade,
        schoolId: placement.schoolId,
        classIds: [...placement.classIds],
        assessmentType: assessment.assessmentType,
        sitting: (current?.sitting ?? 0) + 1,
        items: levelUp ? [] : items.map((item) => ({ ...item })),
        total: levelUp ? ASSESSMENT_LIMITS.levelUpSitting : items.length,
        opensAt: assessment.opensAt,
        closesAt: assessment.closesAt,
        startedAt: now.toISOString(),
      },
    },
  ];
}

function decideAnswer(command: Extract<AssessmentCommand, { type: 'AnswerAssessment' }>, state: AssessmentState): AssessmentEvent[] {
  const { student, questionKey, response, levelUpItem, now } = command.data;
  const assessment = requireAssigned(student, command.data.assessment);
  const sitting = state.sitting;
  if (sitting === null) throw new DomainError('assessments.not_started', 409);
  if (sitting.finished) throw new DomainError('assessments.already_finished', 409);
  requireOpen(assessment, now);
  const number = sitting.answers.length + 1;
  if (questionKey !== assessmentQuestionKey(sitting.sitting, number)) throw new DomainError('assessments.not_the_current_question', 400);
  if (response.trim() === '' || response.length > ASSESSMENT_LIMITS.response) throw new DomainError('assessments.invalid_response', 400);
  const item = sitting.kind === 'levelup' ? levelUpItem : (sitting.items[number - 1] ?? null);
  if (item === null) throw new DomainError('assessments.not_the_current_question', 400);
  const correct = grade(item, response);
  const at = now.toISOString();
  const common = { assessmentId: sitting.assessmentId, kind: sitting.kind, studentUserId: sitting.studentUserId, teacherUserIds: [...sitting.teacherUserIds], sitting: sitting.sitting };
  const events: AssessmentEvent[] = [
    { type: 'AssessmentQuestionAnswered', data: { ...common, subject: sitting.subject, questionKey, number, item: { ...item }, response, correct, answeredAt: at } },
  ];
  if (number < sitting.total) return events;
  const answers = [...sitting.answers, { item, questionKey, correct }];
  const history = [...state.history, ...onScale([{ item, questionKey, correct }])];
  events.push(
    { type: 'AssessmentFinished', data: { ...common, answered: answers.length, right: answers.filter((answer) => answer.correct).length, finishedAt: at } },
    { type: 'AssessmentResultRecorded', data: sittingResult(sitting, answers, history, at) },
  );
  return events;
}

export const assessments = {
  initialState,

  evolve(state: AssessmentState, event: AssessmentEvent): AssessmentState {
    switch (event.type) {
      case 'AssessmentCheckpointAssigned':
      case 'AssessmentFlexScheduled':
      case 'CommonAssessmentAssigned':
        return { ...state, defined: true };
      case 'AssessmentStarted':
        return { ...state, sitting: { ...event.data, answers: [], finished: false } };
      case 'AssessmentQuestionAnswered': {
        if (state.sitting === null) return state;
        const answer = { item: event.data.item, questionKey: event.data.questionKey, correct: event.data.correct };
        return { ...state, sitting: { ...state.sitting, answers: [...state.sitting.answers, answer] }, history: [...state.history, ...onScale([answer])] };
      }
      case 'AssessmentFinished':
        return state.sitting ? { ...state, sitting: { ...state.sitting, finished: true } } : state;
      case 'AssessmentResultRecorded':
        return state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command: AssessmentCommand, state: AssessmentState): AssessmentEvent[] {
    switch (command.type) {
      case 'AssignCheckpoint':
        return decideAssignCheckpoint(command, state);
      case 'ScheduleFlex':
        return decideScheduleFlex(command, state);
      case 'AssignCommonAssessment':
        return decideAssignCommon(command, state);
      case 'StartAssessment':
        return decideStart(command, state);
      case 'AnswerAssessment':
        return decideAnswer(command, state);
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const assessmentStreams = {
  assessment: (assessmentId: string) => `assessment:${assessmentId}`,
  sitting: (assessmentId: string, studentUserId: string) => `assessment-sitting:${assessmentId}:${studentUserId}`,
};

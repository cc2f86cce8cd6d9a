import { z } from 'zod';
import { entityId as id, subject } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import type { PracticeSkill } from './practice/question-engine';
import { guessText, isCorrectRoomAnswer, MAX_GUESSES, MAX_GUESS_LENGTH, posedQuestionSchema, skillRoomQuestion, type PosedQuestion } from './same-question-mode/room-question';

import { MAX_REVIEW_SKILLS, MAX_REVIEW_STUDENTS, reviewEndReasons, type ReviewEndReason } from './instant-review/review-contract';
export * from './instant-review/review-contract';

// Instant review (issue 12; spec §1, §2.22, §3, §4, §7; docs/instant-review.md): a
// teacher reviews, live, the skills their students missed. Every invited student
// answers the same question on their device; the teacher's projector page shows the
// tally. The teacher jumps levels, moves to the next skill, edits the skill list,
// ends, or turns the review into a group jam. Stream `instant-review:<qrmSessionId>`.
// Answers here are the review's own events: they never touch a SmartScore.
// Questions, grading and tallies reuse same-question mode's (events/same-question-mode/).

// ---------------------------------------------------------------------------
// The write side.

const at = z.iso.datetime();
const level = z.number().int().min(1).max(5);
const reviewSkill = z.object({
  skillId: z.number().int(),
  permacode: z.string().min(1).max(16),
  code: z.string(),
  name: z.string(),
  /** What the question engine takes. */
  engine: z.object({ subject, grade: z.number().int().min(0).max(12), topic: z.string(), name: z.string() }),
  level,
});
export type ReviewSkill = z.infer<typeof reviewSkill>;
const audience = { qrmSessionId: id, teacherUserId: id, studentUserIds: z.array(id) };

export const QuestionReviewStarted = defineEvent({
  type: 'QuestionReviewStarted',
  schemaVersion: 1,
  schema: z.object({
    qrmSessionId: id,
    teacherUserId: id,
    teacherDisplayName: z.string(),
    students: z.array(z.object({ studentUserId: id, displayName: z.string() })).min(1),
    skills: z.array(reviewSkill).min(1).max(MAX_REVIEW_SKILLS),
    /** The missed skills the teacher chose from (permacodes), for editing the list later. */
    candidateSkillIds: z.array(z.string().max(16)).max(200),
    startedAt: at,
  }),
});

export const QuestionReviewQuestionPosed = defineEvent({
  type: 'QuestionReviewQuestionPosed',
  schemaVersion: 1,
  schema: z.object({ ...audience, /** The skill the question is of (the review's list may change later). */ skill: reviewSkill, posed: posedQuestionSchema, posedAt: at }),
});

export const QuestionReviewResponseSubmitted = defineEvent({
  type: 'QuestionReviewResponseSubmitted',
  schemaVersion: 1,
  schema: z.object({
    qrmSessionId: id,
    teacherUserId: id,
    studentUserId: id,
    questionNumber: z.number().int().min(1),
    permacode: z.string().min(1).max(16),
    guesses: z.array(z.string().max(MAX_GUESS_LENGTH)).min(1).max(MAX_GUESSES),
    correct: z.boolean(),
    answeredAt: at,
  }),
});

export const QuestionReviewSkillListUpdated = defineEvent({
  type: 'QuestionReviewSkillListUpdated',
  schemaVersion: 1,
  schema: z.object({ ...audience, skills: z.array(reviewSkill).min(1).max(MAX_REVIEW_SKILLS), updatedAt: at }),
});

export const QuestionReviewEnded = defineEvent({
  type: 'QuestionReviewEnded',
  schemaVersion: 1,
  schema: z.object({ ...audience, reason: z.enum(reviewEndReasons), endedAt: at }),
});

export const instantReviewEvents = [QuestionReviewStarted, QuestionReviewQuestionPosed, QuestionReviewResponseSubmitted, QuestionReviewSkillListUpdated, QuestionReviewEnded] as const;
export type InstantReviewEvent = EventOf<(typeof instantReviewEvents)[number]>;

type Actor = { userId: string; role: string };

/** A skill as the route resolved it from the catalogue (practisable), at the level asked for. */
export interface ResolvedReviewSkill {
  skillId: number;
  permacode: string;
  code: string;
  name: string;
  engine: PracticeSkill;
  level: number;
}

export type InstantReviewCommand =
  | {
      type: 'StartQuestionReview';
      data: {
        qrmSessionId: string;
        teacher: Actor & { displayName: string };
        studentUserIds: string[];
        studentDisplayNames: Readonly<Record<string, string>>;
        /** The students of the teacher's own classes. */
        reachableStudentUserIds: ReadonlySet<string>;
        /** The review this teacher has open now, if any: one at a time. */
        openSessionId: string | null;
        skills: ResolvedReviewSkill[];
        candidateSkillIds: string[];
        now: Date;
      };
    }
  | { type: 'SubmitReviewResponse'; data: { student: Actor; questionNumber: number; guesses: string[]; now: Date } }
  | { type: 'JumpAndPose'; data: { teacher: Actor; numLevelsToJump: number; nextQuestionNumber: number; now: Date } }
  | { type: 'PoseNextReviewSkill'; data: { teacher: Actor; skill: ResolvedReviewSkill; nextQuestionNumber: number; now: Date } }
  | { type: 'UpdateReviewSkillList'; data: { teacher: Actor; skills: ResolvedReviewSkill[]; now: Date } }
  | { type: 'EndQuestionReview'; data: { teacher: Actor; reason: ReviewEndReason; now: Date } };

export interface ReviewCurrentQuestion {
  skill: ReviewSkill;
  posed: PosedQuestion;
  responses: ReadonlyMap<string, { guesses: string[]; correct: boolean }>;
}

export interface InstantReviewState {
  qrmSessionId: string | null;
  teacherUserId: string;
  teacherDisplayName: string;
  students: ReadonlyMap<string, string>;
  skills: readonly ReviewSkill[];
  candidateSkillIds: readonly string[];
  current: ReviewCurrentQuestion | null;
  ended: ReviewEndReason | null;
}

/** Spec §6: teachers review questions live, with their own students. */
export function mayRunInstantReview(role: string): boolean {
  return role === 'teacher';
}

/** Jumps of up to four levels either way (the level stays 1–5). */
export const MAX_LEVEL_JUMP = 4;

/** The key a student answers a review question under: the session and the question's number. */
export function reviewQuestionKey(qrmSessionId: string, questionNumber: number): string {
  return `${qrmSessionId}.${questionNumber}`;
}

/** The session and question a key names; null for anything else. */
export function parseReviewQuestionKey(questionKey: string): { qrmSessionId: string; questionNumber: number } | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([1-9][0-9]{0,8})$/.exec(questionKey);
  return match ? { qrmSessionId: match[1]!, questionNumber: Number(match[2]) } : null;
}

/** The seed of a review's question: its session and number, so every replay poses the same question. */
const reviewSeedId = (qrmSessionId: string) => `review-${qrmSessionId}`;

const recordedSkill = (skill: ResolvedReviewSkill): ReviewSkill => ({
  skillId: skill.skillId,
  permacode: skill.permacode,
  code: skill.code,
  name: skill.name,
  engine: { subject: skill.engine.subject, grade: skill.engine.grade, topic: skill.engine.topic, name: skill.engine.name },
  level: Math.min(5, Math.max(1, Math.round(skill.level))),
});

function posedQuestion(state: { qrmSessionId: string }, skill: ReviewSkill | ResolvedReviewSkill, questionLevel: number, questionNumber: number): PosedQuestion {
  return skillRoomQuestion(skill.engine as PracticeSkill, questionLevel, reviewSeedId(state.qrmSessionId), questionNumber);
}

function requireSession(state: InstantReviewState): void {
  if (state.qrmSessionId === null) throw new DomainError('instant_review.unknown_session', 404);
}

function requireTeacher(state: InstantReviewState, teacher: Actor): void {
  requireSession(state);
  if (teacher.userId !== state.teacherUserId) throw new DomainError('instant_review.not_your_session', 403);
}

function requireOpen(state: InstantReviewState): void {
  if (state.ended !== null) throw new DomainError('instant_review.session_ended', 409);
}

function requireSkills(skills: readonly ResolvedReviewSkill[]): void {
  if (skills.length === 0) throw new DomainError('instant_review.no_skills', 400);
  if (skills.length > MAX_REVIEW_SKILLS) throw new DomainError('instant_review.too_many_skills', 400);
  if (new Set(skills.map((skill) => skill.permacode)).size !== skills.length) throw new DomainError('instant_review.duplicate_skill', 400);
  if (skills.some((skill) => !Number.isInteger(skill.level) || skill.level < 1 || skill.level > 5)) throw new DomainError('instant_review.invalid_level', 400);
}

function audienceOf(state: InstantReviewState) {
  return { qrmSessionId: state.qrmSessionId!, teacherUserId: state.teacherUserId, studentUserIds: [...state.students.keys()] };
}

function requireNext(state: InstantReviewState, nextQuestionNumber: number): ReviewCurrentQuestion {
  const current = state.current!;
  if (nextQuestionNumber !== current.posed.question.questionNumber + 1) throw new DomainError('instant_review.stale_question', 409);
  return current;
}

const initialState = (): InstantReviewState => ({
  qrmSessionId: null,
  teacherUserId: '',
  teacherDisplayName: '',
  students: new Map(),
  skills: [],
  candidateSkillIds: [],
  current: null,
  ended: null,
});

export const instantReview = {
  initialState,

  evolve(state: InstantReviewState, event: InstantReviewEvent): InstantReviewState {
    switch (event.type) {
      case 'QuestionReviewStarted':
        return {
          ...initialState(),
          qrmSessionId: event.data.qrmSessionId,
          teacherUserId: event.data.teacherUserId,
          teacherDisplayName: event.data.teacherDisplayName,
          students: new Map(event.data.students.map((each) => [each.studentUserId, each.displayName])),
          skills: event.data.skills,
          candidateSkillIds: event.data.candidateSkillIds,
        };
      case 'QuestionReviewQuestionPosed':
        return { ...state, current: { skill: event.data.skill, posed: event.data.posed, responses: new Map() } };
      case 'QuestionReviewResponseSubmitted': {
        const current = state.current;
        if (!current || current.posed.question.questionNumber !== event.data.questionNumber) return state;
        return { ...state, current: { ...current, responses: new Map(current.responses).set(event.data.studentUserId, { guesses: event.data.guesses, correct: event.data.correct }) } };
      }
      case 'QuestionReviewSkillListUpdated':
        return { ...state, skills: event.data.skills };
      case 'QuestionReviewEnded':
        return { ...state, ended: event.data.reason };
      default:
        return state;
    }
  },

  decide(command: InstantReviewCommand, state: InstantReviewState): InstantReviewEvent[] {
    switch (command.type) {
      case 'StartQuestionReview': {
        const { qrmSessionId, teacher, skills, now } = command.data;
        if (!mayRunInstantReview(teacher.role)) throw new DomainError('instant_review.not_a_teacher', 403);
        if (command.data.openSessionId !== null) throw new DomainError('instant_review.session_already_open', 409);
        if (state.qrmSessionId !== null) throw new DomainError('instant_review.session_exists', 409);
        const invited = [...new Set(command.data.studentUserIds)];
        if (invited.length === 0) throw new DomainError('instant_review.no_students', 400);
        if (invited.length > MAX_REVIEW_STUDENTS) throw new DomainError('instant_review.too_many_students', 400);
        if (invited.some((studentUserId) => !command.data.reachableStudentUserIds.has(studentUserId))) throw new DomainError('instant_review.student_not_in_reach', 403);
        requireSkills(skills);
        const recorded = skills.map(recordedSkill);
        const first = recorded[0]!;
        const startedAt = now.toISOString();
        return [
          {
            type: 'QuestionReviewStarted',
            data: {
              qrmSessionId,
              teacherUserId: teacher.userId,
              teacherDisplayName: teacher.displayName,
              students: invited.map((studentUserId) => ({ studentUserId, displayName: command.data.studentDisplayNames[studentUserId] ?? studentUserId })),
              skills: recorded,
              candidateSkillIds: [...new Set(command.data.candidateSkillIds)].slice(0, 200),
              startedAt,
            },
          },
          {
            type: 'QuestionReviewQuestionPosed',
            data: { qrmSessionId, teacherUserId: teacher.userId, studentUserIds: invited, skill: first, posed: posedQuestion({ qrmSessionId }, first, first.level, 1), posedAt: startedAt },
          },
        ];
      }
      case 'SubmitReviewResponse': {
        const { student, questionNumber, guesses, now } = command.data;
        requireSession(state);
        if (!state.students.has(student.userId) || student.role !== 'student') throw new DomainError('instant_review.not_invited', 403);
        requireOpen(state);
        if (guesses.length === 0 || guesses.length > MAX_GUESSES || guesses.some((guess) => guess.length > MAX_GUESS_LENGTH) || guessText(guesses) === '') {
          throw new DomainError('instant_review.invalid_answer', 400);
        }
        const current = state.current!;
        if (questionNumber !== current.posed.question.questionNumber) throw new DomainError('instant_review.not_current_question', 409);
        if (current.responses.has(student.userId)) throw new DomainError('instant_review.already_answered', 409);
        return [
          {
            type: 'QuestionReviewResponseSubmitted',
            data: {
              qrmSessionId: state.qrmSessionId!,
              teacherUserId: state.teacherUserId,
              studentUserId: student.userId,
              questionNumber,
              permacode: current.skill.permacode,
              guesses: [...guesses],
              correct: isCorrectRoomAnswer(current.posed.grading, guesses),
              answeredAt: now.toISOString(),
            },
          },
        ];
      }
      case 'JumpAndPose': {
        const { teacher, numLevelsToJump, nextQuestionNumber, now } = command.data;
        requireTeacher(state, teacher);
        requireOpen(state);
        if (!Number.isInteger(numLevelsToJump) || Math.abs(numLevelsToJump) > MAX_LEVEL_JUMP) throw new DomainError('instant_review.invalid_jump', 400);
        const current = requireNext(state, nextQuestionNumber);
        const nextLevel = Math.min(5, Math.max(1, current.posed.question.level + numLevelsToJump));
        return [
          {
            type: 'QuestionReviewQuestionPosed',
            data: { ...audienceOf(state), skill: current.skill, posed: posedQuestion(audienceOf(state), current.skill, nextLevel, nextQuestionNumber), posedAt: now.toISOString() },
          },
        ];
      }
      case 'PoseNextReviewSkill': {
        const { teacher, skill, nextQuestionNumber, now } = command.data;
        requireTeacher(state, teacher);
        requireOpen(state);
        requireNext(state, nextQuestionNumber);
        if (!Number.isInteger(skill.level) || skill.level < 1 || skill.level > 5) throw new DomainError('instant_review.invalid_level', 400);
        if (!state.skills.some((each) => each.permacode === skill.permacode)) throw new DomainError('instant_review.skill_not_in_list', 409);
        const recorded = recordedSkill(skill);
        return [
          {
            type: 'QuestionReviewQuestionPosed',
            data: { ...audienceOf(state), skill: recorded, posed: posedQuestion(audienceOf(state), recorded, recorded.level, nextQuestionNumber), posedAt: now.toISOString() },
          },
        ];
      }
      case 'UpdateReviewSkillList': {
        const { teacher, skills, now } = command.data;
        requireTeacher(state, teacher);
        requireOpen(state);
        requireSkills(skills);
        const recorded = skills.map(recordedSkill);
        const same = recorded.length === state.skills.length && recorded.every((skill, index) => skill.permacode === state.skills[index]!.permacode && skill.level === state.skills[index]!.level);
        if (same) return [];
        return [{ type: 'QuestionReviewSkillListUpdated', data: { ...audienceOf(state), skills: recorded, updatedAt: now.toISOString() } }];
      }
      case 'EndQuestionReview': {
        const { teacher, reason, now } = command.data;
        requireTeacher(state, teacher);
        if (state.ended !== null) return [];
        return [{ type: 'QuestionReviewEnded', data: { ...audienceOf(state), reason, endedAt: now.toISOString() } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const instantReviewStreams = { session: (qrmSessionId: string) => `instant-review:${qrmSessionId}` };

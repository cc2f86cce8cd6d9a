import { z } from 'zod';
import { entityId } from '../curriculum';
import { DomainError } from '../log/domain-error';
import { defineEvent, type EventOf } from '../log/event-schemas';
import { isCorrectResponse, type PracticeSkill } from '../practice/question-engine';
import { isLessonCheckKey, LESSON_CHECK_KEYS, lessonContentOf } from './lesson-content';

// A student's progress through a lesson (issue 31, docs/lessons.md), one stream per student and
// lesson: `lesson-progress:<studentUserId>:<permacode>`. The first check answered starts the
// lesson, every answer is recorded, and the third different check answered finishes it — once.
// A check counts as right when its first answer was right; answering it again is recorded (the
// page lets a student try once more) but changes no count. Lesson checks never change SmartScore
// (CLARIFICATIONS): nothing here is a practice event.

const permacode = z.string().regex(/^[A-Z0-9]{3,6}$/);
const questionKey = z.enum(LESSON_CHECK_KEYS);
/** The longest response a check takes (a choice's text or a number). */
export const MAX_LESSON_RESPONSE_LENGTH = 64;

export const LessonStarted = defineEvent({
  type: 'LessonStarted',
  schemaVersion: 1,
  schema: z.object({ studentUserId: entityId, permacode, skillId: z.number().int().positive(), startedAt: z.iso.datetime() }),
});

export const LessonCheckAnswered = defineEvent({
  type: 'LessonCheckAnswered',
  schemaVersion: 1,
  schema: z.object({
    studentUserId: entityId,
    permacode,
    questionKey,
    correct: z.boolean(),
    /** The check's first answer (the one that counts). */
    firstAnswer: z.boolean(),
    answeredAt: z.iso.datetime(),
  }),
});

export const LessonFinished = defineEvent({
  type: 'LessonFinished',
  schemaVersion: 1,
  schema: z.object({ studentUserId: entityId, permacode, checksRight: z.number().int().min(0).max(LESSON_CHECK_KEYS.length), finishedAt: z.iso.datetime() }),
});

export const lessonProgressEvents = [LessonStarted, LessonCheckAnswered, LessonFinished] as const;
export type LessonProgressEvent = EventOf<(typeof lessonProgressEvents)[number]>;

/** The skill a lesson teaches, as the route finds it in the catalogue; null when there is none. */
export interface LessonSkill {
  skillId: number;
  permacode: string;
  engine: PracticeSkill;
}

export type LessonProgressCommand = {
  type: 'AnswerLessonCheck';
  data: { student: { userId: string; role: string }; lesson: LessonSkill | null; questionKey: string; response: string; now: Date };
};

export interface LessonProgressState {
  started: boolean;
  /** Each answered check and whether its first answer was right. */
  answered: Readonly<Record<string, boolean>>;
  finished: boolean;
}

/** Who takes lessons and has progress: students and a family's children (visitors and the other roles read lessons only). */
export const takesLessons = (role: string) => role === 'student' || role === 'child';

export const lessonProgress = {
  initialState: (): LessonProgressState => ({ started: false, answered: {}, finished: false }),

  evolve(state: LessonProgressState, event: LessonProgressEvent): LessonProgressState {
    switch (event.type) {
      case 'LessonStarted':
        return { ...state, started: true };
      case 'LessonCheckAnswered':
        return event.data.firstAnswer ? { ...state, answered: { ...state.answered, [event.data.questionKey]: event.data.correct } } : state;
      case 'LessonFinished':
        return { ...state, finished: true };
      default:
        return state;
    }
  },

  decide(command: LessonProgressCommand, state: LessonProgressState): LessonProgressEvent[] {
    switch (command.type) {
      case 'AnswerLessonCheck': {
        const { student, lesson, questionKey: key, response, now } = command.data;
        if (!takesLessons(student.role)) throw new DomainError('lessons.students_only', 403);
        if (lesson === null) throw new DomainError('lessons.unknown_skill', 404);
        if (!isLessonCheckKey(key)) throw new DomainError('lessons.unknown_check', 400);
        if (response.trim() === '' || response.length > MAX_LESSON_RESPONSE_LENGTH) throw new DomainError('lessons.invalid_response', 400);
        const check = lessonContentOf(lesson.engine).checks.find((candidate) => candidate.questionKey === key)!;
        const correct = isCorrectResponse(check.question.accepts, response);
        const at = now.toISOString();
        const base = { studentUserId: student.userId, permacode: lesson.permacode };
        const firstAnswer = !Object.hasOwn(state.answered, key);
        const events: LessonProgressEvent[] = [];
        if (!state.started) events.push({ type: 'LessonStarted', data: { ...base, skillId: lesson.skillId, startedAt: at } });
        events.push({ type: 'LessonCheckAnswered', data: { ...base, questionKey: key, correct, firstAnswer, answeredAt: at } });
        const answered = { ...state.answered, ...(firstAnswer ? { [key]: correct } : {}) };
        if (!state.finished && LESSON_CHECK_KEYS.every((each) => Object.hasOwn(answered, each))) {
          const checksRight = Object.values(answered).filter(Boolean).length;
          events.push({ type: 'LessonFinished', data: { ...base, checksRight, finishedAt: at } });
        }
        return events;
      }
      default: {
        const _exhaustive: never = command.type;
        return _exhaustive;
      }
    }
  },
};

export const lessonProgressStreams = {
  progress: (studentUserId: string, lessonPermacode: string) => `lesson-progress:${studentUserId}:${lessonPermacode}`,
};

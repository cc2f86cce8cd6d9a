import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { lessonContentOf } from './lessons/lesson-content';
import { lessonProgress, lessonProgressStreams, type LessonProgressCommand, type LessonProgressEvent, type LessonSkill } from './lessons';

const spec = deciderSpecification(lessonProgress);
const now = new Date('2026-11-28T09:00:00.000Z');
const at = now.toISOString();
const ava = { userId: 'u_ava', role: 'student' };
const lesson: LessonSkill = { skillId: 42, permacode: 'ABC12', engine: { subject: 'math', grade: 3, topic: 'fractions', name: 'Compare fractions' } };
const checks = lessonContentOf(lesson.engine).checks;
const right = (index: number) => checks[index]!.question.correctAnswer;
const wrong = 'not an answer';

const answer = (questionKey: string, response: string, overrides: Partial<Extract<LessonProgressCommand, { type: 'AnswerLessonCheck' }>['data']> = {}): LessonProgressCommand => ({
  type: 'AnswerLessonCheck',
  data: { student: ava, lesson, questionKey, response, now, ...overrides },
});
const base = { studentUserId: 'u_ava', permacode: 'ABC12' };
const started: LessonProgressEvent = { type: 'LessonStarted', data: { ...base, skillId: 42, startedAt: at } };
const answered = (questionKey: 'check-1' | 'check-2' | 'check-3', correct: boolean, firstAnswer = true): LessonProgressEvent => ({
  type: 'LessonCheckAnswered',
  data: { ...base, questionKey, correct, firstAnswer, answeredAt: at },
});
const finished = (checksRight: number): LessonProgressEvent => ({ type: 'LessonFinished', data: { ...base, checksRight, finishedAt: at } });

describe('lesson progress', () => {
  it('starts the lesson on the first check answered', () => {
    spec.given([]).when(answer('check-1', right(0))).then([started, answered('check-1', true)]);
  });

  it('starts it once', () => {
    spec.given([started, answered('check-1', true)]).when(answer('check-2', wrong)).then([answered('check-2', false)]);
  });

  it('finishes when all three checks are answered, counting the checks right', () => {
    spec.given([started, answered('check-1', true), answered('check-2', false)]).when(answer('check-3', right(2))).then([answered('check-3', true), finished(2)]);
  });

  it('counts a check by its first answer: a second try is recorded and changes no count', () => {
    spec.given([started, answered('check-1', false)]).when(answer('check-1', right(0))).then([answered('check-1', true, false)]);
    spec
      .given([started, answered('check-1', false), answered('check-1', true, false), answered('check-2', true)])
      .when(answer('check-3', wrong))
      .then([answered('check-3', false), finished(1)]);
  });

  it('finishes once', () => {
    spec.given([started, answered('check-1', true), answered('check-2', true), answered('check-3', true), finished(3)]).when(answer('check-2', right(1))).then([answered('check-2', true, false)]);
  });

  it('is for students: 403 for another role', () => {
    spec.given([]).when(answer('check-1', right(0), { student: { userId: 'u_rivera', role: 'teacher' } })).thenThrows('lessons.students_only', 403);
  });

  it('404s an unknown skill', () => {
    spec.given([]).when(answer('check-1', right(0), { lesson: null })).thenThrows('lessons.unknown_skill', 404);
  });

  it('400s a questionKey that is not one of the lesson', () => {
    spec.given([]).when(answer('check-4', right(0))).thenThrows('lessons.unknown_check', 400);
    spec.given([]).when(answer('practice-key', right(0))).thenThrows('lessons.unknown_check', 400);
  });

  it('400s an empty or overlong response', () => {
    spec.given([]).when(answer('check-1', '  ')).thenThrows('lessons.invalid_response', 400);
    spec.given([]).when(answer('check-1', 'x'.repeat(65))).thenThrows('lessons.invalid_response', 400);
  });

  it('keeps a stream per student and lesson', () => {
    expect(lessonProgressStreams.progress('u_ava', 'ABC12')).toBe('lesson-progress:u_ava:ABC12');
  });
});

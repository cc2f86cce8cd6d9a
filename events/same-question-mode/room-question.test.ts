import { describe, expect, it } from 'vitest';
import { DomainError } from '../log/domain-error';
import type { SparkQuestion } from '../spark-studio';
import { guessText, isCorrectRoomAnswer, posedQuestionSchema, roomQuestionSchema, skillRoomQuestion, sparkRoomQuestion } from './room-question';

const multiplication = { subject: 'math' as const, grade: 4, topic: 'multiplication', name: 'Multiply by one-digit numbers' };
const spark = (overrides: Partial<SparkQuestion> = {}): SparkQuestion => ({
  questionId: 'sq1',
  kind: 'multipleChoice',
  prompt: 'Which is a prime?',
  choices: ['4', '7', '9'],
  answer: '7',
  explanation: '7 has no divisors but 1 and itself.',
  ...overrides,
});

describe('a room’s question from a catalogue skill', () => {
  it('is 404 same_question_mode.unknown_skill for a topic with no questions', () => {
    let thrown: unknown;
    try {
      skillRoomQuestion({ subject: 'sci', grade: 4, topic: 'no such topic', name: 'Nothing' }, 2, 'r1', 1);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ key: 'same_question_mode.unknown_skill', status: 404 });
  });

  it('clamps the level to 1–5, and passes the schema with its engine data', () => {
    expect(skillRoomQuestion(multiplication, 0, 'r1', 1).question.level).toBe(1);
    expect(skillRoomQuestion(multiplication, 9, 'r1', 1).question.level).toBe(5);
    const posed = skillRoomQuestion(multiplication, 3, 'r1', 2);
    expect(posedQuestionSchema.parse(posed)).toEqual(posed);
  });
});

describe('a room’s question from a Spark Studio set', () => {
  it('keeps a multiple-choice question’s choices (a copy), graded by Spark Studio’s rules', () => {
    const question = spark();
    const posed = sparkRoomQuestion(question, 3);
    expect(posed).toEqual({
      question: { questionNumber: 3, level: 0, prompt: 'Which is a prime?', answerType: 'choice', choices: ['4', '7', '9'], art: null },
      grading: { kind: 'spark', sparkKind: 'multipleChoice', answer: '7' },
      correctAnswer: '7',
      explanation: '7 has no divisors but 1 and itself.',
    });
    expect(posed.question.choices).not.toBe(question.choices);
  });

  it('has no choices for a number or a short text', () => {
    expect(sparkRoomQuestion(spark({ kind: 'number', choices: ['1', '2'], answer: '12' }), 1).question).toMatchObject({ answerType: 'number', choices: null });
    expect(sparkRoomQuestion(spark({ kind: 'shortText', choices: [], answer: 'seven' }), 1)).toMatchObject({
      question: { answerType: 'text', choices: null },
      grading: { kind: 'spark', sparkKind: 'shortText', answer: 'seven' },
    });
  });
});

describe('a student’s answer', () => {
  it('is the guesses trimmed, blanks dropped, joined by a space', () => {
    expect(guessText([' 1 ', '', '  ', '1/2'])).toBe('1 1/2');
    expect(guessText(['', ' '])).toBe('');
  });

  it('is never right when blank, even for an answer that is blank text', () => {
    expect(isCorrectRoomAnswer({ kind: 'spark', sparkKind: 'shortText', answer: '' }, ['  '])).toBe(false);
    expect(isCorrectRoomAnswer({ kind: 'practice', accepts: { kind: 'choice', correct: '' } }, [''])).toBe(false);
    expect(isCorrectRoomAnswer({ kind: 'spark', sparkKind: 'shortText', answer: 'seven' }, [' Seven '])).toBe(true);
  });
});

describe('the posed question’s schema', () => {
  const question = { questionNumber: 1, level: 2, prompt: 'p', answerType: 'number' as const, choices: null, art: null };

  it('takes art and answer rules only as objects with a kind', () => {
    expect(roomQuestionSchema.safeParse({ ...question, art: { kind: 'shape', sides: [] } }).success).toBe(true);
    for (const art of ['shape', 3, { kind: 7 }, {}]) expect(roomQuestionSchema.safeParse({ ...question, art }).success, JSON.stringify(art)).toBe(false);
    const posed = (accepts: unknown) => ({ question, grading: { kind: 'practice', accepts }, correctAnswer: '1', explanation: '' });
    expect(posedQuestionSchema.safeParse(posed({ kind: 'number', value: 1 })).success).toBe(true);
    for (const accepts of [null, 'number', 1, { value: 1 }, { kind: true }]) expect(posedQuestionSchema.safeParse(posed(accepts)).success, JSON.stringify(accepts)).toBe(false);
  });
});

import { DomainError } from '../log/domain-error';
import { generateQuestion, isCorrectResponse, MissingQuestionBankError, type GeneratedQuestion, type PracticeSkill } from '../practice/question-engine';
import { RACE_QUESTION_LEVEL } from './raceway-contract';

// A race's questions come from practice's question engine and banks (events/practice/question-engine.ts),
// seeded by the race and the question's number: every racer of a race gets the same questions in the same
// order, and a replay draws them again. Pure. Nothing about a race's answers changes SmartScore.

/** The key of a race's n-th question, as the client sends it back (`q3`). */
export const raceQuestionKey = (questionNumber: number) => `q${questionNumber}`;
export function questionNumberOfKey(questionKey: string): number | null {
  const match = /^q([1-9]\d{0,4})$/.exec(questionKey);
  return match ? Number(match[1]) : null;
}

/** The race's question `questionNumber`: 404 `raceway.unknown_skill` when the skill's topic has no questions. */
export function raceQuestion(skill: PracticeSkill, raceId: string, questionNumber: number): GeneratedQuestion {
  try {
    return generateQuestion(skill, RACE_QUESTION_LEVEL, `raceway:${raceId}:${questionNumber}`);
  } catch (error) {
    if (error instanceof MissingQuestionBankError) throw new DomainError('raceway.unknown_skill', 404);
    throw error;
  }
}

/** Whether `response` answers the question (practice's answer rules). Never throws. */
export function isRightRaceAnswer(question: GeneratedQuestion, response: string): boolean {
  return response.trim() !== '' && isCorrectResponse(question.accepts, response.trim());
}

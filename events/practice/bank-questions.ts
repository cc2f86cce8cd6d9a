import { gradeBandOf, type TopicBank } from './bank-question';
import { allBanks, bankKey } from './banks/all-banks';
import type { GeneratedQuestion, PracticeSkill } from './generated-question';
import type { Random } from './seeded-random';

// The glue between a written bank and a practice question: the skill's grade
// band picks the list, the seed picks the question and the order of its choices.

/** A skill whose topic has no bank in banks/all-banks.ts yet. */
export class MissingQuestionBankError extends Error {
  override readonly name = 'MissingQuestionBankError';
  constructor(readonly key: string) {
    super(`No question bank for "${key}" yet: add it to events/practice/banks/all-banks.ts`);
  }
}

export function bankFor(skill: PracticeSkill): TopicBank {
  const key = bankKey(skill.subject, skill.topic);
  const bank = Object.hasOwn(allBanks, key) ? allBanks[key] : undefined;
  if (!bank) throw new MissingQuestionBankError(key);
  return bank;
}

export function questionFromBank(bank: TopicBank, skill: PracticeSkill, random: Random): GeneratedQuestion {
  const band = gradeBandOf(skill.grade);
  const questions = bank[band];
  if (questions.length === 0) throw new MissingQuestionBankError(`${bankKey(skill.subject, skill.topic)} (${band})`);
  const question = random.pick(questions);
  const correct = question.correct.trim();
  const distractors = [...new Set(question.distractors.map((choice) => choice.trim()))].filter((choice) => choice !== correct && choice !== '');
  return {
    prompt: question.prompt,
    answerType: 'choice',
    choices: random.shuffle([correct, ...distractors]),
    correctAnswer: correct,
    explanation: [question.explanation],
    accepts: { kind: 'choice', correct },
  };
}

import type { RoomSpreadRow } from './room-contract';

// The spread of a question's answers (the teacher's live view): each distinct
// answer — compared ignoring case and runs of whitespace — with how many gave it
// and whether it is right; most given first. Pure.

const comparable = (guess: string) => guess.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export function answerSpread(answers: readonly { guess: string; correct: boolean }[]): RoomSpreadRow[] {
  const rows = new Map<string, RoomSpreadRow>();
  for (const answer of answers) {
    const key = `${answer.correct ? 1 : 0}|${comparable(answer.guess)}`;
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { guess: answer.guess.trim(), count: 1, correct: answer.correct });
  }
  return [...rows.values()].sort((a, b) => b.count - a.count || Number(b.correct) - Number(a.correct) || a.guess.localeCompare(b.guess, 'en'));
}

/** How many answered, and how many of those were right. */
export function answerTally(answers: readonly { correct: boolean }[]): { answered: number; correct: number } {
  return { answered: answers.length, correct: answers.filter((answer) => answer.correct).length };
}

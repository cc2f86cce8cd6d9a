import type { AskedQuestion } from '../../events/practice';
import type { GeneratedQuestion, PracticeSkill } from '../../events/practice/question-engine';

// The questions this server asked lately, by their question key (issue 26 item
// 3: the answer path, profiled). The answer route judges against the question
// the key names; regenerating it costs two HMACs (the key's check and
// `engineSeed`) and a run of the question engine on every answer. A key found
// here is one this very server signed and handed out (only `issue`'s output is
// remembered, and it is compared whole), so it names what was remembered with
// it: no check is skipped that a forged or altered key could pass — those are
// not here and go through `QuestionKeys.verify` as before.
//
// The question is reused only for the engine skill it was made for (a catalogue
// change in between regenerates it, as before). Bounded: the oldest are dropped
// past `limit` (a miss regenerates: another node's key, a restart, an old tab).
// Nothing here is state of the product; it lives and dies with the process.

export interface IssuedQuestion {
  asked: AskedQuestion & { permacode: string };
  /** The skill as the question engine was given it. */
  engine: PracticeSkill;
  question: GeneratedQuestion;
}

/** Enough for every learner of a busy node to have a question open (and a bench's prefetched keys). */
export const ISSUED_QUESTIONS_LIMIT = 10_000;

export interface IssuedQuestions {
  remember(questionKey: string, issued: IssuedQuestion): void;
  /** What was remembered with exactly this key, if this server issued it lately. */
  recall(questionKey: string): IssuedQuestion | undefined;
  forget(questionKey: string): void;
}

export function issuedQuestions(limit = ISSUED_QUESTIONS_LIMIT): IssuedQuestions {
  const byKey = new Map<string, IssuedQuestion>();
  return {
    remember(questionKey, issued) {
      byKey.delete(questionKey);
      byKey.set(questionKey, issued);
      if (byKey.size > limit) byKey.delete(byKey.keys().next().value!);
    },
    recall: (questionKey) => byKey.get(questionKey),
    forget(questionKey) {
      byKey.delete(questionKey);
    },
  };
}

/** Whether the engine would make the same questions for both (every field it reads). */
export function sameEngineSkill(a: PracticeSkill, b: PracticeSkill): boolean {
  return a.subject === b.subject && a.grade === b.grade && a.topic === b.topic && a.name === b.name;
}

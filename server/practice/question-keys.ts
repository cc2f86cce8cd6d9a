import { createHmac } from 'node:crypto';
import type { AskedQuestion } from '../../events/practice';
import { tokenSigner } from '../auth/signed-tokens';

// Question keys (issue 10 §1, docs/practice.md): the opaque token naming a
// practice question — the skill's permacode, the level, a seed the server drew,
// whom it was asked of and when — signed with the server's key under the purpose
// `practice-question-key`. The server regenerates the question from it to judge
// an answer, so nothing about a question is stored before it is answered, and
// the client never holds the answer. A forged or altered key does not verify
// (400 `practice.invalid_question_key`); whose it is, whether it was answered
// already and whether it is too old are the decider's rules (events/practice.ts).
//
// Signed text: `<permacode>.<level>.<seed>.<learnerId>.<askedAt, ms in base 36>`
// (no part can hold a dot). The text is signed, not hidden, and the question
// engine is public code: so the engine is never given the seed itself but
// `engineSeed(seed)`, an HMAC of it with the server's key (purpose
// `practice-question-seed`). Knowing a key's seed does not let a client make the
// question, nor its answer; the server (and only it) makes it again from the seed
// an event records.

export interface IssuedQuestion {
  permacode: string;
  level: number;
  seed: string;
  learnerId: string;
  /** Epoch milliseconds. */
  askedAt: number;
}

export interface QuestionKeys {
  issue(question: IssuedQuestion): string;
  /** What a key this server issued names (and the key itself); null for anything else. */
  verify(questionKey: string): (AskedQuestion & { permacode: string }) | null;
  /** What the question engine is given for a question's seed (`generateQuestion(skill, level, engineSeed(seed))`). */
  engineSeed(seed: string): string;
}

export const QUESTION_KEY_MAX_LENGTH = 512;
const PERMACODE = /^[A-Z0-9]{1,16}$/;
const PART = /^[A-Za-z0-9_-]{1,64}$/;
const SIGNED_TEXT = /^([A-Z0-9]{1,16})\.([1-5])\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,11})$/;

export function questionKeys(key: Uint8Array): QuestionKeys {
  const signer = tokenSigner(key, 'practice-question-key', QUESTION_KEY_MAX_LENGTH);
  return {
    issue({ permacode, level, seed, learnerId, askedAt }) {
      if (!PERMACODE.test(permacode) || !PART.test(seed) || !PART.test(learnerId) || ![1, 2, 3, 4, 5].includes(level) || !Number.isSafeInteger(askedAt) || askedAt < 0) {
        throw new Error(`not a question to sign: ${permacode} ${level} ${seed} ${learnerId} ${askedAt}`);
      }
      return signer.sign(`${permacode}.${level}.${seed}.${learnerId}.${askedAt.toString(36)}`);
    },
    verify(questionKey) {
      const text = signer.open(questionKey);
      const match = text === null ? null : SIGNED_TEXT.exec(text);
      if (!match) return null;
      return { questionKey, permacode: match[1]!, level: Number(match[2]), seed: match[3]!, learnerId: match[4]!, askedAt: parseInt(match[5]!, 36) };
    },
    engineSeed: (seed) => createHmac('sha256', key).update('practice-question-seed\u0000').update(seed).digest('base64url'),
  };
}

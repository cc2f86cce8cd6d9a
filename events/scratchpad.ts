import { z } from 'zod';
import { entityId as id } from './curriculum';
import type { Decider } from './log/command-handler';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import type { NewEvent } from './log/event-store';
import { isOverScratchpadLimits, SCRATCHPAD_BOX, SCRATCHPAD_TOOLS, SCRATCHPAD_WIDTHS, type ScratchpadStroke } from './scratchpad/scratchpad-contract';

// The scratchpad's work kept with an answer (issue 31 item 3; docs/scratchpad.md). The work is its own
// event, `ScratchpadWorkKept`, appended in the same append as the answer it belongs to and in the answer's
// stream (`practice:<learner>:<skill>`, `quiz-attempt:<quiz>:<student>` or
// `assessment-sitting:<assessment>:<student>`), so the answer events keep their
// shapes. `keepingScratchpadWork` wraps the answer's decider: the answer is decided first, then the work.

export { SCRATCHPAD_LIMITS, isOverScratchpadLimits, scratchpadSize, type ScratchpadStroke } from './scratchpad/scratchpad-contract';

const invalid = 'scratchpad.invalid_strokes';
const coordinate = z.number(invalid).int(invalid).min(0, invalid).max(SCRATCHPAD_BOX, invalid);

/**
 * One stroke as an answer sends it and the event keeps it. Counts are not bounded here: the body limit
 * bounds what is parsed, and the decider refuses work over the limits with 413 `scratchpad.too_large`.
 */
export const scratchpadStroke = z.object({
  tool: z.enum(SCRATCHPAD_TOOLS, invalid),
  width: z.number(invalid).int(invalid).min(SCRATCHPAD_WIDTHS.min, invalid).max(SCRATCHPAD_WIDTHS.max, invalid),
  points: z.array(z.tuple([coordinate, coordinate], invalid), invalid).min(1, invalid),
}, invalid);

/** A stroke as kept (the event's and the read model's shape). */
export type KeptScratchpadStroke = z.infer<typeof scratchpadStroke>;

/** The optional `scratchpad` field of the practice and quiz answer calls. */
export const scratchpadField = z.object({ strokes: z.array(scratchpadStroke, invalid) }, invalid);

/**
 * The answer some work belongs to: a practice question (its server-issued seed), a quiz's question, or an
 * assessment's question (its key `s<sitting>q<number>` names the question among all the student's sittings).
 */
export const scratchpadAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('practice'), permacode: z.string().max(16), seed: id.max(64) }),
  z.object({ kind: z.literal('quiz'), quizId: id.max(64), questionKey: z.string().max(8) }),
  z.object({ kind: z.literal('assessment'), assessmentId: id.max(120), questionKey: z.string().max(16) }),
]);
export type ScratchpadAnswer = z.infer<typeof scratchpadAnswer>;

/** The one string naming an answer among a student's (the read model's key, the work call's `answerKey`). */
export function scratchpadAnswerKey(answer: ScratchpadAnswer): string {
  if (answer.kind === 'practice') return `practice:${answer.seed}`;
  return answer.kind === 'quiz' ? `quiz:${answer.quizId}:${answer.questionKey}` : `assessment:${answer.assessmentId}:${answer.questionKey}`;
}

export const ScratchpadWorkKept = defineEvent({
  type: 'ScratchpadWorkKept',
  schemaVersion: 1,
  schema: z.object({
    studentUserId: id,
    answer: scratchpadAnswer,
    strokes: z.array(scratchpadStroke),
    keptAt: z.iso.datetime(),
  }),
});

export const scratchpadEvents = [ScratchpadWorkKept] as const;
export type ScratchpadEvent = EventOf<(typeof scratchpadEvents)[number]>;

export interface KeepScratchpadWork {
  type: 'KeepScratchpadWork';
  data: {
    /** The learner: a visitor's work is checked but never kept (nobody could ever see it). */
    learner: { learnerId: string; visitor: boolean };
    answer: ScratchpadAnswer;
    strokes: readonly ScratchpadStroke[];
    now: Date;
  };
}

/** The work's rules, one command: over a limit is 413; no strokes, or a visitor's, keeps nothing. */
export const scratchpadWork: Decider<KeepScratchpadWork, ScratchpadEvent, null> = {
  initialState: () => null,
  evolve: (state) => state,
  decide(command) {
    const { learner, answer, strokes, now } = command.data;
    if (isOverScratchpadLimits(strokes)) throw new DomainError('scratchpad.too_large', 413);
    if (learner.visitor || strokes.length === 0) return [];
    return [{ type: 'ScratchpadWorkKept', data: { studentUserId: learner.learnerId, answer, strokes: strokes.map((stroke) => ({ tool: stroke.tool, width: stroke.width, points: stroke.points.map(([x, y]) => [x, y] as [number, number]) })), keptAt: now.toISOString() } }];
  },
};

/** A decision as a list (a decider may return one event or several). */
const listOf = <Event>(decided: Event | readonly Event[]): Event[] => (Array.isArray(decided) ? [...(decided as readonly Event[])] : [decided as Event]);

/**
 * The answer's decider, keeping the work sent with the answer in the same append: `workOf` names the work
 * of a command from the answer events just decided (null: none sent, or the command answered nothing).
 * The answer's own state ignores `ScratchpadWorkKept`. Make it once per decider (the handler caches states by it).
 */
export function keepingScratchpadWork<Command, Event extends NewEvent, State>(
  decider: Decider<Command, Event, State>,
  workOf: (command: Command, decided: readonly Event[]) => KeepScratchpadWork['data'] | null,
): Decider<Command, Event | ScratchpadEvent, State> {
  return {
    initialState: decider.initialState,
    evolve: (state, event) => (event.type === ScratchpadWorkKept.type ? state : decider.evolve(state, event as Event)),
    decide(command, state) {
      const decided = listOf(decider.decide(command, state));
      const work = decided.length > 0 ? workOf(command, decided) : null;
      return work ? [...decided, ...listOf(scratchpadWork.decide({ type: 'KeepScratchpadWork', data: work }, null))] : decided;
    },
  };
}

/** Who sees a student's kept work: whoever may watch the live classroom and reaches the student (the route looks it up). */
export interface ScratchpadWorkView {
  answerKey: string;
  answer: ScratchpadAnswer;
  strokes: ScratchpadStroke[];
  keptAt: string;
}

/** One answered question with work, as the `scratchpad-work` report lists it. */
export interface ScratchpadWorkReportAnswer {
  answerKey: string;
  kind: ScratchpadAnswer['kind'];
  /** The skill's name (practice), the quiz's title (quiz) or the assessment's title (assessment). */
  title: string;
  /** The quiz question's number, or the assessment question's number in its sitting; null for practice. */
  questionNumber: number | null;
  strokeCount: number;
  keptAt: string;
}

/** The teacher report `scratchpad-work` (`GET /reports/scratchpad-work`): per student of the class, the answers with work, the latest first. */
export interface ScratchpadWorkReport {
  classId: string;
  className: string;
  students: { userId: string; displayName: string; answers: ScratchpadWorkReportAnswer[] }[];
}

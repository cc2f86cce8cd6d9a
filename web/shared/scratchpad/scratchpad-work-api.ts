import { z } from 'zod';
import type { ScratchpadWorkView } from '../../../events/scratchpad';
import { SCRATCHPAD_TOOLS } from '../../../events/scratchpad/scratchpad-contract';
import { getJson, type JsonRequestOptions } from '../http/json-request';

/**
 * The work kept with one answer (issue 31 item 3; docs/scratchpad.md):
 * `GET /scratchpad/work?studentUserId=&answerKey=` → `{ answerKey, answer, strokes, keptAt }`, for a teacher
 * of the student's class or an administrator of their school or district (403 `scratchpad.not_your_student`),
 * 404 `scratchpad.unknown_work` for an answer without work.
 */
const point = z.tuple([z.number(), z.number()]);
export const scratchpadWorkSchema = z.object({
  answerKey: z.string(),
  answer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('practice'), permacode: z.string(), seed: z.string() }),
    z.object({ kind: z.literal('quiz'), quizId: z.string(), questionKey: z.string() }),
  ]),
  strokes: z.array(z.object({ tool: z.enum(SCRATCHPAD_TOOLS), width: z.number(), points: z.array(point) })),
  keptAt: z.string(),
}) satisfies z.ZodType<ScratchpadWorkView>;

export function fetchScratchpadWork(studentUserId: string, answerKey: string, options: JsonRequestOptions = {}): Promise<ScratchpadWorkView> {
  const query = new URLSearchParams({ studentUserId, answerKey });
  return getJson(`/scratchpad/work?${query}`, scratchpadWorkSchema, options);
}

export type FetchScratchpadWork = typeof fetchScratchpadWork;

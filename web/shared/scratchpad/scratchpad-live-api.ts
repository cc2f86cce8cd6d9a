import { z } from 'zod';
import type { ScratchpadWatchedView, ScratchpadWatchView } from '../../../events/scratchpad/scratchpad-watch';
import { SCRATCHPAD_STROKES_PUSH, SCRATCHPAD_TOOLS, type ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { getJson, postJson, type JsonRequestOptions } from '../http/json-request';

/** Sent with every state-changing call from our pages (CLARIFICATIONS; server/http/csrf-header.ts). */
const CSRF = { 'X-CSRF-Protection': '1' } as const;

/**
 * The scratchpad's live watch (issue 31 item 3; docs/scratchpad.md "The live watch"): the teacher's
 * `POST /scratchpad/watch` and `/scratchpad/watch/stop`, the student's `GET /scratchpad/watch` and
 * `POST /scratchpad/live`, and the SCRATCHPAD_STROKES push the watching teacher hears.
 */
export const scratchpadWatchSchema = z.object({ studentUserId: z.string(), until: z.string(), padHidden: z.boolean() }) satisfies z.ZodType<ScratchpadWatchView>;
export const scratchpadWatchedSchema = z.object({ watchedUntil: z.string().nullable() }) satisfies z.ZodType<ScratchpadWatchedView>;

const stroke = z.object({ tool: z.enum(SCRATCHPAD_TOOLS), width: z.number(), points: z.array(z.tuple([z.number(), z.number()])) });
/** A SCRATCHPAD_STROKES push (on the teacher channel): the student's whole pad as it is now. */
export const scratchpadStrokesPushSchema = z.object({ event: z.literal(SCRATCHPAD_STROKES_PUSH), studentUserId: z.string(), questionKey: z.string(), strokes: z.array(stroke) });

export const scratchpadLiveApi = {
  watch: (studentUserId: string, options: JsonRequestOptions = {}) => postJson('/scratchpad/watch', { studentUserId }, scratchpadWatchSchema, { ...options, headers: { ...options.headers, ...CSRF } }),
  stopWatching: (studentUserId: string) => postJson('/scratchpad/watch/stop', { studentUserId }, z.object({ stopped: z.boolean() }), { headers: CSRF }),
  watched: (options: JsonRequestOptions = {}) => getJson('/scratchpad/watch', scratchpadWatchedSchema, options),
  send: (questionKey: string, strokes: readonly ScratchpadStroke[]) => postJson('/scratchpad/live', { questionKey, strokes }, z.object({ watchers: z.number() }), { headers: CSRF }),
};

export type ScratchpadLiveApi = typeof scratchpadLiveApi;

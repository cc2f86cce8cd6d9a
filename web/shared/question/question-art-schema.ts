import { z } from 'zod';
import type { QuestionArt } from '../../../events/practice/generated-question';

/**
 * A question's picture as the server sends it (events/practice/generated-question.ts),
 * checked before it is drawn (question-art.tsx). Shared by every page that shows
 * a question: practice, same-question-mode rooms, instant review.
 */

const finite = z.number().refine(Number.isFinite);
const whole = z.number().int();

export const questionArtSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('clock'), hour: whole.min(1).max(12), minute: whole.min(0).max(59) }),
  z.object({
    kind: z.literal('bar-graph'),
    title: z.string(),
    unit: z.string(),
    bars: z.array(z.object({ label: z.string(), value: finite })).min(1).max(20),
  }),
  z.object({
    kind: z.literal('shape'),
    shape: z.enum(['rectangle', 'triangle', 'square']),
    sides: z.array(finite).min(1).max(3),
    unit: z.string(),
    labels: z.array(z.string()).optional(),
  }),
  z.object({ kind: z.literal('angle'), degrees: finite.min(0).max(360) }),
  z.object({ kind: z.literal('fraction-bar'), parts: whole.min(1).max(100), shaded: whole.min(0).max(100) }),
]) satisfies z.ZodType<QuestionArt>;

import { z } from 'zod';
import { subject } from '../../../events/curriculum';
import type { MyPractice, PractisedSkillSummary } from '../../../events/practice';
import { gradeLevelBands, type GradeLevelBand } from '../../../events/practice/practice-contract';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { sameSitePathSchema } from '../../shared/search/search-result';

/**
 * `GET /practice/my-practice` (signed-in learners): the skills practised with
 * score, questions and time, the latest answers, and the §9 grade-level band
 * per subject. Links must stay on this site: a skill without one (no longer
 * in the catalogue) is named without a link.
 */

/** The i18n keys of the §9 grade-level bands. */
export const BAND_KEYS: Readonly<Record<GradeLevelBand, string>> = {
  'Above grade': 'myPractice.band.aboveGrade',
  'On grade': 'myPractice.band.onGrade',
  'Below grade': 'myPractice.band.belowGrade',
  'Far below grade': 'myPractice.band.farBelowGrade',
  'Not pinpointed': 'myPractice.band.notPinpointed',
};

const whole = z.number().int();
const score = z.number().min(0).max(100);
const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a time');
/** A skill's page on this site; '' (shown as plain text) when the server has none, or one elsewhere. */
const skillUrl = sameSitePathSchema.catch('');

const skillSummarySchema = z.object({
  skillId: whole,
  permacode: z.string(),
  code: z.string(),
  name: z.string(),
  subject,
  grade: whole,
  url: skillUrl,
  smartScore: score,
  questionsAnswered: whole.min(0),
  secondsSpent: z.number().min(0),
  lastPractisedAt: isoTime,
  proficient: z.boolean(),
  mastered: z.boolean(),
}) satisfies z.ZodType<PractisedSkillSummary>;

export const myPracticeSchema = z.object({
  skills: z.array(skillSummarySchema),
  recent: z.array(
    z.object({
      permacode: z.string(),
      skillName: z.string(),
      url: skillUrl,
      correct: z.boolean(),
      smartScoreAfter: score,
      answeredAt: isoTime,
    }),
  ),
  // A band this client does not know reads as not pinpointed.
  bands: z.array(z.object({ subject, band: z.enum(gradeLevelBands).catch('Not pinpointed') })),
}) satisfies z.ZodType<MyPractice>;

export function fetchMyPractice(options: JsonRequestOptions = {}): Promise<MyPractice> {
  return getJson('/practice/my-practice', myPracticeSchema, options);
}

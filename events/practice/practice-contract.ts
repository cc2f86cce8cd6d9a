// What practice's decider and the browser both know (docs/architecture.md "Boundaries": the
// browser imports these values; this module imports nothing).

/** The most time one answer records. */
export const MAX_SECONDS_SPENT = 3_600;
/** The longest response the server takes (over it: 400 practice.response_too_long). */
export const MAX_RESPONSE_LENGTH = 200;

/** §9 grade-level bands, per subject, of a learner. */
export const gradeLevelBands = ['Above grade', 'On grade', 'Below grade', 'Far below grade', 'Not pinpointed'] as const;
export type GradeLevelBand = (typeof gradeLevelBands)[number];
/** Answers in a subject below which a band is not pinpointed (the browser explains it: issue 34). */
export const BAND_MIN_ANSWERS = 20;

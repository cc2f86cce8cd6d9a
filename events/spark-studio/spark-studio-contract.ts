// Spark Studio's limits and question kinds, values the browser imports too (docs/architecture.md
// "Boundaries"): this module imports nothing.

export const SPARK_STUDIO_LIMITS = {
  title: 120,
  prompt: 2_000,
  explanation: 2_000,
  choice: 200,
  answer: 200,
  minChoices: 2,
  maxChoices: 6,
  questionsPerSet: 100,
  setsPerAuthor: 200,
} as const;

export const sparkQuestionKinds = ['multipleChoice', 'number', 'shortText'] as const;
export type SparkQuestionKind = (typeof sparkQuestionKinds)[number];

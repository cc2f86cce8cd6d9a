import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyChunkModules } from '../support/first-visit-budget';

// Issue 33: a student's every page shows her open-quiz banner, and her home shows her quizzes, lessons and
// assessments. Those parts load without the pages they link to — the quiz player (with the question display and
// the scratchpad), the quiz builder, the assessment player, the lesson page — which load when she opens one.
// Read from the build under test (npm test builds the client before this stage).

const webDist = join(import.meta.dirname, '..', '..', 'web', 'dist');

const PARTS = [
  { chunk: 'app/quiz-home-routes.tsx', brings: 'features/quizzes/assigned-quizzes.tsx', never: ['features/quizzes/take-quiz-page.tsx', 'features/quizzes/quiz-builder-page.tsx', 'features/quizzes/teacher-quiz-page.tsx', 'shared/scratchpad/'] },
  { chunk: 'app/assessment-home-routes.tsx', brings: 'features/assessments/assigned-assessments.tsx', never: ['features/assessments/take-assessment-page.tsx', 'features/assessments/assessment-progress-page.tsx'] },
  { chunk: 'app/lesson-home-routes.tsx', brings: 'features/lessons/lessons-in-progress.tsx', never: ['features/lessons/lesson-page.tsx'] },
];

describe('a student’s home parts', () => {
  for (const { chunk, brings, never } of PARTS) {
    it(`${chunk} brings ${brings} and none of the pages it links to`, () => {
      const modules = lazyChunkModules(webDist, chunk);
      expect(modules.some((module) => module.endsWith(brings))).toBe(true);
      expect(modules.filter((module) => never.some((page) => module.includes(page)))).toEqual([]);
    });
  }
});

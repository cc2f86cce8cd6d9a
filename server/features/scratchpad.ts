import { scratchpadEvents } from '../../events/scratchpad';
import { scratchpadProjection, scratchpadQueries } from '../../projections/scratchpad';
import { scratchpadRoutes } from '../routes/scratchpad';
import { defineFeature, readsAsync } from './feature-module';

declare module './feature-log' {
  interface Queries {
    scratchpad: ReturnType<typeof scratchpadQueries>;
  }
}

/**
 * The scratchpad's kept work (issue 31 item 3; docs/scratchpad.md): `ScratchpadWorkKept`, appended with a
 * practice, quiz or assessment answer by those features' routes, its read model and the teacher's read of it.
 */
export const scratchpadFeature = defineFeature({
  name: 'scratchpad',
  events: scratchpadEvents,
  projections: [scratchpadProjection],
  queries: { scratchpad: readsAsync(scratchpadQueries) },
  routes: ({ logWith }) => scratchpadRoutes(logWith('assessments', 'assessmentWindows', 'catalogue', 'directory', 'quizzes', 'scratchpad', 'teacherReports')),
});

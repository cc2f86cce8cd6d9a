import { scratchpadEvents } from '../../events/scratchpad';
import { scratchpadWatchEvents, scratchpadWatchPushes } from '../../events/scratchpad/scratchpad-watch';
import { scratchpadProjection, scratchpadQueries } from '../../projections/scratchpad';
import { scratchpadWatchesProjection, scratchpadWatchesQueries } from '../../projections/scratchpad-watches';
import { scratchpadRoutes } from '../routes/scratchpad';
import { scratchpadWatchRoutes } from '../routes/scratchpad-watch';
import { defineFeature, readsAsync } from './feature-module';

declare module './feature-log' {
  interface Queries {
    scratchpad: ReturnType<typeof scratchpadQueries>;
    scratchpadWatches: ReturnType<typeof scratchpadWatchesQueries>;
  }
}

/**
 * The scratchpad's kept work (issue 31 item 3; docs/scratchpad.md): `ScratchpadWorkKept`, appended with a
 * practice, quiz or assessment answer by those features' routes, its read model and the teacher's read of it;
 * and the live watch (`ScratchpadWatchStarted`/`Stopped`, who watches whom, the student's SCRATCHPAD_WATCH push,
 * and the strokes published to the watching teachers by POST /scratchpad/live).
 */
export const scratchpadFeature = defineFeature({
  name: 'scratchpad',
  events: [...scratchpadEvents, ...scratchpadWatchEvents],
  projections: [scratchpadProjection, scratchpadWatchesProjection],
  queries: { scratchpad: readsAsync(scratchpadQueries), scratchpadWatches: scratchpadWatchesQueries },
  pushes: () => [{ derive: scratchpadWatchPushes }],
  routes: ({ logWith, realtime, writeLimits }) => [
    scratchpadRoutes(logWith('assessments', 'assessmentWindows', 'catalogue', 'directory', 'quizzes', 'scratchpad', 'teacherReports')),
    scratchpadWatchRoutes(logWith('directory', 'profile', 'scratchpadWatches'), { realtime, writeLimits }),
  ],
});

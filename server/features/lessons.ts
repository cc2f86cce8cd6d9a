import { lessonEvents } from '../../events/lessons';
import { lessonsProjection, lessonsQueries } from '../../projections/lessons';
import { lessonRoutes } from '../routes/lessons';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    lessons: ReturnType<typeof lessonsQueries>;
  }
}

/** Lessons (issue 31, item 1; docs/lessons.md): a lesson per skill and the student's progress through it. */
export const lessonsFeature = defineFeature({
  name: 'lessons',
  events: lessonEvents,
  projections: [lessonsProjection],
  queries: { lessons: lessonsQueries },
  routes: ({ logWith }) => lessonRoutes(logWith('catalogue', 'lessons')),
});

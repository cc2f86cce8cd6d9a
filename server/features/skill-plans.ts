import { skillPlanEvents } from '../../events/skill-plans';
import { skillPlansProjection, skillPlansQueries } from '../../projections/skill-plans';
import { skillPlanRoutes } from '../routes/skill-plans';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    skillPlans: ReturnType<typeof skillPlansQueries>;
  }
}

/** Skill plans (issue 29 item 2; docs/skill-plans.md): a class's units of skills with dates, shared within a school. */
export const skillPlansFeature = defineFeature({
  name: 'skill-plans',
  events: skillPlanEvents,
  projections: [skillPlansProjection],
  queries: { skillPlans: skillPlansQueries },
  routes: ({ logWith }) => skillPlanRoutes(logWith('catalogue', 'directory', 'profile', 'skillPlans')),
});

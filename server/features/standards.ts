import { standardsQueries } from '../../projections/standards-queries';
import { standardsRoutes } from '../routes/standards';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    standards: ReturnType<typeof standardsQueries>;
  }
}

/**
 * Standards (issue 29, docs/standards.md): the frameworks are data
 * (events/standards/), the alignment a pure function of a catalogue skill, and
 * the queries read the catalogue's read model; no events, no read model of its own.
 */
export const standardsFeature = defineFeature({
  name: 'standards',
  queries: { standards: standardsQueries },
  routes: ({ logWith }) => standardsRoutes(logWith('standards', 'editionPicker')),
});

import { schoolLicenceEvents } from '../../events/school-licences';
import { schoolLicencesProjection, schoolLicencesQueries } from '../../projections/school-licences';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    schoolLicences: ReturnType<typeof schoolLicencesQueries>;
  }
}

export const schoolLicencesFeature = defineFeature({
  name: 'school-licences',
  events: schoolLicenceEvents,
  projections: [schoolLicencesProjection],
  queries: { schoolLicences: schoolLicencesQueries },
});

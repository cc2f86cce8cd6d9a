import { editionPickerEvents } from '../../events/edition-picker';
import { editionPickerProjection, editionPickerQueries } from '../../projections/edition-picker';
import { editionPickerRoutes } from '../routes/edition-picker';
import { defineFeature } from './feature-module';

declare module './feature-log' {
  interface Queries {
    editionPicker: ReturnType<typeof editionPickerQueries>;
  }
}

export const editionPickerFeature = defineFeature({
  name: 'edition-picker',
  events: editionPickerEvents,
  projections: [editionPickerProjection],
  queries: { editionPicker: editionPickerQueries },
  routes: ({ logWith, writeLimits }) => editionPickerRoutes(logWith('editionPicker'), writeLimits),
});

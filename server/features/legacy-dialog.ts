import { legacyDialogRoutes } from '../routes/legacy-dialog';
import { defineFeature } from './feature-module';

export const legacyDialogFeature = defineFeature({
  name: 'legacy-dialog',
  routes: ({ logWith, writeLimits }) => legacyDialogRoutes({ log: logWith('membership'), writeLimits }),
});

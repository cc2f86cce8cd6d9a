import { cookieRoutes } from '../routes/cookies';
import { defineFeature } from './feature-module';

export const cookiesFeature = defineFeature({
  name: 'cookies',
  routes: () => cookieRoutes(),
});

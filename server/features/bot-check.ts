import { botCheckRoutes } from '../routes/bot-check';
import { defineFeature } from './feature-module';

export const botCheckFeature = defineFeature({
  name: 'bot-check',
  routes: ({ botCheck }) => botCheckRoutes(botCheck),
});

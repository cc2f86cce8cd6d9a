import { registerFeatureMessages } from '../i18n/feature-messages';
import { scratchpadMessages, scratchpadSpanishMessages } from './scratchpad-messages';

// The scratchpad's text comes with the chunks that show it (issue 33; web/shared/i18n/feature-messages.ts):
// every scratchpad component imports this module, so its text is there before it renders.
registerFeatureMessages(scratchpadMessages, scratchpadSpanishMessages);

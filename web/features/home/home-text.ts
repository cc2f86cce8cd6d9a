import { registerFeatureMessages } from '../../shared/i18n/feature-messages';
import { homeMessages, homeSpanishMessages } from '../../shared/i18n/home-messages';

// The home summary's text comes with its chunk (issue 33; web/shared/i18n/feature-messages.ts):
// home-summary.tsx imports this module first.
registerFeatureMessages(homeMessages, homeSpanishMessages);

import { registerFeatureMessages } from '../../shared/i18n/feature-messages';
import { takeoffMessages, takeoffSpanishMessages } from '../../shared/i18n/takeoff-messages';

// Takeoff's text comes with its chunk (issue 33; web/shared/i18n/feature-messages.ts):
// every component of the feature imports this module first.
registerFeatureMessages(takeoffMessages, takeoffSpanishMessages);

import { registerFeatureMessages } from '../../shared/i18n/feature-messages';
import { lessonsMessages, lessonsSpanishMessages } from '../../shared/i18n/lessons-messages';

// Lessons' text comes with the lessons chunk (issue 33; web/shared/i18n/feature-messages.ts):
// every component of the feature imports this module first.
registerFeatureMessages(lessonsMessages, lessonsSpanishMessages);

import { registerFeatureMessages } from '../../shared/i18n/feature-messages';
import { topicPageMessages, topicPageSpanishMessages } from '../../shared/i18n/topic-page-messages';

// The topic page's text comes with its chunk (issue 33; web/shared/i18n/feature-messages.ts):
// topic-page.tsx imports this module first.
registerFeatureMessages(topicPageMessages, topicPageSpanishMessages);

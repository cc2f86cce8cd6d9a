import { registerFeatureMessages } from '../../shared/i18n/feature-messages';
import { assessmentsMessages, assessmentsSpanishMessages } from '../../shared/i18n/assessments-messages';
import { checkpointsMessages, checkpointsSpanishMessages } from '../../shared/i18n/checkpoints-messages';

// The assessment pages' text comes with their chunk (issue 33; web/shared/i18n/feature-messages.ts):
// every component of the feature imports this module first.
registerFeatureMessages(assessmentsMessages, assessmentsSpanishMessages);
registerFeatureMessages(checkpointsMessages, checkpointsSpanishMessages);

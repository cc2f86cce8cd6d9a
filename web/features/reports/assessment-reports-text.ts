import { registerFeatureMessages } from '../../shared/i18n/feature-messages';
import { reportsAssessmentMessages, reportsAssessmentSpanishMessages } from '../../shared/i18n/reports-assessment-messages';

// The assessment reports' text comes with the reports' chunks (issue 33; web/shared/i18n/feature-messages.ts):
// the administrator report bodies and the reports index import this module first.
registerFeatureMessages(reportsAssessmentMessages, reportsAssessmentSpanishMessages);

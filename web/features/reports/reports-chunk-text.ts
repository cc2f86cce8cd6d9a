import { registerFeatureMessages } from '../../shared/i18n/feature-messages';
import { reportsAssessmentMessages, reportsAssessmentSpanishMessages } from '../../shared/i18n/reports-assessment-messages';
import { reportsQuizMessages, reportsQuizSpanishMessages } from '../../shared/i18n/reports-quiz-messages';
import { reportsQuizResourceMessages, reportsQuizResourceSpanishMessages } from '../../shared/i18n/reports-quiz-resource-messages';
import { reportsScratchpadMessages, reportsScratchpadSpanishMessages } from '../../shared/i18n/reports-scratchpad-messages';
import { reportsStandardsMessages, reportsStandardsSpanishMessages } from '../../shared/i18n/reports-standards-messages';

// The text of the report families that only their own pages and the reports index show — the
// assessment, standards, quiz, quiz-resource and scratchpad reports — comes with the reports'
// chunks (issue 33: the first visit's JavaScript stays within its budget; web/shared/i18n/feature-messages.ts).
// Every module that shows one of these texts imports this module first: the report bodies, the
// report pages and the reports index.
registerFeatureMessages(reportsAssessmentMessages, reportsAssessmentSpanishMessages);
registerFeatureMessages(reportsStandardsMessages, reportsStandardsSpanishMessages);
registerFeatureMessages(reportsQuizMessages, reportsQuizSpanishMessages);
registerFeatureMessages(reportsQuizResourceMessages, reportsQuizResourceSpanishMessages);
registerFeatureMessages(reportsScratchpadMessages, reportsScratchpadSpanishMessages);

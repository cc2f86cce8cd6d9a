import { reportsAdministratorMessages } from './reports-administrator-messages';
import { reportsIndexMessages } from './reports-index-messages';
import { reportsMessages } from './reports-messages';
import { reportsProgressMessages } from './reports-progress-messages';
import { reportsStudentsMessages } from './reports-students-messages';

/**
 * The reports feature's English messages the shell carries (its areas' files, each with its own top-level keys), for
 * english-messages.ts; the assessment, standards, quiz, quiz-resource and scratchpad reports' text comes with
 * the reports' chunks (web/features/reports/reports-chunk-text.ts).
 */
export const reportsEnglishMessages = {
  ...reportsMessages,
  ...reportsAdministratorMessages,
  ...reportsProgressMessages,
  ...reportsIndexMessages,
  ...reportsStudentsMessages,
};

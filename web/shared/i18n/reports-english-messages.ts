import { reportsAdministratorMessages } from './reports-administrator-messages';
import { reportsIndexMessages } from './reports-index-messages';
import { reportsMessages } from './reports-messages';
import { reportsProgressMessages } from './reports-progress-messages';
import { reportsQuizMessages } from './reports-quiz-messages';
import { reportsQuizResourceMessages } from './reports-quiz-resource-messages';
import { reportsScratchpadMessages } from './reports-scratchpad-messages';
import { reportsStandardsMessages } from './reports-standards-messages';
import { reportsStudentsMessages } from './reports-students-messages';

/** Every English message of the reports feature (its areas' files, each with its own top-level keys), for english-messages.ts. */
export const reportsEnglishMessages = {
  ...reportsMessages,
  ...reportsAdministratorMessages,
  ...reportsProgressMessages,
  ...reportsIndexMessages,
  ...reportsStudentsMessages,
  ...reportsStandardsMessages,
  ...reportsQuizMessages,
  ...reportsQuizResourceMessages,
  ...reportsScratchpadMessages,
};

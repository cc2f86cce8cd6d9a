import { catalogueProjection } from './catalogue';
import { editionPickerProjection } from './edition-picker';
import { focusSessionsProjection } from './focus-sessions';
import { liveMessagesProjection } from './live-messages';
import { practiceProjection } from './practice';
import type { AnyProjection } from './projection';
import { schoolDirectoryProjection } from './school-directory';
import { signInProjection } from './sign-in';
import { siteNavigationProjection } from './site-navigation';

/** Every read model, in the order they are applied. */
export const allProjections: readonly AnyProjection[] = [
  schoolDirectoryProjection,
  signInProjection,
  editionPickerProjection,
  liveMessagesProjection,
  focusSessionsProjection,
  catalogueProjection,
  siteNavigationProjection,
  practiceProjection,
];

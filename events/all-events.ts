import type { EventDefinition } from './log/event-schemas';
import { catalogueEvents } from './catalogue';
import { searchEvents } from './search';
import { siteNavigationEvents } from './site-navigation';
import { editionPickerEvents } from './edition-picker';
import { focusSessionEvents } from './focus-sessions';
import { liveMessageEvents } from './live-messages';
import { practiceEvents } from './practice';
import { schoolDirectoryEvents } from './school-directory';
import { signInEvents } from './sign-in';

/** Every event type the log may hold, by feature. */
export const allEventDefinitions: readonly EventDefinition[] = [
  ...schoolDirectoryEvents,
  ...signInEvents,
  ...editionPickerEvents,
  ...liveMessageEvents,
  ...focusSessionEvents,
  ...catalogueEvents,
  ...searchEvents,
  ...siteNavigationEvents,
  ...practiceEvents,
];

import { assessmentsMessages, assessmentsSpanishMessages } from '../../shared/i18n/assessments-messages';
import { registerFeatureMessages } from '../../shared/i18n/feature-messages';
import { flexSnapshotsMessages, flexSnapshotsSpanishMessages } from '../../shared/i18n/flex-snapshots-messages';

// The Flex snapshots section's text comes with the scheduling page's chunk (issue 33; web/shared/i18n/feature-messages.ts),
// with the `assessments.*` refusals of `POST /assessments/flex` it shows.
registerFeatureMessages(flexSnapshotsMessages, flexSnapshotsSpanishMessages);
registerFeatureMessages(assessmentsMessages, assessmentsSpanishMessages);

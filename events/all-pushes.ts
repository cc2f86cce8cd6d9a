import { focusSessionPushes } from './focus-sessions';
import { instantReviewPushes } from './instant-review';
import { liveMessagePushes } from './live-messages';
import { combinePushDerivers } from './log/push';
import { sameQuestionModePushes } from './same-question-mode';

/** Every feature's push derivation (spec §7 real-time channels), for the relay. */
export const derivePushes = combinePushDerivers([liveMessagePushes, focusSessionPushes, sameQuestionModePushes, instantReviewPushes]);

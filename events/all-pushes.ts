import { focusSessionPushes } from './focus-sessions';
import { liveMessagePushes } from './live-messages';
import { combinePushDerivers } from './log/push';

/** Every feature's push derivation (spec §7 real-time channels), for the relay. */
export const derivePushes = combinePushDerivers([liveMessagePushes, focusSessionPushes]);

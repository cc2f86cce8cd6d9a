import type { SubAccountLogins } from '../auth/sub-account-logins';
import type { BotCheck } from '../bot-check/altcha-bot-check';
import type { ClusterAccess } from '../cluster/cluster-node';
import type { FocusSessionTimers } from '../focus-sessions/focus-session-timers';
import type { PublicWriteLimits } from '../http/public-write-limits';
import type { Mailer } from '../mail/mailer';
import type { SameQuestionRoomTimers } from '../same-question-mode/room-timers';
import type { RealtimeAccess } from '../nats/realtime-access';
import type { FeatureLog, QueryName } from './feature-log';

/** What the app hands every feature module beside the log (server/app.ts builds it once from AppDependencies). */
export interface FeatureServices {
  realtime: RealtimeAccess | null;
  /** Bounds the writes anyone can make (docs/security.md). */
  writeLimits: PublicWriteLimits;
  botCheck: BotCheck;
  subAccountLogins: SubAccountLogins;
  /** Signs search tracking ids, practice question keys and visitor ids, each under its own purpose. */
  trackingKey: Uint8Array;
  mailer: Mailer;
  /** PUBLIC_ORIGIN: where mailed links point; the request's origin when absent. */
  publicOrigin: string | undefined;
  supportEmail: string | undefined;
  focusSessionTimers: FocusSessionTimers | null;
  sameQuestionRoomTimers: SameQuestionRoomTimers | null;
  cluster: ClusterAccess | undefined;
  /** NOTIFICATIONS_BACKEND (issue 16): the feed is served, pushed and announced. */
  notificationsEnabled: boolean;
}

/** The account mail's services (account recovery, joining) over a log of `K`. */
export function accountMailOf<K extends QueryName>(services: FeatureServices, log: FeatureLog<K>) {
  return {
    log,
    writeLimits: services.writeLimits,
    mailer: services.mailer,
    publicOrigin: services.publicOrigin,
    ...(services.supportEmail ? { supportEmail: services.supportEmail } : {}),
  };
}

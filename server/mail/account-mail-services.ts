import type { FeatureLog, QueryName } from '../features/feature-log';
import type { PublicWriteLimits } from '../http/public-write-limits';
import type { Mailer } from './mailer';

export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';

/** What the routes that mail account links (account recovery, membership) are built from. */
export interface AccountMailServices<K extends QueryName = 'accountRecovery' | 'directory' | 'signIn'> {
  log: FeatureLog<K>;
  writeLimits: PublicWriteLimits;
  mailer: Mailer;
  /** PUBLIC_ORIGIN: where mailed links point; the request's origin when absent. */
  publicOrigin?: string | undefined;
  supportEmail?: string;
}

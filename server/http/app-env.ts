import type { ActiveSession } from '../../projections/sign-in';
import type { DirectoryUser } from '../../projections/school-directory';
import type { IdGenerator } from '../id-generator';

/** What every route can read from the context. */
export interface AppEnv {
  Variables: {
    user: DirectoryUser | null;
    session: ActiveSession | null;
    correlationId: string;
    address: string;
    /** The injected clock and id generator (AppDependencies): read them through `commandContext(c)`. */
    clock: () => Date;
    ids: IdGenerator;
    /** This response's CSP nonce for inline `<style>` (hono/secure-headers' NONCE; see security-headers.ts). */
    secureHeadersNonce?: string;
  };
}

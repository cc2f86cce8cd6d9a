import type { ActiveSession } from '../../projections/sign-in';
import type { DirectoryUser } from '../../projections/school-directory';

/** What every route can read from the context. */
export interface AppEnv {
  Variables: {
    user: DirectoryUser | null;
    session: ActiveSession | null;
    correlationId: string;
    address: string;
  };
}

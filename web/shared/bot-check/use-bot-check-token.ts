import { useCallback, useEffect, useRef } from 'react';
import { useSession, type SessionStore } from '../session/session-store';
import { requestBotCheckToken, type BotCheckAction, type BotCheckDependencies, httpBotCheck } from './bot-check-token';

export interface BotCheckToken {
  /** Whether the server asks for the check (`GET /session` botVerification.enabled). */
  enabled: boolean;
  /**
   * Fetches and solves a challenge for the hook's action. Resolves to the token,
   * or null when the check is off or could not be had (the sign-in is then sent
   * without one; the server answers 422 if it needed it). An unmounted form's
   * request is aborted.
   */
  requestToken(): Promise<string | null>;
}

/** The bot-check token for one form (spec §7): `useBotCheckToken('signin_mini')`. */
export function useBotCheckToken(action: BotCheckAction, options: { store?: SessionStore; deps?: BotCheckDependencies } = {}): BotCheckToken {
  const enabled = useSession((s) => s.session?.botVerification?.enabled ?? false, options.store);
  const deps = options.deps ?? httpBotCheck;
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live) controller.abort();
      live.clear();
    };
  }, []);
  const requestToken = useCallback(async () => {
    if (!enabled) return null;
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      return await requestBotCheckToken(action, controller.signal, deps);
    } catch {
      return null;
    } finally {
      controllers.current.delete(controller);
    }
  }, [action, deps, enabled]);
  return { enabled, requestToken };
}

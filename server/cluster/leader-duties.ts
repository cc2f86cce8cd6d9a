import type { NatsRelay } from '../../events/log/nats-relay';
import type { LeaderTimers } from './leader-timers';

/**
 * What only the relay leader does (docs/scale-out.md "One relay for the cluster"):
 * relay the log to NATS from the shared checkpoint (with every push, the live classroom's
 * coalesced ones included), and end focus sessions and same-question rooms at their end times. Returns
 * `lead` for `startClusterNode`: starts them all and returns how to stop them.
 */
export function leaderDuties(parts: {
  relay: NatsRelay;
  timers: readonly Pick<LeaderTimers<unknown>, 'lead' | 'stop'>[];
}): () => Promise<() => Promise<void>> {
  return () => {
    parts.relay.start();
    for (const timers of parts.timers) timers.lead();
    return Promise.resolve(async () => {
      for (const timers of parts.timers) timers.stop();
      await parts.relay.stop();
    });
  };
}

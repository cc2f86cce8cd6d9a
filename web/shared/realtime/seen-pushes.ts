import type { ChannelPush } from './push-message';

/** How many pushes a page remembers to drop repeats of (issue 17): far more than arrive in a handover. */
export const REMEMBERED_PUSHES = 1_000;

export interface SeenPushes {
  /** True the first time a push arrives; false for a repeat of one of the last `limit` pushes. */
  firstTime(push: ChannelPush): boolean;
  readonly size: number;
}

/**
 * Drops repeated pushes (docs/scale-out.md "One relay for the cluster"). Every push
 * the relay sends carries `eventId`, the id of the event it comes from; after a relay
 * leader's handover the new leader may send a push again. A push is the same push when
 * its channel, event name and event id are (one event may push different messages to
 * one user). Pushes without an `eventId` (published outside the relay) always pass.
 * Memory is bounded: the oldest id is forgotten first.
 */
export function seenPushes(limit = REMEMBERED_PUSHES): SeenPushes {
  const seen = new Set<string>();
  return {
    firstTime({ channel, message }) {
      if (typeof message.eventId !== 'string' || message.eventId === '') return true;
      const key = `${channel}\u0000${message.event}\u0000${message.eventId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      if (seen.size > limit) seen.delete(seen.values().next().value as string);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}

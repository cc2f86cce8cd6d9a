import type { RecordedEvent } from './event-store';
import { timerScheduler, type Push, type PushCoalescing, type PushMessage, type PushScheduler } from './push';

/** How a published push reaches NATS: its subject and the JSON body (with the id of the event it comes from). */
export type PublishPush = (subject: string, body: string) => void;

export interface PushPublisher {
  /**
   * Publishes an event's pushes: the plain ones at once, the coalesced ones when
   * their window closes. Returns every message the event derived (the explorer
   * records them). A deriver that throws loses its own messages only.
   */
  push(event: RecordedEvent): readonly PushMessage[];
  /** Sends what is waiting in open windows now (on stop, so a last message is not lost). */
  flush(): void;
}

interface Pending {
  message: PushMessage;
  cancel: () => void;
}

/** The one way pushes go out (the relay's): every feature's `Push`, plain or coalesced. */
export function pushPublisher(
  pushes: readonly Push[],
  publish: PublishPush,
  options: { scheduler?: PushScheduler; onError?: (message: string, error: unknown) => void } = {},
): PushPublisher {
  const scheduler = options.scheduler ?? timerScheduler;
  // A plain push names the event it comes from: a push may repeat (a relay leader's handover,
  // issue 17) and the browser's realtime client ignores one whose (channel, event, eventId) it has
  // seen. A coalesced push stands for several events, and one event may open windows of several
  // keys on one channel (a student in two classes), so it carries no eventId and always passes.
  const send = (message: PushMessage, eventId: string | null) => {
    publish(message.subject, JSON.stringify(eventId === null ? message.payload : { ...message.payload, eventId }));
  };
  const windows = new Map<PushCoalescing, Map<string, Pending>>();
  const close = (coalescing: PushCoalescing, key: string) => {
    const pending = windows.get(coalescing)?.get(key);
    if (!pending) return;
    windows.get(coalescing)!.delete(key);
    pending.cancel();
    try {
      const message = coalescing.finish ? coalescing.finish(pending.message) : pending.message;
      if (message) send(message, null);
    } catch (error) {
      options.onError?.(`a coalesced push to ${pending.message.subject} failed`, error);
    }
  };
  const hold = (coalescing: PushCoalescing, message: PushMessage) => {
    let open = windows.get(coalescing);
    if (!open) windows.set(coalescing, (open = new Map()));
    const key = coalescing.keyOf(message);
    const pending = open.get(key);
    if (pending) {
      pending.message = coalescing.merge(pending.message, message);
      return;
    }
    const entry: Pending = { message, cancel: () => {} };
    open.set(key, entry);
    entry.cancel = scheduler.after(coalescing.windowMs, () => close(coalescing, key));
  };
  return {
    push(event) {
      const derived: PushMessage[] = [];
      for (const push of pushes) {
        let messages: readonly PushMessage[];
        try {
          messages = push.derive(event);
        } catch (error) {
          options.onError?.(`deriving pushes of event ${event.metadata.position} (${event.type}) failed`, error);
          continue;
        }
        for (const message of messages) {
          if (push.coalesce) hold(push.coalesce, message);
          else send(message, event.metadata.eventId);
        }
        derived.push(...messages);
      }
      return derived;
    },
    flush() {
      for (const [coalescing, open] of windows) for (const key of [...open.keys()]) close(coalescing, key);
    },
  };
}

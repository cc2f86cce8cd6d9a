import type { ExplorerEvent } from '../../events/explorer';
import type { RecordedEvent } from '../../events/log/event-store';
import type { LogDatabase } from '../../events/log/log-database';
import { userSubjects, type PushMessage } from '../../events/log/push';
import { redactedData } from './redaction';

/** The live tail's subject under an engineer's own push subjects (their bearer JWT may already subscribe to it). */
export function explorerTailSubject(userId: string): string {
  return `${userSubjects(userId).general}.explorer`;
}

/** How long the list of engineers is trusted before it is read again. */
const ENGINEERS_TTL_MS = 5_000;

/** The tail's message: the event as the explorer shows it (hashes redacted). */
export function tailMessage(event: RecordedEvent): ExplorerEvent {
  const { position, eventId, at, streamId, version, actor, correlationId, causationId, schemaVersion } = event.metadata;
  return { position, eventId, at, streamId, version, type: event.type, actor, correlationId, causationId, schemaVersion, data: redactedData(event.data) };
}

/**
 * The live tail over NATS: every event the relay publishes is also published,
 * redacted, to each engineer's `push.user.<id>.explorer` — so NATS itself keeps
 * everyone else from hearing it, with no new permission in any token, and
 * raw events (with their hashes) never reach a browser. Nobody listening costs
 * NATS nothing. In a cluster only the relay's leader publishes, so once.
 */
export function explorerTail(db: LogDatabase, publish: (subject: string, payload: string) => void, now: () => number = Date.now) {
  const engineers = db.prepare("SELECT user_id AS userId FROM directory_users WHERE role = 'engineer'");
  let cached: { subjects: string[]; until: number } | null = null;
  const subjects = () => {
    if (!cached || cached.until <= now()) {
      cached = { subjects: (engineers.all() as { userId: string }[]).map((row) => explorerTailSubject(row.userId)), until: now() + ENGINEERS_TTL_MS };
    }
    return cached.subjects;
  };
  return (event: RecordedEvent) => {
    const targets = subjects();
    if (targets.length === 0) return;
    const payload = JSON.stringify({ event: 'EXPLORER_EVENT', ...tailMessage(event) });
    for (const subject of targets) publish(subject, payload);
  };
}

/**
 * The relay's `onPushed` for the explorer (server/main.ts): records which pushes
 * each event produced, and feeds the live tail. Errors stay here.
 */
export function explorerRelayObserver(
  recorder: { record(event: RecordedEvent, pushes: readonly PushMessage[]): void },
  tail: (event: RecordedEvent) => void,
  onError: (error: unknown) => void,
) {
  return (event: RecordedEvent, pushes: readonly PushMessage[]) => {
    try {
      recorder.record(event, pushes);
      tail(event);
    } catch (error) {
      onError(error);
    }
  };
}

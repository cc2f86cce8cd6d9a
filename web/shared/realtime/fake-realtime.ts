import { fromCallback, fromPromise } from 'xstate';
import type { ConnectionCommand, ConnectionInput, ConnectionReport } from './connection-protocol';
import type { PubsubCredentials } from './pubsub-credentials';
import type { PushChannel, PushMessage } from './push-message';
import { realtimeMachine } from './realtime-machine';

/**
 * For component tests: the real realtime machine over a fake server and a fake
 * connection (no NATS). Hand `logic` to `<RealtimeProvider>`; once a user is
 * signed in the link opens (after the credentials' promise settles), and the
 * test delivers pushes by hand or reports what the connection did.
 */
export function fakeRealtime() {
  const links = new Set<(report: ConnectionReport) => void>();
  const credentials: PubsubCredentials = {
    pubsubEndpoint: 'ws://127.0.0.1:4223',
    pubsubToken: 'token',
    subjects: { general: 'push.user.u1', focus: 'push.user.u1.focus', teacher: 'push.user.u1.teacher', room: 'push.user.u1.room', notifications: 'push.user.u1.notifications' },
    expiresAt: Date.now() + 24 * 60 * 60_000,
  };
  const logic = realtimeMachine.provide({
    actors: {
      fetchCredentials: fromPromise<PubsubCredentials>(async () => credentials),
      connection: fromCallback<ConnectionCommand, ConnectionInput>(({ sendBack }) => {
        links.add(sendBack);
        sendBack({ type: 'connection.opened' });
        return () => links.delete(sendBack);
      }),
    },
  });
  const report = (event: ConnectionReport) => {
    if (links.size === 0) throw new Error('fakeRealtime: no open connection (is a user signed in, and has the link opened?)');
    for (const link of links) link(event);
  };
  return {
    logic,
    /** Whether a connection is open now. */
    isOpen: () => links.size > 0,
    report,
    deliver: (channel: PushChannel, message: PushMessage) => report({ type: 'push.received', channel, message }),
  };
}

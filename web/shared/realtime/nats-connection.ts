import type { NatsConnection } from '@nats-io/nats-core';
import { fromCallback } from 'xstate';
import type { ConnectionCommand, ConnectionInput, ConnectionReport } from './connection-protocol';
import { normalClosureSocketFactory } from './normal-closure-socket';
import { parsePushMessage, PUSH_CHANNELS } from './push-message';
import { seenPushes } from './seen-pushes';

/** One page, one memory of pushes: a repeat is dropped across reconnections too. */
const receivedPushes = seenPushes();

/**
 * The real connection: NATS over WebSocket with the user's bearer JWT.
 * The authenticator reads the current token on every (re)connect, so a token
 * handed over with `token.renewed` is what the next handshake uses. nats-core
 * reconnects by itself after a network loss and restores the subscriptions;
 * it gives up (closes) after two auth refusals in a row, which this actor
 * reports so the machine can fetch fresh credentials.
 *
 * nats-core is loaded on first use, so visitors never download it.
 */
export const natsConnection = fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
  let token = input.token;
  let connection: NatsConnection | undefined;
  let stopped = false;
  const report = (event: ConnectionReport) => {
    if (!stopped) sendBack(event);
  };

  receive((command) => {
    token = command.token;
    // Re-authenticate now, on our schedule, rather than be cut off when the old token expires.
    if (connection !== undefined && !connection.isClosed()) connection.reconnect().catch(() => undefined);
  });

  void (async () => {
    let nats: NatsCore;
    try {
      nats = await import('@nats-io/nats-core');
    } catch {
      report({ type: 'connection.closed', authRejected: false });
      return;
    }
    if (stopped) return;
    const isAuthError = (error: unknown) => isAuthErrorOf(nats, error);
    try {
      connection = await nats.wsconnect({
        servers: input.endpoint,
        authenticator: nats.jwtAuthenticator(() => token),
        reconnect: true,
        maxReconnectAttempts: -1,
        name: 'live-classroom-web',
        // Closed with 1000, never without a code (a user switch closes it: issue 34).
        wsFactory: normalClosureSocketFactory,
      });
    } catch (error) {
      report({ type: 'connection.closed', authRejected: isAuthError(error) });
      return;
    }
    if (stopped) {
      await connection.close().catch(() => undefined);
      return;
    }
    for (const channel of PUSH_CHANNELS) {
      connection.subscribe(input.subjects[channel], {
        callback: (error, msg) => {
          if (error !== null) return;
          const message = parsePushMessage(msg.data);
          // Issue 17: a push repeated after a relay leader's handover is dropped here.
          if (message !== null && receivedPushes.firstTime({ channel, message })) report({ type: 'push.received', channel, message });
        },
      });
    }
    report({ type: 'connection.opened' });
    void watchStatus(connection, report, isAuthError);
    const closeError = await connection.closed();
    report({ type: 'connection.closed', authRejected: isAuthError(closeError) });
  })();

  return () => {
    stopped = true;
    connection?.close().catch(() => undefined);
  };
});

type NatsCore = typeof import('@nats-io/nats-core');

async function watchStatus(
  connection: NatsConnection,
  report: (event: ConnectionReport) => void,
  isAuthError: (error: unknown) => boolean,
): Promise<void> {
  for await (const status of connection.status()) {
    if (status.type === 'disconnect') report({ type: 'connection.lost' });
    else if (status.type === 'reconnect') report({ type: 'connection.restored' });
    else if (status.type === 'error' && isAuthError(status.error)) report({ type: 'connection.authRejected' });
  }
}

function isAuthErrorOf(nats: NatsCore, error: unknown): boolean {
  const refused = (value: unknown) =>
    value instanceof nats.UserAuthenticationExpiredError || value instanceof nats.AuthorizationError;
  return refused(error) || (error instanceof Error && refused(error.cause));
}

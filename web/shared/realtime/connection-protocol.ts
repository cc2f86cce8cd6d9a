import type { PushChannel, PushMessage } from './push-message';

/** What the realtime machine hands the connection actor when it starts it. */
export interface ConnectionInput {
  endpoint: string;
  token: string;
  subjects: Record<PushChannel, string>;
}

/** What the connection actor reports back to the realtime machine. */
export type ConnectionReport =
  /** Connected and subscribed to every channel. */
  | { type: 'connection.opened' }
  /** The link dropped; the client is retrying on its own. */
  | { type: 'connection.lost' }
  /** The client got the link back (subscriptions are restored by the client). */
  | { type: 'connection.restored' }
  /** The server refused or expired the token; a fresh one is needed. */
  | { type: 'connection.authRejected' }
  /** The connection is gone for good (or never opened); the machine decides what next. */
  | { type: 'connection.closed'; authRejected: boolean }
  | { type: 'push.received'; channel: PushChannel; message: PushMessage };

/** What the realtime machine tells a running connection actor. */
export type ConnectionCommand = { type: 'token.renewed'; token: string };

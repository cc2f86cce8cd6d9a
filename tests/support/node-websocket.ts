import type { WsConnectionOptions } from '@nats-io/nats-core';
import { WebSocket as NodeWebSocket } from 'ws';

/** Node 20 has no global WebSocket: hand nats-core the `ws` package's (W3C-compatible) one. */
export const nodeWsFactory: WsConnectionOptions['wsFactory'] = (url) =>
  Promise.resolve({ socket: new NodeWebSocket(url) as unknown as WebSocket, encrypted: false });

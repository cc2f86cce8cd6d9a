/**
 * nats-core closes its WebSocket with `socket.close()` and no status code. The
 * browser then sends a close frame without a status, the peer answers with the
 * status it "received", 1005 — a code reserved for "none was given" that must
 * never be on the wire — and the browser logs an error (issue 34: the console
 * error right after a parent switches to a child). Handing nats-core this
 * factory's sockets makes every close a normal one: 1000 when no code is given.
 */
export const NORMAL_CLOSURE = 1000;

/** A socket whose `close()` without a code closes with 1000 (normal closure). */
export function closingNormally<Socket extends Pick<WebSocket, 'close'>>(socket: Socket): Socket {
  const close = socket.close.bind(socket);
  socket.close = (code?: number, reason?: string) => (reason === undefined ? close(code ?? NORMAL_CLOSURE) : close(code ?? NORMAL_CLOSURE, reason));
  return socket;
}

/** nats-core's `wsFactory`: a browser WebSocket to `url` that closes normally. */
export function normalClosureSocketFactory(url: string): Promise<{ socket: WebSocket; encrypted: boolean }> {
  return Promise.resolve({ socket: closingNormally(new WebSocket(url)), encrypted: url.startsWith('wss://') });
}

// Read-your-writes for asynchronous read models (docs/architecture.md "Inline or
// asynchronous"). An async projection follows the log a moment behind the commit;
// every query over one first brings it up to the log's end (on a cluster node, the
// node's copy, which the position cookie has already brought up to what the client
// has seen). When nothing is pending this costs one comparison; after a burst it
// applies the pending events in batches, so whoever just wrote sees their write.

type QueryObject = Record<string, unknown>;

/** `queries` with every function first calling `catchUp` (which must be synchronous and idempotent). */
export function caughtUpQueries<Queries extends QueryObject>(queries: Queries, catchUp: () => void): Queries {
  const wrapped: QueryObject = {};
  for (const [name, value] of Object.entries(queries)) {
    wrapped[name] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            catchUp();
            return (value as (...a: unknown[]) => unknown).apply(queries, args);
          }
        : value;
  }
  return wrapped as Queries;
}

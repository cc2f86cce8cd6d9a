/**
 * The error an invoked actor failed with (`onError`'s `event.error`), as the params a machine
 * hands a guard or an action: `{ guard: { type: 'isSignedOut', params: errorOf } }`.
 */
export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;

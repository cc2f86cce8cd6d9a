import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * Issue 33 (nothing shifts): sections that load on their own appear together. Shown as each one's
 * data arrived, a late section pushed the ones below it down (a student's home moved 0.3 in
 * Lighthouse). Inside `<SettleTogether>` the sections are laid out unseen (`visibility: hidden`:
 * their room is taken, nothing is announced or focusable) until none of them is loading its first
 * data — or `maxWaitMs` after the first render, so a slow load hides nothing for long. From then on
 * every load shows as it arrives (a refresh, a retry: nothing is held back again).
 *
 * A loading hook says it is loading with `useSettling(loading)`; outside a `<SettleTogether>` that
 * does nothing.
 */
export const SETTLE_MAX_WAIT_MS = 2500;

interface Settling {
  /** Counts one part as loading; the function it answers counts it done. */
  hold(): () => void;
}

const SettlingContext = createContext<Settling | null>(null);

export function SettleTogether({ children, maxWaitMs = SETTLE_MAX_WAIT_MS }: { children: ReactNode; maxWaitMs?: number }) {
  const [settled, setSettled] = useState(false);
  const pending = useRef(0);
  const check = useRef<ReturnType<typeof setTimeout>>(undefined);
  const settling = useMemo<Settling>(() => {
    // On the next turn: a load that ends and the section it reveals (with its own load) register in one commit.
    const settleIfIdle = () => {
      clearTimeout(check.current);
      check.current = setTimeout(() => {
        if (pending.current === 0) setSettled(true);
      }, 0);
    };
    return {
      hold() {
        pending.current += 1;
        clearTimeout(check.current);
        let held = true;
        return () => {
          if (!held) return;
          held = false;
          pending.current -= 1;
          settleIfIdle();
        };
      },
    };
  }, []);
  // After the children's layout effects: each loading part has said so by now.
  useEffect(() => {
    if (pending.current === 0) setSettled(true);
    const cap = setTimeout(() => setSettled(true), maxWaitMs);
    return () => {
      clearTimeout(cap);
      clearTimeout(check.current);
    };
  }, [maxWaitMs]);
  return (
    <SettlingContext.Provider value={settled ? null : settling}>
      <div className={settled ? 'settle-together' : 'settle-together settling'} aria-busy={!settled} data-testid="settle-together">
        {children}
      </div>
    </SettlingContext.Provider>
  );
}

/** While `loading`, the nearest `<SettleTogether>` keeps its sections unseen (until its wait ends). */
export function useSettling(loading: boolean): void {
  const settling = useContext(SettlingContext);
  useLayoutEffect(() => {
    if (!loading || settling === null) return;
    return settling.hold();
  }, [loading, settling]);
}

import { useEffect, useRef, useState } from 'react';
import type { SittingView } from './assessments-api';

/**
 * Seconds until the window closes by the server's clock: `closesAt − serverTime` when the view came, less the time
 * passed since by the browser's clock (its own time of day never counts, only its elapsed time). Null: no end
 * (LevelUp), or no view.
 */
export function useWindowCountdown(view: SittingView | null, clock: () => number, running: boolean): number | null {
  const [now, setNow] = useState(clock);
  const base = useRef<{ view: SittingView | null; at: number; seconds: number | null }>({ view: null, at: 0, seconds: null });
  if (base.current.view !== view) base.current = { view, at: clock(), seconds: secondsLeftAt(view) };
  const counting = running && base.current.seconds !== null;
  useEffect(() => {
    setNow(clock());
    if (!counting) return;
    const timer = window.setInterval(() => setNow(clock()), 1_000);
    return () => window.clearInterval(timer);
  }, [view, counting]);
  const { seconds, at } = base.current;
  if (seconds === null) return null;
  return Math.max(0, seconds - Math.floor((Math.max(now, at) - at) / 1_000));
}

function secondsLeftAt(view: SittingView | null): number | null {
  if (view === null || view.closesAt === null) return null;
  const left = Date.parse(view.closesAt) - Date.parse(view.serverTime);
  return Number.isFinite(left) ? Math.max(0, Math.floor(left / 1_000)) : null;
}

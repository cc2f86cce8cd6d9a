import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';

/**
 * A watched pad's sender (docs/scratchpad.md "The live watch"): the pad reports every change, and at most one
 * batch — the pad as it is then, the latest change — goes out per `intervalMs`, never two at once. A change
 * made while a batch is on its way goes out in the next one.
 */
export function liveBatches(send: (strokes: readonly ScratchpadStroke[]) => Promise<unknown>, intervalMs: number) {
  let latest: readonly ScratchpadStroke[] | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending = false;
  let stopped = false;
  const schedule = () => {
    if (timer === null && !sending && !stopped && latest !== null) timer = setTimeout(flush, intervalMs);
  };
  const flush = () => {
    timer = null;
    if (latest === null || stopped) return;
    const strokes = latest;
    latest = null;
    sending = true;
    void send(strokes)
      .catch(() => {})
      .finally(() => {
        sending = false;
        schedule();
      });
  };
  return {
    /** The pad changed: it goes out with the next batch. */
    change(strokes: readonly ScratchpadStroke[]) {
      latest = strokes;
      schedule();
    },
    /** Sends nothing more (the watch ended, the page left). */
    stop() {
      stopped = true;
      latest = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

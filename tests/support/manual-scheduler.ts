import type { PushScheduler } from '../../events/log/push';

// Test support: time for coalesced pushes that moves only when the test says (no real timers).

/** A scheduler whose time moves only when the test says. */
export function manualScheduler() {
  let now = 0;
  let tasks: { at: number; task: () => void; cancelled: boolean }[] = [];
  const scheduler: PushScheduler & { advance(ms: number): void; now(): number; pending(): number } = {
    after(ms, task) {
      const entry = { at: now + ms, task, cancelled: false };
      tasks.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = tasks.filter((entry) => !entry.cancelled && entry.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        due.cancelled = true;
        due.task();
      }
      tasks = tasks.filter((entry) => !entry.cancelled);
      now = until;
    },
    now: () => now,
    pending: () => tasks.filter((entry) => !entry.cancelled).length,
  };
  return scheduler;
}

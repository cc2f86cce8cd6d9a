import type { Actor } from 'xstate';
import { z } from 'zod';
import { isPopoverOpen, type liveMessagesMachine, type PopoverMemory } from './live-messages-machine';
import { newestCreationDate } from './message-feed';

/**
 * The popover's state in browser storage (spec §4): whether it was open and
 * the newest message's date, per signed-in user; removed when there are no
 * messages. Storage that is full or blocked is ignored.
 */

const popoverMemorySchema = z.object({ open: z.boolean(), latestDate: z.number() }) satisfies z.ZodType<PopoverMemory>;

export interface PopoverMemoryStore {
  read(): PopoverMemory | null;
  write(memory: PopoverMemory): void;
  clear(): void;
}

export function popoverMemoryKey(userId: string): string {
  return `live-classroom:live-messages-popover:${userId}`;
}

export function browserPopoverMemory(userId: string, storage: Storage | null = safeLocalStorage()): PopoverMemoryStore {
  const key = popoverMemoryKey(userId);
  return {
    read() {
      try {
        const stored = popoverMemorySchema.safeParse(JSON.parse(storage?.getItem(key) ?? 'null'));
        return stored.success ? stored.data : null;
      } catch {
        return null;
      }
    },
    write(memory) {
      try {
        storage?.setItem(key, JSON.stringify(memory));
      } catch {
        // Full or blocked storage: the popover just won't remember.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps `memory` in step with the running machine, from its first answer on. Returns the unsubscribe. */
export function rememberPopover(actor: Actor<typeof liveMessagesMachine>, memory: PopoverMemoryStore): () => void {
  let last = '';
  const sync = () => {
    const snapshot = actor.getSnapshot();
    if (!snapshot.matches('ready')) return;
    const latestDate = newestCreationDate(snapshot.context.messages);
    const next: PopoverMemory | null = latestDate === null ? null : { open: isPopoverOpen(snapshot), latestDate };
    const key = JSON.stringify(next);
    if (key === last) return;
    last = key;
    if (next === null) memory.clear();
    else memory.write(next);
  };
  const subscription = actor.subscribe(sync);
  sync();
  return () => subscription.unsubscribe();
}

import { createStore, type StoreApi } from 'zustand';
import type { SentLiveMessageBatch } from '../../../events/live-messages';
import { acknowledgementStatuses } from '../../../events/live-messages/acknowledgement-statuses';
import type { AcknowledgedPush, TimedList } from './live-message';
import { fetchSentBatches } from './live-message-api';
import { clockOffset } from './message-age';

/**
 * The sender's sent batches (spec §2.24: read-only, counts per status),
 * kept current by `LIVE_MESSAGE_ACKNOWLEDGED` pushes. Pushes arrive at least
 * once, so applying one moves the student to the pushed status wherever they
 * are (a repeat changes nothing). A push for a batch not on the list, or one
 * that arrived while the list was loading, is settled by loading again.
 */

export type SentBatchesPhase = 'loading' | 'ready' | 'failed';

export interface SentBatchesState {
  phase: SentBatchesPhase;
  batches: SentLiveMessageBatch[];
  expirationIntervalMs: number | null;
  /** Server clock − local clock, from the last answer. */
  offsetMs: number;
  load(): Promise<void>;
  applyAcknowledgement(push: AcknowledgedPush): void;
}

export type SentBatchesStore = StoreApi<SentBatchesState>;

export interface SentBatchesDeps {
  fetchBatches?: () => Promise<TimedList<SentLiveMessageBatch>>;
  now?: () => number;
}

export function createSentBatchesStore({ fetchBatches = fetchSentBatches, now = Date.now }: SentBatchesDeps = {}): SentBatchesStore {
  let inFlight: Promise<void> | null = null;
  /** Pushes received while a load was on its way, applied on top of its answer. */
  let heldPushes: AcknowledgedPush[] = [];

  return createStore<SentBatchesState>()((set, get) => {
    const loadOnce = async () => {
      heldPushes = [];
      try {
        const list = await fetchBatches();
        const held = heldPushes;
        heldPushes = [];
        set({
          phase: 'ready',
          batches: held.reduce(applyPush, list.items),
          expirationIntervalMs: list.expirationIntervalMs,
          offsetMs: clockOffset(list.serverTime, now()),
        });
      } catch (error) {
        console.warn('live messages: loading sent batches failed', error);
        if (get().phase === 'loading') set({ phase: 'failed' });
      }
    };

    const load = (): Promise<void> => {
      if (inFlight !== null) return inFlight;
      inFlight = loadOnce().finally(() => {
        inFlight = null;
      });
      return inFlight;
    };

    return {
      phase: 'loading',
      batches: [],
      expirationIntervalMs: null,
      offsetMs: 0,
      load: () => {
        if (get().phase === 'failed') set({ phase: 'loading' });
        return load();
      },
      applyAcknowledgement(push) {
        if (inFlight !== null) heldPushes.push(push);
        const { batches } = get();
        if (!batches.some((batch) => batch.batchId === push.batchId)) {
          if (inFlight === null) void load();
          return;
        }
        const next = applyPush(batches, push);
        if (next !== batches) set({ batches: next });
      },
    };
  });
}

/** The batch list with the student under the pushed status; the same list when nothing changes. */
export function applyPush(batches: SentLiveMessageBatch[], push: AcknowledgedPush): SentLiveMessageBatch[] {
  let changed = false;
  const next = batches.map((batch) => {
    if (batch.batchId !== push.batchId) return batch;
    const byStatus = batch.studentUserIdsByAcknowledgementStatus;
    if (byStatus[push.acknowledgementStatus].includes(push.studentUserId)) return batch;
    changed = true;
    const moved = Object.fromEntries(
      acknowledgementStatuses.map((status) => {
        const others = byStatus[status].filter((id) => id !== push.studentUserId);
        return [status, status === push.acknowledgementStatus ? [...others, push.studentUserId] : others];
      }),
    ) as SentLiveMessageBatch['studentUserIdsByAcknowledgementStatus'];
    return { ...batch, studentUserIdsByAcknowledgementStatus: moved };
  });
  return changed ? next : batches;
}

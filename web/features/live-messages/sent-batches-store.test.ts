import { describe, expect, it, vi } from 'vitest';
import type { SentLiveMessageBatch } from '../../../events/live-messages';
import type { AcknowledgedPush, TimedList } from './live-message';
import { sentBatch } from './live-message-fixtures';
import { applyPush, createSentBatchesStore } from './sent-batches-store';

const batch = (overrides: Partial<SentLiveMessageBatch> = {}) => sentBatch({ creationDate: 1_000, ...overrides });

const confused: AcknowledgedPush = {
  batchId: 'b1',
  messageId: 'm1',
  studentUserId: 'u_ava_b',
  acknowledgementStatus: 'CONFUSED',
  previous: 'UNACKNOWLEDGED',
};

const list = (items: SentLiveMessageBatch[]): TimedList<SentLiveMessageBatch> => ({ items, expirationIntervalMs: 3_600_000, serverTime: 5_000 });

describe('applying an acknowledgement push', () => {
  it('moves the student to the pushed status', () => {
    const [next] = applyPush([batch()], confused);
    expect(next?.studentUserIdsByAcknowledgementStatus).toMatchObject({ UNACKNOWLEDGED: ['u_noah_c'], CONFUSED: ['u_ava_b'] });
  });

  it('changes nothing for a redelivered push or another batch', () => {
    const once = applyPush([batch()], confused);
    expect(applyPush(once, confused)).toBe(once);
    expect(applyPush(once, { ...confused, batchId: 'other' })).toBe(once);
  });
});

describe('the sent batches store', () => {
  it('loads the batches and the clock offset', async () => {
    const store = createSentBatchesStore({ fetchBatches: async () => list([batch()]), now: () => 4_000 });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ phase: 'ready', expirationIntervalMs: 3_600_000, offsetMs: 1_000 });
    store.getState().applyAcknowledgement(confused);
    expect(store.getState().batches[0]?.studentUserIdsByAcknowledgementStatus.CONFUSED).toEqual(['u_ava_b']);
  });

  it('loads again for a push about a batch it does not have', async () => {
    const fetchBatches = vi.fn(async () => list([batch()]));
    const store = createSentBatchesStore({ fetchBatches });
    await store.getState().load();
    fetchBatches.mockResolvedValueOnce(list([batch({ batchId: 'b2' }), batch()]));
    store.getState().applyAcknowledgement({ ...confused, batchId: 'b2' });
    await vi.waitFor(() => expect(store.getState().batches.map((b) => b.batchId)).toEqual(['b2', 'b1']));
    expect(fetchBatches).toHaveBeenCalledTimes(2);
  });

  it('applies a push that came while loading on top of the answer', async () => {
    let answer!: (value: TimedList<SentLiveMessageBatch>) => void;
    const store = createSentBatchesStore({ fetchBatches: () => new Promise((resolve) => (answer = resolve)) });
    const loading = store.getState().load();
    store.getState().applyAcknowledgement(confused);
    answer(list([batch()]));
    await loading;
    expect(store.getState().batches[0]?.studentUserIdsByAcknowledgementStatus.CONFUSED).toEqual(['u_ava_b']);
  });

  it('reports a failed first load, and loads again on request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchBatches = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(list([]));
    const store = createSentBatchesStore({ fetchBatches });
    await store.getState().load();
    expect(store.getState().phase).toBe('failed');
    await store.getState().load();
    expect(store.getState().phase).toBe('ready');
    warn.mockRestore();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { IndividualLiveMessage } from '../../../events/live-messages';
import type { TimedList } from './live-message';
import type { AcknowledgeRequest } from './live-message-api';
import { liveMessage } from './live-message-fixtures';
import { EXPIRY_CHECK_MS, isPopoverOpen, liveMessagesMachine, type PopoverMemory } from './live-messages-machine';

const HOUR = 60 * 60_000;
/** The server's clock runs 5 minutes ahead of the browser's. */
const SERVER_AHEAD = 5 * 60_000;

const message = (id: string, ageMs: number, overrides: Partial<IndividualLiveMessage> = {}) =>
  liveMessage(id, { creationDate: SERVER_AHEAD - ageMs, ...overrides });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface StartOptions {
  messages: IndividualLiveMessage[];
  storedMemory?: PopoverMemory | null;
  fetchFails?: boolean;
}

/** Starts the machine at simulated time 0 with a fake server; acknowledgements wait for the test. */
async function start({ messages, storedMemory = null, fetchFails = false }: StartOptions) {
  const clock = new SimulatedClock();
  const feeds: TimedList<IndividualLiveMessage>[] = [];
  let nextFeed = messages;
  const acks: { request: AcknowledgeRequest; answer: ReturnType<typeof deferred<AcknowledgeRequest>> }[] = [];
  const announced: string[] = [];
  const logFetchFailure = vi.fn();
  const machine = liveMessagesMachine.provide({
    actors: {
      fetchMessages: fromPromise(async () => {
        if (fetchFails) throw new HttpError(500, 'app.error.unexpected');
        const feed = { items: nextFeed, expirationIntervalMs: HOUR, serverTime: clock.now() + SERVER_AHEAD };
        feeds.push(feed);
        return feed;
      }),
      acknowledgeMessage: fromPromise(({ input }: { input: AcknowledgeRequest }) => {
        const answer = deferred<AcknowledgeRequest>();
        acks.push({ request: input, answer });
        return answer.promise;
      }),
    },
    actions: {
      announceOpen: () => void announced.push('open'),
      announceClosed: () => void announced.push('closed'),
      logFetchFailure,
    },
  });
  const actor = createActor(machine, { clock, input: { userId: 'u_ava_b', storedMemory, now: () => clock.now() } });
  actor.start();
  await waitFor(actor, (s) => s.matches('ready'));
  const statusOf = (id: string) => actor.getSnapshot().context.messages.find((m) => m.messageId === id)?.acknowledgementStatus;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    clock,
    acks,
    announced,
    feeds,
    logFetchFailure,
    statusOf,
    settle,
    isOpen: () => isPopoverOpen(actor.getSnapshot()),
    ids: () => actor.getSnapshot().context.messages.map((m) => m.messageId),
    serveNext: (list: IndividualLiveMessage[]) => void (nextFeed = list),
  };
}

describe('opening on page load (spec §4)', () => {
  it('opens when there are unacknowledged messages and no stored state', async () => {
    const { isOpen, announced } = await start({ messages: [message('m1', 60_000)] });
    expect(isOpen()).toBe(true);
    expect(announced).toEqual(['open']);
  });

  it('stays closed when the stored state says closed and nothing newer came', async () => {
    const m = message('m1', 60_000);
    const { isOpen } = await start({ messages: [m], storedMemory: { open: false, latestDate: m.creationDate } });
    expect(isOpen()).toBe(false);
  });

  it('opens when the stored state says open', async () => {
    const m = message('m1', 60_000);
    const { isOpen } = await start({ messages: [m], storedMemory: { open: true, latestDate: m.creationDate } });
    expect(isOpen()).toBe(true);
  });

  it('opens when the newest message is newer than the stored latest date', async () => {
    const older = message('m1', 10 * 60_000);
    const newer = message('m2', 60_000, { acknowledgementStatus: 'GOT_IT' });
    const { isOpen } = await start({ messages: [newer, older], storedMemory: { open: false, latestDate: older.creationDate } });
    expect(isOpen()).toBe(true);
  });

  it('stays closed when every message is acknowledged, or there are none', async () => {
    expect((await start({ messages: [message('m1', 1000, { acknowledgementStatus: 'NO' })] })).isOpen()).toBe(false);
    expect((await start({ messages: [] })).isOpen()).toBe(false);
  });

  it('logs a failed fetch and carries on with no messages', async () => {
    const { isOpen, ids, logFetchFailure } = await start({ messages: [], fetchFails: true });
    expect(isOpen()).toBe(false);
    expect(ids()).toEqual([]);
    expect(logFetchFailure).toHaveBeenCalledWith(expect.anything(), expect.any(HttpError));
  });
});

describe('acknowledging', () => {
  it('shows the choice at once, sends it, and closes when nothing is left unacknowledged', async () => {
    const { actor, acks, statusOf, isOpen, settle, announced } = await start({ messages: [message('m1', 1000)] });
    actor.send({ type: 'acknowledge', messageId: 'm1', choice: 'CONFUSED' });
    expect(statusOf('m1')).toBe('CONFUSED');
    expect(acks.map((a) => a.request)).toEqual([{ messageId: 'm1', response: 'CONFUSED' }]);
    expect(isOpen()).toBe(true);
    acks[0]!.answer.resolve({ messageId: 'm1', response: 'CONFUSED' });
    await settle();
    expect(isOpen()).toBe(false);
    expect(announced).toEqual(['open', 'closed']);
  });

  it('stays open while another message still waits for an answer', async () => {
    const { actor, acks, isOpen, settle } = await start({ messages: [message('m2', 1000), message('m1', 2000)] });
    actor.send({ type: 'acknowledge', messageId: 'm1', choice: 'GOT_IT' });
    acks[0]!.answer.resolve({ messageId: 'm1', response: 'GOT_IT' });
    await settle();
    expect(isOpen()).toBe(true);
  });

  it('clicking the selected choice again sends UNACKNOWLEDGED', async () => {
    const { actor, acks, statusOf, settle } = await start({ messages: [message('m1', 1000, { acknowledgementStatus: 'THANK_YOU' })] });
    actor.send({ type: 'toggle' });
    actor.send({ type: 'acknowledge', messageId: 'm1', choice: 'THANK_YOU' });
    expect(statusOf('m1')).toBe('UNACKNOWLEDGED');
    expect(acks[0]!.request).toEqual({ messageId: 'm1', response: 'UNACKNOWLEDGED' });
    acks[0]!.answer.resolve({ messageId: 'm1', response: 'UNACKNOWLEDGED' });
    await settle();
    expect(statusOf('m1')).toBe('UNACKNOWLEDGED');
  });

  it('reverts to the previous status when the call fails, and keeps the popover open', async () => {
    const { actor, acks, statusOf, isOpen, settle } = await start({ messages: [message('m1', 1000)] });
    actor.send({ type: 'acknowledge', messageId: 'm1', choice: 'GOT_IT' });
    expect(statusOf('m1')).toBe('GOT_IT');
    acks[0]!.answer.reject(new HttpError(500, 'app.error.unexpected'));
    await settle();
    expect(statusOf('m1')).toBe('UNACKNOWLEDGED');
    expect(actor.getSnapshot().context.failedMessageId).toBe('m1');
    expect(isOpen()).toBe(true);
    // The next try clears the notice.
    actor.send({ type: 'acknowledge', messageId: 'm1', choice: 'NO' });
    expect(actor.getSnapshot().context.failedMessageId).toBeNull();
  });

  it('sends clicks one at a time; a failed one hands its previous status to the next click on that message', async () => {
    const { actor, acks, statusOf, settle } = await start({ messages: [message('m1', 1000)] });
    actor.send({ type: 'acknowledge', messageId: 'm1', choice: 'GOT_IT' });
    actor.send({ type: 'acknowledge', messageId: 'm1', choice: 'NO' });
    expect(statusOf('m1')).toBe('NO');
    expect(acks).toHaveLength(1);
    acks[0]!.answer.reject(new HttpError(400, 'live_message.expired'));
    await settle();
    expect(statusOf('m1')).toBe('NO');
    expect(acks[1]!.request).toEqual({ messageId: 'm1', response: 'NO' });
    acks[1]!.answer.reject(new Error('network'));
    await settle();
    expect(statusOf('m1')).toBe('UNACKNOWLEDGED');
  });
});

describe('expiry (every 10 s, on the server clock)', () => {
  it('drops a message once its age exceeds the interval, at the next check', async () => {
    // 25 s left before expiry: still there at 10 s and 20 s, gone at 30 s.
    const { clock, ids, isOpen } = await start({ messages: [message('m2', 60_000), message('m1', HOUR - 25_000)] });
    clock.increment(EXPIRY_CHECK_MS);
    clock.increment(EXPIRY_CHECK_MS);
    expect(ids()).toEqual(['m2', 'm1']);
    clock.increment(EXPIRY_CHECK_MS);
    expect(ids()).toEqual(['m2']);
    expect(isOpen()).toBe(true);
  });

  it('closes the popover when the last unacknowledged message expires', async () => {
    const { clock, ids, isOpen } = await start({
      messages: [message('m2', 60_000, { acknowledgementStatus: 'GOT_IT' }), message('m1', HOUR - 5_000)],
    });
    expect(isOpen()).toBe(true);
    clock.increment(EXPIRY_CHECK_MS);
    expect(ids()).toEqual(['m2']);
    expect(isOpen()).toBe(false);
  });

  it('does nothing before the first check', async () => {
    const { clock, ids } = await start({ messages: [message('m1', HOUR - 5_000)] });
    clock.increment(EXPIRY_CHECK_MS - 1);
    expect(ids()).toEqual(['m1']);
  });
});

describe('new messages', () => {
  it('a pushed message opens the popover; a redelivery or a message for someone else changes nothing', async () => {
    const { actor, ids, isOpen } = await start({ messages: [message('m1', 60_000, { acknowledgementStatus: 'GOT_IT' })] });
    expect(isOpen()).toBe(false);
    actor.send({ type: 'message.pushed', message: message('m2', 100) });
    expect(ids()).toEqual(['m2', 'm1']);
    expect(isOpen()).toBe(true);
    actor.send({ type: 'close' });
    actor.send({ type: 'message.pushed', message: message('m2', 100) });
    actor.send({ type: 'message.pushed', message: message('m3', 50, { studentUserId: 'u_noah_c' }) });
    expect(ids()).toEqual(['m2', 'm1']);
    expect(isOpen()).toBe(false);
  });

  it('a refresh that brings a new message opens the popover; one that brings nothing new does not', async () => {
    const first = message('m1', 60_000, { acknowledgementStatus: 'GOT_IT' });
    const { actor, ids, isOpen, serveNext, settle } = await start({ messages: [first] });
    actor.send({ type: 'refresh' });
    await settle();
    expect(isOpen()).toBe(false);
    serveNext([message('m2', 100), first]);
    actor.send({ type: 'refresh' });
    await settle();
    expect(ids()).toEqual(['m2', 'm1']);
    expect(isOpen()).toBe(true);
  });

  it('measures the server clock offset from serverTime', async () => {
    const { actor, clock } = await start({ messages: [] });
    clock.increment(EXPIRY_CHECK_MS);
    expect(actor.getSnapshot().context.offsetMs).toBe(SERVER_AHEAD);
    expect(actor.getSnapshot().context.serverNow).toBe(EXPIRY_CHECK_MS + SERVER_AHEAD);
  });
});

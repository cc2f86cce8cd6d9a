import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { nanos, type Msg, type Subscription } from '@nats-io/nats-core';
import { defineEvent, EventRegistry } from '../../events/log/event-schemas';
import { openLogDatabase, readCheckpoint, type LogDatabase } from '../../events/log/log-database';
import { NatsRelay, RELAY_CHECKPOINT } from '../../events/log/nats-relay';
import type { PushDeriver } from '../../events/log/push';
import { SqliteEventStore } from '../../events/log/sqlite-event-store';
import { natsStatus, startNats, type NatsHandle } from '../../server/nats/supervisor';
import { makeTempDir } from '../support/temp-dir';

const NoteWritten = defineEvent({
  type: 'NoteWritten',
  schemaVersion: 1,
  schema: z.object({ forUserId: z.string(), text: z.string() }),
});

const derivePushes: PushDeriver = (event) => {
  if (event.type !== NoteWritten.type) return [];
  const data = event.data as z.infer<typeof NoteWritten.schema>;
  return [{ subject: `push.user.${data.forUserId}`, payload: { event: 'note', text: data.text } }];
};

/** Polls until `condition` holds; the test's own timeout bounds it. */
async function eventually(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

interface RelayedEvent {
  subject: string;
  msgId: string | undefined;
  body: { type: string; data: unknown; metadata: { eventId: string; position: number } };
}

async function relayedEvents(jsm: JetStreamManager, count: number): Promise<RelayedEvent[]> {
  const events: RelayedEvent[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const stored = await jsm.streams.getMessage('EVENTS', { seq });
    if (!stored) throw new Error(`no message at sequence ${seq}`);
    events.push({ subject: stored.subject, msgId: stored.header?.get('Nats-Msg-Id'), body: stored.json() });
  }
  return events;
}

describe('NatsRelay: the log is the outbox', () => {
  const dir = makeTempDir('nats-relay-');
  let db: LogDatabase;
  let store: SqliteEventStore;
  let nats: NatsHandle;
  let relay: NatsRelay;
  let jsm: JetStreamManager;
  let pushes: Subscription;
  const pushed: Msg[] = [];

  const write = (noteId: number, forUserId = 'A') =>
    store.append(`note:${noteId}`, [{ type: 'NoteWritten', data: { forUserId, text: `note ${noteId}` } }], {
      expectedVersion: 'any',
      actor: 'test',
      correlationId: `c-${noteId}`,
    });

  const messagesInStream = async () => (await jsm.streams.info('EVENTS')).state.messages;

  beforeAll(async () => {
    db = openLogDatabase(join(dir.path, 'log.db'));
    store = new SqliteEventStore(db, { registry: new EventRegistry([NoteWritten]) });
    nats = await startNats({ dataDir: dir.path });
    jsm = await jetstreamManager(nats.connection);
    pushes = nats.connection.subscribe('push.user.A', {
      callback: (_error, message) => {
        pushed.push(message);
      },
    });
    await nats.connection.flush();
    relay = new NatsRelay({ store, db, connection: nats.connection, pushes: [{ derive: derivePushes }] });
    relay.start();
  });

  afterAll(async () => {
    await relay?.stop();
    pushes?.unsubscribe();
    await nats?.stop();
    db?.close();
    dir.remove();
  });

  it('publishes appended events to JetStream in log order, with their ids as Nats-Msg-Id', async () => {
    const appended = await Promise.all([write(1), write(2), write(1)]);
    await eventually(async () => relay.status().checkpoint === 3);
    expect(await messagesInStream()).toBe(3);
    const relayed = await relayedEvents(jsm, 3);
    expect(relayed.map((event) => event.msgId)).toEqual(appended.flatMap((result) => result.eventIds));
    expect(relayed.map((event) => event.body.metadata.position)).toEqual([1, 2, 3]);
    expect(relayed.map((event) => event.subject)).toEqual([
      'events.note.note:1',
      'events.note.note:2',
      'events.note.note:1',
    ]);
    expect(relayed[0]?.body).toMatchObject({ type: 'NoteWritten', data: { forUserId: 'A', text: 'note 1' } });
    expect(readCheckpoint(db, RELAY_CHECKPOINT)).toBe(3);
  });

  it('keeps EVENTS on file storage for 7 days, dropping re-publishes within 2 minutes', async () => {
    const { config } = await jsm.streams.info('EVENTS');
    expect(config).toMatchObject({
      subjects: ['events.>'],
      storage: 'file',
      retention: 'limits',
      max_age: nanos(7 * 24 * 60 * 60 * 1000),
      duplicate_window: nanos(2 * 60 * 1000),
    });
  });

  it('core-publishes the derived pushes, each with the id of the event it comes from (issue 17: the browser drops repeats)', async () => {
    await eventually(() => pushed.length === 3);
    const eventIds = store.readAll(0, 3).map((event) => event.metadata.eventId);
    expect(pushed.map((message) => message.json())).toEqual([
      { event: 'note', text: 'note 1', eventId: eventIds[0] },
      { event: 'note', text: 'note 2', eventId: eventIds[1] },
      { event: 'note', text: 'note 1', eventId: eventIds[2] },
    ]);
  });

  it('loses nothing while nats-server is down and catches up in order when it returns', async () => {
    const server = nats.server;
    if (!server) throw new Error('the test needs a self-managed nats-server');
    await server.stop();
    await eventually(() => !relay.status().connected);
    expect(natsStatus(nats.connection)).toBe('reconnecting');

    const appended = await Promise.all(Array.from({ length: 500 }, (_, index) => write(100 + index, 'B')));
    expect(appended.every((result) => result.eventIds.length === 1)).toBe(true);
    expect(store.lastPosition()).toBe(503);
    await eventually(() => relay.status().failures > 0);
    expect(relay.status().checkpoint).toBe(3);

    await server.start();
    await eventually(() => relay.status().checkpoint === 503);
    expect(await messagesInStream()).toBe(503);
    const relayed = await relayedEvents(jsm, 503);
    expect(relayed.map((event) => event.body.metadata.position)).toEqual(Array.from({ length: 503 }, (_, i) => i + 1));
    expect(relayed.slice(3).map((event) => event.msgId)).toEqual(appended.flatMap((result) => result.eventIds));
    expect(relayed.every((event) => event.msgId === event.body.metadata.eventId)).toBe(true);
    expect(relay.status()).toMatchObject({ connected: true, failures: 0, lastError: null });
    expect(natsStatus(nats.connection)).toBe('connected');
  });

  it('applies a changed retention setting to the existing stream on start', async () => {
    await relay.stop();
    relay = new NatsRelay({ store, db, connection: nats.connection, pushes: [{ derive: derivePushes }], retention: { maxAgeMs: 86_400_000 } });
    relay.start();
    await eventually(async () => (await jsm.streams.info('EVENTS')).config.max_age === nanos(86_400_000));
    expect(await messagesInStream()).toBe(503);
    expect(relay.status().checkpoint).toBe(503);
  });
});

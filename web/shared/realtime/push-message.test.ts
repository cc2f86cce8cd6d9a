import { describe, expect, it } from 'vitest';
import { pubsubCredentialsSchema, sameConnectionTarget } from './pubsub-credentials';
import { parsePushMessage } from './push-message';

describe('push messages', () => {
  it('parses a JSON object with an event name, from bytes or text', () => {
    const bytes = new TextEncoder().encode('{"event":"LIVE_MESSAGE","text":"Eyes up","messageId":"m1"}');
    expect(parsePushMessage(bytes)).toEqual({ event: 'LIVE_MESSAGE', text: 'Eyes up', messageId: 'm1' });
    expect(parsePushMessage('{"event":"DEMO_PING"}')).toEqual({ event: 'DEMO_PING' });
  });

  it('drops what is not a push message', () => {
    for (const payload of ['not json', '[]', 'null', '{"text":"no event"}', '{"event":""}', '{"event":3}']) {
      expect(parsePushMessage(payload)).toBeNull();
    }
  });
});

describe('pubsub credentials', () => {
  const body = {
    pubsubEndpoint: 'ws://127.0.0.1:4223',
    pubsubToken: 'jwt',
    subjects: { general: 'push.user.u1', focus: 'push.user.u1.focus', teacher: 'push.user.u1.teacher' },
    expiresAt: '2030-01-01T00:00:00.000Z',
  };

  it('reads the server response, expiry as epoch milliseconds', () => {
    expect(pubsubCredentialsSchema.parse(body)).toEqual({
      ...body,
      subjects: { ...body.subjects, room: 'push.user.u1.room', notifications: 'push.user.u1.notifications' },
      expiresAt: Date.UTC(2030, 0, 1),
    });
  });

  it('takes the room subject the server names, else the general one with .room', () => {
    const named = { ...body, subjects: { ...body.subjects, room: 'push.user.u1.rooms' } };
    expect(pubsubCredentialsSchema.parse(named).subjects.room).toBe('push.user.u1.rooms');
    expect(pubsubCredentialsSchema.parse(body).subjects.room).toBe('push.user.u1.room');
  });

  it('takes the notifications subject the server names, else the general one with .notifications (issue 16)', () => {
    const named = { ...body, subjects: { ...body.subjects, notifications: 'push.user.u1.n' } };
    expect(pubsubCredentialsSchema.parse(named).subjects.notifications).toBe('push.user.u1.n');
    expect(pubsubCredentialsSchema.parse(body).subjects.notifications).toBe('push.user.u1.notifications');
  });

  it('refuses a response missing a subject or a valid expiry', () => {
    expect(() => pubsubCredentialsSchema.parse({ ...body, subjects: { general: 'push.user.u1' } })).toThrow();
    expect(() => pubsubCredentialsSchema.parse({ ...body, expiresAt: 'soon' })).toThrow();
  });

  it('needs a new connection only when the endpoint or a subject changes', () => {
    const a = pubsubCredentialsSchema.parse(body);
    expect(sameConnectionTarget(a, { ...a, pubsubToken: 'other' })).toBe(true);
    expect(sameConnectionTarget(a, { ...a, pubsubEndpoint: 'ws://127.0.0.1:4224' })).toBe(false);
    expect(sameConnectionTarget(a, { ...a, subjects: { ...a.subjects, focus: 'push.user.u2.focus' } })).toBe(false);
  });
});

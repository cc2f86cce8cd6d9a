import { describe, expect, it } from 'vitest';
import { streamCategory } from './event-store';
import { eventSubject, userSubjects, userSubscribePermissions } from './push';

describe('push subjects', () => {
  it('every subject of a user is under push.user.<userId>', () => {
    expect(userSubjects('u_ava-b1')).toEqual({ general: 'push.user.u_ava-b1', focus: 'push.user.u_ava-b1.focus', teacher: 'push.user.u_ava-b1.teacher', room: 'push.user.u_ava-b1.room', notifications: 'push.user.u_ava-b1.notifications' });
  });

  it('a user id that could reach another user’s subjects is refused', () => {
    for (const unsafe of ['u_ava.>', '*', 'u ava', 'ava.b', '>', 'u_ava\n', '']) expect(() => userSubjects(unsafe)).toThrow(/not subject-safe/);
  });

  it('a user’s token may subscribe to their own subjects only', () => {
    expect(userSubscribePermissions('u_ava_b')).toEqual(['push.user.u_ava_b', 'push.user.u_ava_b.>']);
  });

  it('events are published by category and stream', () => {
    expect(eventSubject('class', 'class:c1')).toBe('events.class.class:c1');
    expect(streamCategory('live-message-batch:b1')).toBe('live-message-batch');
    expect(streamCategory('focus-session:7:x')).toBe('focus-session');
    expect(streamCategory('nocolon')).toBe('nocolon');
  });
});

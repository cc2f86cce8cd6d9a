import { describe, expect, it } from 'vitest';
import type { IndividualLiveMessage } from '../../../events/live-messages';
import { liveMessage } from './live-message-fixtures';
import { mergeFeed, nextStatus, settles } from './message-feed';

const m = (messageId: string, creationDate: number, acknowledgementStatus: IndividualLiveMessage['acknowledgementStatus'] = 'UNACKNOWLEDGED') =>
  liveMessage(messageId, { creationDate, acknowledgementStatus });

describe('the message feed', () => {
  it('takes the server list, keeping optimistic statuses of pending answers and messages pushed after it answered', () => {
    const current = [m('late', 900), m('a', 100, 'GOT_IT'), m('b', 50, 'NO')];
    const fetched = { messages: [m('a', 100), m('b', 50), m('c', 10)], serverTime: 500 };
    expect(mergeFeed(current, fetched, new Set(['a'])).map((x) => [x.messageId, x.acknowledgementStatus])).toEqual([
      ['late', 'UNACKNOWLEDGED'],
      ['a', 'GOT_IT'],
      ['b', 'UNACKNOWLEDGED'],
      ['c', 'UNACKNOWLEDGED'],
    ]);
  });

  it('takes back the selected choice', () => {
    expect(nextStatus('CONFUSED', 'CONFUSED')).toBe('UNACKNOWLEDGED');
    expect(nextStatus('CONFUSED', 'NO')).toBe('NO');
  });

  it('settles when the last unacknowledged message goes, or every message does', () => {
    expect(settles([m('a', 1)], [m('a', 1, 'NO')])).toBe(true);
    expect(settles([m('a', 1, 'NO')], [m('a', 1, 'NO')])).toBe(false);
    expect(settles([m('a', 1, 'NO')], [])).toBe(true);
    expect(settles([], [])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseLeaderboard, parsePosedQuestion, parsePushedInvitation, pushedRoomId } from './room-pushes';
import { invitation, roomQuestion } from './same-question-mode-fixtures';

describe('the same-question-mode pushes', () => {
  it('reads an invitation push as a room that has just started', () => {
    const { initialMsElapsed: _elapsed, ...fields } = invitation({ initialMsElapsed: 5_000 });
    expect(parsePushedInvitation({ event: 'SAME_QUESTION_MODE', ...fields, startedAt: '2026-11-23T14:00:00.000Z' })).toEqual(invitation({ initialMsElapsed: 0 }));
    // Without its length it cannot be timed: null (the client asks for the list instead).
    const { durationMs: _duration, ...short } = fields;
    expect(parsePushedInvitation({ event: 'SAME_QUESTION_MODE', ...short })).toBeNull();
  });

  it('reads the room a message names, a posed question and a leaderboard; anything else is null', () => {
    expect(pushedRoomId({ event: 'ROOM_PAUSED', roomId: 'r1' })).toBe('r1');
    expect(pushedRoomId({ event: 'ROOM_PAUSED' })).toBeNull();
    expect(parsePosedQuestion({ event: 'ROOM_QUESTION_POSED', roomId: 'r1', question: roomQuestion() })).toEqual({ roomId: 'r1', question: roomQuestion() });
    expect(parsePosedQuestion({ event: 'ROOM_QUESTION_POSED', roomId: 'r1', question: { ...roomQuestion(), answerType: 'choice', choices: [] } })).toBeNull();
    const leaderboard = [{ studentUserId: 'u1', displayName: 'Ava B.', points: 750, rank: 1 }];
    expect(parseLeaderboard({ event: 'ROOM_LEADERBOARD', roomId: 'r1', leaderboard })).toEqual({ roomId: 'r1', leaderboard });
    expect(parseLeaderboard({ event: 'ROOM_LEADERBOARD', roomId: 'r1', leaderboard: [{ rank: 0 }] })).toBeNull();
  });
});

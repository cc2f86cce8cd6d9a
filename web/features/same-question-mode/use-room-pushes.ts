import { usePushMessages } from '../../shared/realtime/realtime-context';
import { parseLeaderboard, parsePosedQuestion, pushedRoomId } from './room-pushes';
import type { Leaderboard, RoomQuestion } from './same-question-mode-api';

/** What a room page's machine hears of the room channel. */
export type RoomPushEvent =
  | { type: 'question.pushed'; question: RoomQuestion }
  | { type: 'revealed.pushed'; questionNumber: number; correctAnswer: string; explanation: string }
  | { type: 'leaderboard.pushed'; leaderboard: Leaderboard }
  | { type: 'refresh' };

/**
 * The room channel (`push.user.<id>.room`) for one room: a posed question, a
 * reveal and a leaderboard are handed over as they are; any other message of
 * the room (pause, resume, end, a join, an answer) — or one that does not
 * parse — asks for the room's state again.
 */
export function useRoomPushes(roomId: string, send: (event: RoomPushEvent) => void): void {
  usePushMessages('room', (message) => {
    if (pushedRoomId(message) !== roomId) return;
    switch (message.event) {
      case 'ROOM_QUESTION_POSED': {
        const posed = parsePosedQuestion(message);
        send(posed === null ? { type: 'refresh' } : { type: 'question.pushed', question: posed.question });
        return;
      }
      case 'ROOM_ANSWER_REVEALED': {
        const { questionNumber, correctAnswer, explanation } = message;
        if (typeof questionNumber === 'number' && typeof correctAnswer === 'string' && typeof explanation === 'string') {
          send({ type: 'revealed.pushed', questionNumber, correctAnswer, explanation });
        } else send({ type: 'refresh' });
        return;
      }
      case 'ROOM_LEADERBOARD': {
        const board = parseLeaderboard(message);
        send(board === null ? { type: 'refresh' } : { type: 'leaderboard.pushed', leaderboard: board.leaderboard });
        return;
      }
      default:
        send({ type: 'refresh' });
    }
  });
}

import { userSubjects, type PushMessage } from '../log/push';
import type { EventOf } from '../log/event-schemas';
import { guessText } from './room-question';
import { sameQuestionModeURLNamespace, type RoomLeaderboardRow, type RoomPush, type SameQuestionModeEndedPush, type SameQuestionModeInvitationPush } from './room-contract';
import type {
  SameQuestionAnswerRevealed,
  SameQuestionAnswered,
  SameQuestionPosed,
  SameQuestionRoomEnded,
  SameQuestionRoomPaused,
  SameQuestionRoomStarted,
  SameQuestionStudentJoined,
} from './room-events';

// Same-question mode's pushes (spec §7), derived from its events for the relay.

/** The room channel of a user: `push.user.<id>.room`. */
export function roomSubject(userId: string): string {
  return userSubjects(userId).room;
}

type DataOf<Definition> = EventOf<Definition> extends { data: infer Data } ? Data : never;

/** Spec §7 and the contract: invitations on the general channel, the end on the teacher channel, the room on `.room`. */
export function sameQuestionModePushes(event: { type: string; data: unknown }): PushMessage[] {
  const toRoom = (data: { teacherUserId: string; studentUserIds: string[] }, payload: RoomPush): PushMessage[] =>
    [...data.studentUserIds, data.teacherUserId].map((userId) => ({ subject: roomSubject(userId), payload: { ...payload } }));
  const leaderboardPush = (data: { roomId: string; teacherUserId: string; studentUserIds: string[]; leaderboard: RoomLeaderboardRow[] | null }) =>
    data.leaderboard ? toRoom(data, { event: 'ROOM_LEADERBOARD', roomId: data.roomId, leaderboard: data.leaderboard }) : [];
  switch (event.type) {
    case 'SameQuestionRoomStarted': {
      const data = event.data as DataOf<typeof SameQuestionRoomStarted>;
      const payload: SameQuestionModeInvitationPush = {
        event: data.jamMode === 'competition' ? 'COMPETITION_JAM' : 'SAME_QUESTION_MODE',
        roomId: data.roomId,
        teacherLastName: data.teacherLastName,
        teacherDisplayName: data.teacherDisplayName,
        sameQuestionModeURLNamespace,
        groupJamPracticeURL: data.groupJamPracticeURL,
        jamMode: data.jamMode,
        durationMs: Date.parse(data.endsAt) - Date.parse(data.startedAt),
        startedAt: data.startedAt,
      };
      return data.students.map((each) => ({ subject: userSubjects(each.studentUserId).general, payload: { ...payload } }));
    }
    case 'SameQuestionStudentJoined': {
      const data = event.data as DataOf<typeof SameQuestionStudentJoined>;
      return [{ subject: roomSubject(data.teacherUserId), payload: { event: 'ROOM_STUDENT_JOINED', roomId: data.roomId, studentUserId: data.studentUserId } }];
    }
    case 'SameQuestionAnswered': {
      const data = event.data as DataOf<typeof SameQuestionAnswered>;
      const payload: RoomPush = {
        event: 'ROOM_ANSWER_RECORDED',
        roomId: data.roomId,
        questionNumber: data.questionNumber,
        studentUserId: data.studentUserId,
        correct: data.correct,
        guess: guessText(data.guesses),
        points: data.points,
      };
      return [{ subject: roomSubject(data.teacherUserId), payload }];
    }
    case 'SameQuestionPosed': {
      const data = event.data as DataOf<typeof SameQuestionPosed>;
      return [...leaderboardPush(data), ...toRoom(data, { event: 'ROOM_QUESTION_POSED', roomId: data.roomId, question: data.posed.question })];
    }
    case 'SameQuestionAnswerRevealed': {
      const data = event.data as DataOf<typeof SameQuestionAnswerRevealed>;
      return [
        ...toRoom(data, { event: 'ROOM_ANSWER_REVEALED', roomId: data.roomId, questionNumber: data.questionNumber, correctAnswer: data.correctAnswer, explanation: data.explanation }),
        ...leaderboardPush(data),
      ];
    }
    case 'SameQuestionRoomPaused':
    case 'SameQuestionRoomResumed': {
      const data = event.data as DataOf<typeof SameQuestionRoomPaused>;
      return toRoom(data, { event: event.type === 'SameQuestionRoomPaused' ? 'ROOM_PAUSED' : 'ROOM_RESUMED', roomId: data.roomId });
    }
    case 'SameQuestionRoomEnded': {
      const data = event.data as DataOf<typeof SameQuestionRoomEnded>;
      const toTeacher: SameQuestionModeEndedPush = { event: 'SAME_QUESTION_MODE_ENDED', roomId: data.roomId, reason: data.reason };
      return [
        ...leaderboardPush(data),
        ...toRoom(data, { event: 'ROOM_ENDED', roomId: data.roomId, reason: data.reason }),
        { subject: userSubjects(data.teacherUserId).teacher, payload: { ...toTeacher } },
      ];
    }
    default:
      return [];
  }
}

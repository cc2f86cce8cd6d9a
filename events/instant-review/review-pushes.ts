import type { EventOf } from '../log/event-schemas';
import { userSubjects, type PushMessage } from '../log/push';
import type { QuestionReviewEnded, QuestionReviewQuestionPosed, QuestionReviewResponseSubmitted, QuestionReviewSkillListUpdated, QuestionReviewStarted } from '../instant-review';
import { instantReviewURLNamespace, questionReviewModePracticeURL, type QuestionReviewInvitationPush, type QuestionReviewPush } from './review-contract';

// Instant review's pushes (spec §7), derived from its events for the relay.

type DataOf<Definition> = EventOf<Definition> extends { data: infer Data } ? Data : never;

/** The invitation on each student's general channel; the session's changes on everyone's room channel. */
export function instantReviewPushes(event: { type: string; data: unknown }): PushMessage[] {
  const toRoom = (data: { teacherUserId: string; studentUserIds: string[] }, payload: QuestionReviewPush): PushMessage[] =>
    [...data.studentUserIds, data.teacherUserId].map((userId) => ({ subject: userSubjects(userId).room, payload: { ...payload } }));
  switch (event.type) {
    case 'QuestionReviewStarted': {
      const data = event.data as DataOf<typeof QuestionReviewStarted>;
      const payload: QuestionReviewInvitationPush = {
        event: 'QUESTION_REVIEW_MODE',
        qrmSessionId: data.qrmSessionId,
        teacherDisplayName: data.teacherDisplayName,
        instantReviewURLNamespace,
        questionReviewModePracticeURL,
      };
      return data.students.map((each) => ({ subject: userSubjects(each.studentUserId).general, payload: { ...payload } }));
    }
    case 'QuestionReviewQuestionPosed': {
      const data = event.data as DataOf<typeof QuestionReviewQuestionPosed>;
      return toRoom(data, { event: 'QRM_QUESTION_POSED', qrmSessionId: data.qrmSessionId });
    }
    case 'QuestionReviewSkillListUpdated': {
      const data = event.data as DataOf<typeof QuestionReviewSkillListUpdated>;
      return [{ subject: userSubjects(data.teacherUserId).room, payload: { event: 'QRM_SKILLS_UPDATED', qrmSessionId: data.qrmSessionId } }];
    }
    case 'QuestionReviewResponseSubmitted': {
      const data = event.data as DataOf<typeof QuestionReviewResponseSubmitted>;
      const payload: QuestionReviewPush = { event: 'QRM_RESPONSE_RECORDED', qrmSessionId: data.qrmSessionId, questionNumber: data.questionNumber, studentUserId: data.studentUserId, correct: data.correct };
      return [{ subject: userSubjects(data.teacherUserId).room, payload }];
    }
    case 'QuestionReviewEnded': {
      const data = event.data as DataOf<typeof QuestionReviewEnded>;
      return toRoom(data, { event: 'QRM_ENDED', qrmSessionId: data.qrmSessionId, reason: data.reason });
    }
    default:
      return [];
  }
}

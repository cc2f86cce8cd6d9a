import { userSubjects, type Push, type PushMessage } from '../../events/log/push';
import type { LiveClassroomUpdatedPush, PracticeEvent } from '../../events/practice';
import { utcDay } from '../../projections/practice';
import type { FeatureLog } from '../features/feature-log';
import { liveClassroomStudent } from './live-classroom';

// The live classroom's push (issue 10 §8, docs/practice.md): as students answer,
// the watchers of their classes (the teacher and the school's administrators) get
// `LIVE_CLASSROOM_UPDATED` on their teacher channel with the changed students'
// rows — coalesced, at most one push per watcher and class per window. Each answer
// derives a note of which student of which class changed; the relay holds the
// notes of a window and, when it closes, sends one push with those students' rows
// as they are then (events/log/push-publisher.ts). A teacher's page loads the whole
// grid from GET /analytics/live-classroom/classes and applies pushes on top.

/** One push per watcher and class per this many milliseconds at most. */
export const LIVE_CLASSROOM_PUSH_WINDOW_MS = 1_000;

/** What an answer derives before the window closes: which students of a class changed, on which day. */
interface ChangedStudents {
  event: 'LIVE_CLASSROOM_UPDATED';
  classId: string;
  studentIds: string[];
  day: string;
}

type Answered = Extract<PracticeEvent, { type: 'PracticeQuestionAnswered' }>['data'];

export function liveClassroomPush(log: FeatureLog<'catalogue' | 'directory' | 'practice'>, windowMs = LIVE_CLASSROOM_PUSH_WINDOW_MS): Push {
  const { directory } = log.queries;
  const changedOf = (message: PushMessage) => message.payload as unknown as ChangedStudents;
  return {
    derive(event) {
      if (event.type !== 'PracticeQuestionAnswered') return [];
      const data = event.data as Answered;
      if (data.visitor) return [];
      const day = utcDay(data.answeredAt);
      return directory.classesOfStudent(data.learnerId).flatMap(({ classId }) => {
        const payload: ChangedStudents = { event: 'LIVE_CLASSROOM_UPDATED', classId, studentIds: [data.learnerId], day };
        return directory.liveClassroomWatchersOf(classId).map((watcher) => ({ subject: userSubjects(watcher).teacher, payload: { ...payload } }));
      });
    },
    coalesce: {
      windowMs,
      keyOf: (message) => `${message.subject} ${changedOf(message).classId}`,
      merge(earlier, later) {
        const [a, b] = [changedOf(earlier), changedOf(later)];
        const payload: ChangedStudents = { ...b, studentIds: [...new Set([...a.studentIds, ...b.studentIds])] };
        return { subject: later.subject, payload: { ...payload } };
      },
      finish(message) {
        const { classId, studentIds, day } = changedOf(message);
        const changed = new Set(studentIds);
        const students = directory.studentsOfClass(classId).filter((student) => changed.has(student.userId));
        const payload: LiveClassroomUpdatedPush = { event: 'LIVE_CLASSROOM_UPDATED', classId, students: students.map((student) => liveClassroomStudent(log, student, day)) };
        return { subject: message.subject, payload };
      },
    },
  };
}

import { HOME_LIMITS, HOME_PRACTISING_NOW_MINUTES, type HomeClassStudent, type HomeClassToday, type TeacherHome } from '../../events/home/home-contract';
import { SUBJECTS } from '../../events/curriculum';
import { sameQuestionModeURLNamespace } from '../../events/same-question-mode/room-contract';
import { utcDay } from '../../projections/practice';
import type { ClassSummary } from '../../projections/school-directory';
import type { FeatureLog } from '../features/feature-log';
import { catalogueSkill } from '../practice/practice-skills';
import { quizSummaryOf, windowStatusOf } from '../quizzes/quiz-views';

// The teacher's home (issue 32 item 2; docs/home.md): each class's day from the live classroom's
// read model (practice), masteries (progress mail), the week's misses (instant review), and her
// waiting live messages, open quizzes and running room — indexed queries only.

export type TeacherHomeLog = FeatureLog<'catalogue' | 'directory' | 'instantReview' | 'liveMessages' | 'practice' | 'progressMail' | 'quizzes' | 'sameQuestionMode'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** "This week" for the most missed skill: the last seven days. */
export const MOST_MISSED_DAYS = 7;

/** One class's today: practising now, needing help, questions, masteries, and the week's most missed skill. */
export function classToday(log: TeacherHomeLog, schoolClass: ClassSummary, now: Date): HomeClassToday {
  const { catalogue, directory, instantReview, practice, progressMail } = log.queries;
  const today = utcDay(now);
  const tomorrow = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS));
  const recentSince = now.getTime() - HOME_PRACTISING_NOW_MINUTES * 60_000;
  const students = directory.studentsOfClass(schoolClass.classId);
  const practisingNow: HomeClassStudent[] = [];
  const needsHelp: HomeClassStudent[] = [];
  let questionsToday = 0;
  let skillsMasteredToday = 0;
  for (const student of students) {
    skillsMasteredToday += progressMail.masteredBetween(student.userId, today, tomorrow).length;
    const day = practice.liveClassroomDayOf(student.userId, today);
    if (day === null) continue;
    questionsToday += day.questionsToday;
    const row = { userId: student.userId, displayName: student.displayName, skillName: catalogue.skillByPermacode(day.permacode)?.name ?? day.permacode };
    const last = practice.recentAnswersOf(student.userId, 1)[0];
    if (last && Date.parse(last.answeredAt) >= recentSince) practisingNow.push(row);
    if (day.needsHelp) needsHelp.push(row);
  }
  const studentUserIds = students.map((student) => student.userId);
  const since = new Date(now.getTime() - MOST_MISSED_DAYS * DAY_MS).toISOString();
  const missed = instantReview.missedSkills(studentUserIds, SUBJECTS, since).find((row) => catalogueSkill(catalogue, row.permacode) !== null);
  const skill = missed ? catalogueSkill(catalogue, missed.permacode) : null;
  return {
    classId: schoolClass.classId,
    name: schoolClass.name,
    grade: schoolClass.grade,
    studentUserIds,
    practisingNow,
    needsHelp,
    questionsToday,
    skillsMasteredToday,
    mostMissed:
      missed && skill
        ? { permacode: skill.permacode, code: skill.code, name: skill.name, level: missed.level, missedByCount: missed.missedByCount, missedQuestionCount: missed.missedQuestionCount }
        : null,
  };
}

export function teacherHome(log: TeacherHomeLog, teacherUserId: string, now: Date): TeacherHome {
  const { directory, liveMessages, quizzes, sameQuestionMode } = log.queries;
  const liveMessagesWaiting = liveMessages
    .batchesSentBy(teacherUserId)
    .map((batch) => {
      const byStatus = batch.studentUserIdsByAcknowledgementStatus;
      const recipients = Object.values(byStatus).reduce((sum, ids) => sum + ids.length, 0);
      return { batchId: batch.batchId, message: batch.message, creationDate: batch.creationDate, waiting: byStatus.UNACKNOWLEDGED.length, recipients };
    })
    .filter((batch) => batch.waiting > 0)
    .slice(0, HOME_LIMITS.liveMessages);
  const openQuizzes = quizzes
    .quizzesOf(teacherUserId)
    .filter((quiz) => windowStatusOf(quiz, now) === 'open') // only the open ones' attempts are read
    .map((quiz) => quizSummaryOf(quizzes, quiz, now))
    .sort((a, b) => a.closesAt.localeCompare(b.closesAt))
    .map(({ quizId, title, closesAt, assigned, submitted }) => ({ quizId, title, closesAt, assigned, submitted }));
  const room = sameQuestionMode.openRoomOfTeacher(teacherUserId, now);
  return {
    userType: 'teacher',
    classes: directory.classesOfTeacher(teacherUserId).map((schoolClass) => classToday(log, schoolClass, now)),
    liveMessagesWaiting,
    openQuizzes,
    openRoom: room
      ? { roomId: room.roomId, title: room.title, endsAt: room.endsAt, studentCount: room.studentCount, currentQuestionNumber: room.currentQuestionNumber, roomUrl: `${sameQuestionModeURLNamespace}${room.groupJamPracticeURL}/${room.roomId}` }
      : null,
  };
}

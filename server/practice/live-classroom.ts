import type { LiveClassroomClass, LiveClassroomStudent } from '../../events/practice';
import type { ClassSummary } from '../../projections/school-directory';
import type { FeatureLog } from '../features/feature-log';
import { catalogueSkill } from './practice-skills';

// The live classroom's rows (issue 10 §8): a student's day so far from the
// practice read model, named from the catalogue. The classes route and the
// coalesced push (live-classroom-push.ts) answer the same rows.

/** One student's row for the UTC day `day`. */
export function liveClassroomStudent(log: FeatureLog<'catalogue' | 'directory' | 'practice'>, student: { userId: string; displayName: string }, day: string): LiveClassroomStudent {
  const today = log.queries.practice.liveClassroomDayOf(student.userId, day);
  if (!today) {
    return { userId: student.userId, displayName: student.displayName, currentSkill: null, smartScore: null, questionsToday: 0, secondsToday: 0, lastAnswers: [], needsHelp: false };
  }
  const skill = catalogueSkill(log.queries.catalogue, today.permacode);
  return {
    userId: student.userId,
    displayName: student.displayName,
    currentSkill: skill ? { permacode: skill.permacode, code: skill.code, name: skill.name, url: skill.url } : null,
    smartScore: today.smartScore,
    questionsToday: today.questionsToday,
    secondsToday: today.secondsToday,
    lastAnswers: today.lastAnswers,
    needsHelp: today.needsHelp,
  };
}

/** The classes with every student's row, in the directory's order. */
export function liveClassroomClasses(log: FeatureLog<'catalogue' | 'directory' | 'practice'>, classes: readonly ClassSummary[], day: string): LiveClassroomClass[] {
  return classes.map((summary) => ({
    classId: summary.classId,
    name: summary.name,
    grade: summary.grade,
    students: log.queries.directory.studentsOfClass(summary.classId).map((student) => liveClassroomStudent(log, student, day)),
  }));
}

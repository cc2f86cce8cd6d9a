import { DomainError } from '../../events/log/domain-error';
import { reportInterval, type ReportRange } from '../../events/reports/report-ranges';
import type { ProgressLearner, StudentProgressReport } from '../../events/reports/administrator-reports';
import type { DirectoryUser } from '../../projections/school-directory';
import type { FeatureLog } from '../features/feature-log';
import { reportSkillOf } from './administrator-reports';

// A learner's progress and growth (issue 18: /analytics/progress, Progress
// Share; docs/administrator-reports.md), and who may read it: a learner themselves, a
// parent their own children, a teacher their classes' students, an
// administrator their school's or district's students. Anyone else: 403.

/** Whose progress the progress pages offer a user: a learner themselves; a parent their children. */
export function progressLearnersOf(log: FeatureLog<'administratorReports' | 'catalogue' | 'directory' | 'progressReports' | 'teacherReports'>, user: DirectoryUser): ProgressLearner[] {
  if (user.role === 'student' || user.role === 'child') return [{ userId: user.userId, displayName: user.displayName }];
  if (user.role === 'parent') {
    return log.queries.directory
      .familyOf(user)
      .filter((member) => !member.isParent)
      .map((member) => ({ userId: member.userId, displayName: member.displayName }));
  }
  return [];
}

export function mayReadProgressOf(log: FeatureLog<'administratorReports' | 'catalogue' | 'directory' | 'progressReports' | 'teacherReports'>, user: DirectoryUser, learner: DirectoryUser): boolean {
  if (learner.role !== 'student' && learner.role !== 'child') return false;
  switch (user.role) {
    case 'student':
    case 'child':
      return user.userId === learner.userId;
    case 'parent':
      return learner.parentUserId === user.userId;
    case 'teacher':
    case 'school_administrator':
    case 'district_administrator':
      return log.queries.directory.studentsReachableBy(user).has(learner.userId);
    default:
      return false;
  }
}

export function studentProgressReport(
  log: FeatureLog<'administratorReports' | 'catalogue' | 'directory' | 'progressReports' | 'teacherReports'>,
  user: DirectoryUser,
  request: { studentUserId: string; range: ReportRange; from?: string | undefined; to?: string | undefined },
  now: Date,
): StudentProgressReport {
  const learner = log.queries.directory.userById(request.studentUserId);
  // An unknown id and someone else's learner answer alike: nothing tells which ids exist.
  if (!learner || !mayReadProgressOf(log, user, learner)) throw new DomainError('progress.not_your_learner', 403);
  const progress = log.queries.progressReports;
  const timeZone = progress.timeZoneOf(learner.userId);
  const schoolYearStart = learner.schoolId ? log.queries.teacherReports.schoolYearStartOf(learner.schoolId) : null;
  const custom = request.range === 'custom' && request.from && request.to ? { from: request.from, to: request.to } : undefined;
  const { fromDay, toDay } = reportInterval(request.range, now, timeZone, schoolYearStart, custom);
  const days = progress.daysOf(learner.userId, fromDay, toDay);
  const milestones = progress.milestonesUpTo(learner.userId, toDay);
  const reached = new Set(milestones.map((milestone) => `${milestone.skillId}|${milestone.kind}`));
  const inRange = milestones.filter((milestone) => fromDay === null || milestone.day >= fromDay);
  const skills = progress.skillsOf(learner.userId, fromDay, toDay).map((skill) => ({
    ...reportSkillOf(log, skill),
    questions: skill.questions,
    correct: skill.correct,
    seconds: skill.seconds,
    scoreAtStart: skill.scoreAtStart,
    scoreAtEnd: skill.scoreAtEnd,
    proficient: reached.has(`${skill.skillId}|proficient`),
    mastered: reached.has(`${skill.skillId}|mastered`),
  }));
  const sum = (key: 'questions' | 'correct' | 'seconds') => days.reduce((total, day) => total + day[key], 0);
  return {
    learner: { userId: learner.userId, displayName: learner.displayName },
    range: request.range,
    fromDay,
    toDay,
    timeZone,
    totals: {
      questions: sum('questions'),
      correct: sum('correct'),
      seconds: sum('seconds'),
      daysActive: days.length,
      skillsPractised: skills.length,
      proficient: inRange.filter((milestone) => milestone.kind === 'proficient').length,
      mastered: inRange.filter((milestone) => milestone.kind === 'mastered').length,
    },
    days,
    skills,
    milestones: milestones.map((milestone) => ({ day: milestone.day, kind: milestone.kind, permacode: milestone.permacode, name: reportSkillOf(log, milestone).name })),
  };
}

import { HOME_LIMITS, type HomeSkill, type HomeToDo, type StudentHome } from '../../events/home/home-contract';
import { lessonPagePath } from '../../events/takeoff';
import { localDayOf } from '../../events/reports/report-ranges';
import { mondayOf } from '../../projections/home';
import { utcDay, type LoggedAnswer, type SkillScore } from '../../projections/practice';
import type { FeatureLog } from '../features/feature-log';
import { attemptStatusOf, windowStatusOf } from '../quizzes/quiz-views';
import { takeoffPlanById } from '../takeoff/takeoff-plan-library';

// The student's home (issue 32 item 1; docs/home.md): from the practice, quizzes, skill plans and
// takeoff read models only — a handful of indexed queries per request.

export type StudentHomeLog = FeatureLog<'catalogue' | 'directory' | 'practice' | 'profile' | 'quizzes' | 'skillPlans' | 'takeoff'>;

export { mondayOf };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The answers looked at for trouble spots. */
export const TROUBLE_SPOT_ANSWERS = 50;
/** A skill is a trouble spot when at least this many of the recent answers on it were wrong and she is not proficient. */
export const TROUBLE_SPOT_MISSES = 2;

/** A recent trouble spot: a skill she missed recently and is not proficient in, with how often she missed it. */
export interface TroubleSpot {
  permacode: string;
  misses: number;
  smartScore: number;
}

/** Her trouble spots among her recent answers (most missed first, then the most recently answered). */
export function troubleSpotsOf(recent: readonly LoggedAnswer[], scores: readonly SkillScore[]): TroubleSpot[] {
  const scoreOf = new Map(scores.map((score) => [score.permacode, score]));
  const misses = new Map<string, number>();
  for (const answer of recent) if (!answer.correct) misses.set(answer.permacode, (misses.get(answer.permacode) ?? 0) + 1);
  return [...misses]
    .filter(([permacode, count]) => count >= TROUBLE_SPOT_MISSES && !(scoreOf.get(permacode)?.proficient ?? false))
    .map(([permacode, count]) => ({ permacode, misses: count, smartScore: scoreOf.get(permacode)?.smartScore ?? 0 }))
    .sort((a, b) => b.misses - a.misses);
}

/**
 * The skills recommended to her next. Today: her recent trouble spots (most missed first). The
 * diagnostic's recommendations are a second source the merge adds here (docs/home.md).
 */
export function recommendedSkills(troubleSpots: readonly TroubleSpot[]): string[] {
  return troubleSpots.slice(0, HOME_LIMITS.recommended).map((spot) => spot.permacode);
}

const dayBefore = (day: string) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS));

/** Days in a row with an answer, ending today — or yesterday, while today has none yet. */
export function streakOf(questionsOn: (day: string) => number, today: string): number {
  let day = questionsOn(today) > 0 ? today : dayBefore(today);
  let streak = 0;
  while (streak < HOME_LIMITS.streakDays && questionsOn(day) > 0) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}

/** A learner's skills named from the catalogue with her SmartScores, and her week: questions since Monday and her streak. */
export function learnerWeek(log: FeatureLog<'catalogue' | 'practice'>, learnerId: string, now: Date) {
  const { catalogue, practice } = log.queries;
  const scores = practice.skillScoresOf(learnerId);
  const scoreOf = new Map(scores.map((score) => [score.permacode, score.smartScore]));
  const skillOf = (permacode: string): HomeSkill => {
    const item = catalogue.skillByPermacode(permacode);
    return { permacode, code: item?.code ?? '', name: item?.name ?? permacode, url: item?.url ?? '', smartScore: scoreOf.get(permacode) ?? null };
  };
  const today = utcDay(now);
  const monday = mondayOf(today);
  let questionsThisWeek = 0;
  for (let day = today; day >= monday; day = dayBefore(day)) questionsThisWeek += practice.usageOn(learnerId, day).questions;
  return { scores, skillOf, monday, questionsThisWeek, streakDays: streakOf((day) => practice.usageOn(learnerId, day).questions, today) };
}

export function studentHome(log: StudentHomeLog, studentUserId: string, now: Date): StudentHome {
  const { directory, practice, profile, quizzes, skillPlans, takeoff } = log.queries;
  const { scores, skillOf, questionsThisWeek, streakDays } = learnerWeek(log, studentUserId, now);

  const troubleSpots = troubleSpotsOf(practice.recentAnswersOf(studentUserId, TROUBLE_SPOT_ANSWERS), scores);
  const mastered = scores.filter((score) => score.mastered);
  return {
    userType: 'student',
    continue: scores.slice(0, HOME_LIMITS.continue).map((score) => ({ ...skillOf(score.permacode), lastPractisedAt: score.lastPractisedAt })),
    recommended: recommendedSkills(troubleSpots).map(skillOf),
    toDo: toDoOf(studentUserId, now, skillOf, localDayOf(now, profile.valuesOf(studentUserId).timezone)),
    streakDays,
    questionsThisWeek,
    awards: mastered.slice(0, HOME_LIMITS.awards).map((score) => skillOf(score.permacode)),
    masteredCount: mastered.length,
  };

  function toDoOf(userId: string, at: Date, skill: (permacode: string) => HomeSkill, localToday: string): HomeToDo[] {
    const open: HomeToDo[] = quizzes
      .assignedTo(userId)
      .filter((quiz) => windowStatusOf(quiz, at) === 'open')
      .flatMap((quiz): HomeToDo[] => {
        const { status } = attemptStatusOf(quiz, quizzes.attempt(quiz.quizId, userId), at);
        if (status !== 'not_started' && status !== 'in_progress') return [];
        return [{ kind: 'quiz', quizId: quiz.quizId, title: quiz.title, teacherDisplayName: quiz.teacherDisplayName, dueAt: quiz.closesAt, started: status === 'in_progress' }];
      });
    const classes = directory.classesOfStudent(userId);
    const units: HomeToDo[] = classes.flatMap((schoolClass): HomeToDo[] => {
      const unit = skillPlans.currentUnit(schoolClass.classId, localToday);
      if (unit === null) return [];
      return [{ kind: 'unit', classId: schoolClass.classId, className: schoolClass.name, planName: unit.planName, name: unit.name, dueOn: unit.endsOn, skills: unit.permacodes.map(skill) }];
    });
    const lessons: HomeToDo[] = classes.flatMap((schoolClass) =>
      takeoff.activeAssignmentsOfClass(schoolClass.classId).flatMap((row): HomeToDo[] => {
        const plan = takeoffPlanById(row.planId);
        const lesson = plan?.lessons[row.lessonNumber - 1];
        if (!plan || !lesson) return [];
        return [
          {
            kind: 'lesson',
            classId: schoolClass.classId,
            className: schoolClass.name,
            planName: plan.name,
            title: lesson.lessonName,
            lessonUrl: lessonPagePath(lesson.permacode),
            lessonNumber: row.lessonNumber,
            lessonCount: row.lessonCount,
          },
        ];
      }),
    );
    return [...open, ...units, ...lessons];
  }
}

import { z } from 'zod';
import { entityId as id, grade, subject } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { MAX_RESPONSE_LENGTH, MAX_SECONDS_SPENT, type GradeLevelBand } from './practice/practice-contract';
import { AnsweredSeeds } from './practice/answered-seeds';
import type { QuestionArt } from './practice/generated-question';
import { initialSmartScore, MASTERY_SCORE, PROFICIENT_SCORE, scoreAfter, type SmartScoreState } from './practice/smart-score';

// Practice (issue 10, docs/practice.md): a learner answers questions of one
// skill; each answer moves their SmartScore. Stream `practice:<learnerId>:<skillId>`.
// A learner is a signed-in user, or a visitor under an anonymous visitor id
// (`v_…`, server-issued, no personal data).

/** Visitors answer at most this many questions a day (spec §7 `signin_10q_limit`). */
export const VISITOR_DAILY_QUESTIONS = 10;
/** A question must be answered within a day of being asked. */
export const QUESTION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export { gradeLevelBands, MAX_RESPONSE_LENGTH, MAX_SECONDS_SPENT, type GradeLevelBand } from './practice/practice-contract';

const practisedSkill = {
  learnerId: id,
  skillId: z.number().int().positive(),
  permacode: z.string().regex(/^[A-Z0-9]{1,16}$/),
  subject,
  grade,
};

export const PracticeQuestionAnswered = defineEvent({
  type: 'PracticeQuestionAnswered',
  schemaVersion: 1,
  schema: z.object({
    ...practisedSkill,
    /** A visitor's practice (anonymous id), not a signed-in user's. */
    visitor: z.boolean(),
    /** The opaque, server-signed key naming the question (skill, level, seed, learner, time asked). */
    questionKey: z.string().min(1).max(512),
    /** The question's seed: with the skill and level it regenerates the question. */
    seed: z.string().min(1).max(64),
    level: z.number().int().min(1).max(5),
    correct: z.boolean(),
    response: z.string().max(MAX_RESPONSE_LENGTH),
    scoreBefore: z.number().int().min(0).max(100),
    scoreAfter: z.number().int().min(0).max(100),
    secondsSpent: z.number().int().min(0).max(MAX_SECONDS_SPENT),
    answeredAt: z.iso.datetime(),
  }),
});

/** SmartScore reached 80 for the first time. */
export const SkillProficient = defineEvent({ type: 'SkillProficient', schemaVersion: 1, schema: z.object({ ...practisedSkill, reachedAt: z.iso.datetime() }) });
/** SmartScore reached 100 for the first time. */
export const SkillMastered = defineEvent({ type: 'SkillMastered', schemaVersion: 1, schema: z.object({ ...practisedSkill, reachedAt: z.iso.datetime() }) });

export const practiceEvents = [PracticeQuestionAnswered, SkillProficient, SkillMastered] as const;
export type PracticeEvent = EventOf<(typeof practiceEvents)[number]>;

export interface PracticeLearner {
  /** A user id, or a visitor's anonymous id. */
  learnerId: string;
  visitor: boolean;
}

export interface PractisedSkill {
  skillId: number;
  permacode: string;
  subject: z.infer<typeof subject>;
  grade: number;
}

/** What the server read from a verified question key. */
export interface AskedQuestion {
  questionKey: string;
  seed: string;
  level: number;
  /** Whom the question was asked of. */
  learnerId: string;
  /** Epoch milliseconds. */
  askedAt: number;
}

export type PracticeCommand = {
  type: 'AnswerPracticeQuestion';
  data: {
    learner: PracticeLearner;
    skill: PractisedSkill;
    question: AskedQuestion;
    /** Judged by the question engine against the regenerated question. */
    correct: boolean;
    response: string;
    secondsSpent: number;
    /** Questions this visitor answered today, over all skills (the route reads it); 0 for users. */
    answeredTodayByVisitor: number;
    now: Date;
  };
};

export interface PracticeState {
  smartScore: SmartScoreState;
  questionsAnswered: number;
  /** Persistent: evolving adds a seed in O(1) and leaves the earlier state's set as it was. */
  answeredSeeds: AnsweredSeeds;
  proficient: boolean;
  mastered: boolean;
}

export const practice = {
  initialState: (): PracticeState => ({ smartScore: initialSmartScore(), questionsAnswered: 0, answeredSeeds: AnsweredSeeds.empty(), proficient: false, mastered: false }),

  evolve(state: PracticeState, event: PracticeEvent): PracticeState {
    switch (event.type) {
      case 'PracticeQuestionAnswered':
        return {
          ...state,
          smartScore: scoreAfter(state.smartScore, event.data.correct),
          questionsAnswered: state.questionsAnswered + 1,
          answeredSeeds: state.answeredSeeds.add(event.data.seed),
        };
      case 'SkillProficient':
        return { ...state, proficient: true };
      case 'SkillMastered':
        return { ...state, mastered: true };
      default:
        return state;
    }
  },

  decide(command: PracticeCommand, state: PracticeState): PracticeEvent[] {
    switch (command.type) {
      case 'AnswerPracticeQuestion': {
        const { learner, skill, question, correct, now } = command.data;
        if (question.learnerId !== learner.learnerId) throw new DomainError('practice.not_your_question', 403);
        if (state.answeredSeeds.has(question.seed)) throw new DomainError('practice.already_answered', 409);
        if (now.getTime() - question.askedAt > QUESTION_LIFETIME_MS) throw new DomainError('practice.question_expired', 400);
        if (learner.visitor && command.data.answeredTodayByVisitor >= VISITOR_DAILY_QUESTIONS) throw new DomainError('practice.limit_reached', 403);
        const before = state.smartScore.score;
        const after = scoreAfter(state.smartScore, correct).score;
        const at = now.toISOString();
        const skillData = { learnerId: learner.learnerId, skillId: skill.skillId, permacode: skill.permacode, subject: skill.subject, grade: skill.grade };
        const events: PracticeEvent[] = [
          {
            type: 'PracticeQuestionAnswered',
            data: {
              ...skillData,
              visitor: learner.visitor,
              questionKey: question.questionKey,
              seed: question.seed,
              level: question.level,
              correct,
              response: command.data.response.slice(0, MAX_RESPONSE_LENGTH),
              scoreBefore: before,
              scoreAfter: after,
              secondsSpent: Math.max(0, Math.min(MAX_SECONDS_SPENT, Math.round(command.data.secondsSpent))),
              answeredAt: at,
            },
          },
        ];
        if (!state.proficient && after >= PROFICIENT_SCORE) events.push({ type: 'SkillProficient', data: { ...skillData, reachedAt: at } });
        if (!state.mastered && after >= MASTERY_SCORE) events.push({ type: 'SkillMastered', data: { ...skillData, reachedAt: at } });
        return events;
      }
      default: {
        const _exhaustive: never = command.type;
        return _exhaustive;
      }
    }
  },
};

export const practiceStreams = { skill: (learnerId: string, skillId: number) => `practice:${learnerId}:${skillId}` };

/** Whose practice page (My practice) a role has: learners, i.e. students and families' children. */
export function isPracticeLearner(role: string): boolean {
  return role === 'student' || role === 'child';
}

/** Who watches a live classroom (their classes; an administrator's school's or district's) and reads its students' questions logs. */
export function mayWatchLiveClassroom(role: string): boolean {
  return role === 'teacher' || role === 'school_administrator' || role === 'district_administrator';
}

// ---------------------------------------------------------------------------
// The practice calls' answers (issue 10 §4, §7, §8): the server annotates its
// responses with these types and the client's zod schemas are checked against
// them (`satisfies z.ZodType<…>`).

/** `GET /practice/{permacode}/question`: the next question, without its answer. */
export interface PracticeQuestion {
  questionKey: string;
  prompt: string;
  answerType: 'number' | 'fraction' | 'choice';
  choices?: string[];
  /** Plain data the page draws as SVG (a clock, a bar graph, a shape, an angle, a fraction bar). */
  art?: QuestionArt;
  level: number;
  smartScore: number;
  /** 1 for the first question of this skill. */
  questionNumber: number;
}

/** `POST /practice/{permacode}/answer` `{ questionKey, response, secondsSpent }`. */
export interface PracticeFeedback {
  correct: boolean;
  correctAnswer: string;
  /** Steps explaining the answer (shown after a wrong answer). */
  explanation: string[];
  smartScore: number;
  level: number;
  questionsAnswered: number;
  proficient: boolean;
  mastered: boolean;
}

/** One skill a learner practised: My practice's rows. */
export interface PractisedSkillSummary {
  skillId: number;
  permacode: string;
  code: string;
  name: string;
  subject: z.infer<typeof subject>;
  grade: number;
  /** The skill's practice page. */
  url: string;
  smartScore: number;
  questionsAnswered: number;
  secondsSpent: number;
  /** ISO time. */
  lastPractisedAt: string;
  proficient: boolean;
  mastered: boolean;
}

/** `GET /practice/my-practice`. */
export interface MyPractice {
  skills: PractisedSkillSummary[];
  /** The last answers, newest first (at most 20). */
  recent: { permacode: string; skillName: string; url: string; correct: boolean; smartScoreAfter: number; answeredAt: string }[];
  bands: { subject: z.infer<typeof subject>; band: GradeLevelBand }[];
}

/** One student's row in the teacher's live classroom. */
export interface LiveClassroomStudent {
  userId: string;
  displayName: string;
  /** The skill practised last today, if any. */
  currentSkill: { permacode: string; code: string; name: string; url: string } | null;
  smartScore: number | null;
  questionsToday: number;
  secondsToday: number;
  /** The last ten answers today, oldest first. */
  lastAnswers: boolean[];
  /** Three wrong in a row, or a score drop of 10+ in the sitting. */
  needsHelp: boolean;
}

/**
 * The teacher-channel push (`push.user.<userId>.teacher`) as a class's students answer: the
 * changed students' rows, at most one per class per second (server/practice/live-classroom-push.ts).
 */
export type LiveClassroomUpdatedPush = { event: 'LIVE_CLASSROOM_UPDATED'; classId: string; students: LiveClassroomStudent[] };

/** `GET /analytics/live-classroom/classes`: the classes a teacher (or an administrator's school) can watch. */
export interface LiveClassroomClass {
  classId: string;
  name: string;
  grade: number;
  students: LiveClassroomStudent[];
}

/** A student's questions log entry (click a student in the live classroom). */
export interface QuestionsLogEntry {
  permacode: string;
  skillName: string;
  prompt: string;
  /** The question's picture, when it has one (issue 31 item 7: the log shows it, not only the text). */
  art?: QuestionArt;
  response: string;
  correctAnswer: string;
  correct: boolean;
  secondsSpent: number;
  answeredAt: string;
  /** The answer's key for `GET /scratchpad/work`, present only when scratchpad work was kept with it (issue 31 item 3). */
  scratchpadAnswerKey?: string;
}

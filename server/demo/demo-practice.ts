import { levelForScore, initialSmartScore, scoreAfter, type SmartScoreState } from '../../events/practice/smart-score';
import { seededRandom, type Random } from '../../events/practice/seeded-random';
import { demoClasses, demoUserId } from './demo-school';

// The demo school's practice history (issue 10 item 10), as a plan: who in
// Grade 4 Room 12 practised which skill when, right or wrong, and for how long,
// over the school days (Monday–Friday, UTC) of the DEMO_PRACTICE_DAYS days
// before the seed day. Pure and deterministic: a seeded PRNG per student (never
// Math.random, never the clock), so the same seed day gives the same plan on
// every machine. seed-demo-practice.ts writes it through the practice decider.
//
// Each student has a profile: how often they practise, how likely a right answer
// is (a little less at higher levels, as questions get harder), and whether they
// work a skill to mastery or move on at proficient. The profiles make a
// realistic class: most reach proficient in something, two master a skill, two
// struggle (and raise the live classroom's needs-help flag in their sittings).

export const DEMO_PRACTICE_CLASS_ID = 'class_g4_room12';
/** Days of history before the seed day (the seed day itself is left empty: "today" starts fresh). */
export const DEMO_PRACTICE_DAYS = 21;

type Kind = 'mastery' | 'steady' | 'struggling';

interface DemoProfile {
  /** Probability of a right answer at level 1. */
  ability: number;
  /** Probability of practising on a school day. */
  diligence: number;
  kind: Kind;
}

const mastery = (ability: number, diligence = 0.8): DemoProfile => ({ ability, diligence, kind: 'mastery' });
const steady = (ability: number, diligence = 0.6): DemoProfile => ({ ability, diligence, kind: 'steady' });
const struggling = (ability: number, diligence = 0.6): DemoProfile => ({ ability, diligence, kind: 'struggling' });

/** Room 12, by username (demo-school.ts). */
const profiles: Record<string, DemoProfile> = {
  'ava.b': mastery(0.95),
  'noah.c': steady(0.82),
  'mia.d': steady(0.88, 0.7),
  'liam.e': struggling(0.45, 0.65),
  'emma.f': steady(0.86),
  'lucas.g': steady(0.74, 0.5),
  'olivia.h': steady(0.9, 0.7),
  'ethan.i': steady(0.78),
  'sofia.j': steady(0.84, 0.55),
  'mason.l': steady(0.7, 0.45),
  'isla.m': steady(0.87),
  'elijah.n': steady(0.8, 0.5),
  'chloe.o': steady(0.85, 0.65),
  'james.p': steady(0.76),
  'zoe.q': mastery(0.94, 0.75),
  'henry.r': steady(0.81, 0.55),
  'layla.s': steady(0.89, 0.6),
  'owen.t': struggling(0.5, 0.6),
  'nora.u': steady(0.83),
  'caleb.v': steady(0.72, 0.5),
  'ruby.w': steady(0.86, 0.65),
  'ezra.x': steady(0.79),
  'hazel.y': steady(0.87, 0.55),
  'miles.z': steady(0.77, 0.5),
};

/** The skills a plan draws on: the class's practice pool, by permacode (seed-demo-practice.ts picks them from the catalogue). */
export interface DemoSkillPool {
  math: readonly string[];
  ela: readonly string[];
}

export interface PlannedAnswer {
  username: string;
  userId: string;
  permacode: string;
  /** The question's seed: deterministic, unique per student. */
  seed: string;
  /** The level the question was asked at (it follows the score before). */
  level: 1 | 2 | 3 | 4 | 5;
  correct: boolean;
  secondsSpent: number;
  /** When the answer was sent (the question was asked `secondsSpent` earlier). */
  answeredAt: Date;
}

/** How much less likely a right answer is per level above 1: the questions get harder as the score climbs. */
const levelPenalty: Record<Kind, number> = { mastery: 0.015, steady: 0.06, struggling: 0.05 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sittings start between 14:00 and 19:30 UTC (mornings and early afternoons in the US). */
const FIRST_SITTING_MINUTE = 14 * 60;
const LAST_SITTING_MINUTE = 19 * 60 + 30;

function choose<T>(random: Random, items: readonly T[], count: number): T[] {
  return random.shuffle(items).slice(0, count);
}

/** The plan of every answer, in time order (ties by username): at most a few thousand. */
export function planDemoPractice(seedTime: Date, pool: DemoSkillPool): PlannedAnswer[] {
  if (pool.math.length < 5 || pool.ela.length < 2) throw new Error('planDemoPractice: the pool needs 5 math and 2 ELA skills at least');
  const room12 = demoClasses.find((demoClass) => demoClass.classId === DEMO_PRACTICE_CLASS_ID)!;
  const seedDay = Date.UTC(seedTime.getUTCFullYear(), seedTime.getUTCMonth(), seedTime.getUTCDate());
  const answers: PlannedAnswer[] = [];
  for (const username of room12.students) {
    const profile = profiles[username];
    if (!profile) throw new Error(`planDemoPractice: no profile for ${username}`);
    answers.push(...planStudent(username, profile, seedDay, pool));
  }
  return answers.sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime() || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
}

function planStudent(username: string, profile: DemoProfile, seedDay: number, pool: DemoSkillPool): PlannedAnswer[] {
  const random = seededRandom(`demo-practice|${username}`);
  const userId = demoUserId(username);
  // 2–5 math skills of the class's pool and 1–2 language arts skills; masters work fewer skills, longer.
  const math = choose(random, pool.math, profile.kind === 'mastery' ? random.int(2, 3) : random.int(2, 5));
  const ela = choose(random, pool.ela, random.int(1, 2));
  /** Per skill: a little easier or harder for this student. */
  const knack = new Map([...math, ...ela].map((permacode) => [permacode, (random.next() - 0.5) * 0.1]));
  const scores = new Map<string, SmartScoreState>();
  const scoreOf = (permacode: string) => scores.get(permacode) ?? initialSmartScore();
  /** Where a student stops working a skill and moves to the next. */
  const goal = profile.kind === 'mastery' ? 100 : 80;
  let questionNumber = 0;
  const answers: PlannedAnswer[] = [];

  for (let daysBefore = DEMO_PRACTICE_DAYS; daysBefore >= 1; daysBefore--) {
    const day = seedDay - daysBefore * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6 || !random.chance(profile.diligence)) continue;
    let at = day + random.int(FIRST_SITTING_MINUTE, LAST_SITTING_MINUTE) * 60_000 + random.int(0, 59) * 1000;
    // One or two skills a sitting: math mostly, language arts about one sitting in three.
    const skillsToday: string[] = [];
    const unfinished = math.filter((permacode) => scoreOf(permacode).score < goal);
    // Struggling students hop between skills; the others keep at the first unfinished one.
    skillsToday.push(profile.kind === 'struggling' || unfinished.length === 0 ? random.pick(math) : unfinished[0]!);
    if (random.chance(0.35)) skillsToday.push(random.pick(ela));
    else if (random.chance(0.25)) skillsToday.push(random.pick(math.filter((permacode) => permacode !== skillsToday[0])));

    for (const permacode of skillsToday) {
      const isEla = ela.includes(permacode);
      const count = profile.kind === 'mastery' && !isEla ? random.int(12, 22) : random.int(6, 14);
      for (let n = 0; n < count; n++) {
        const before = scoreOf(permacode);
        if (before.score >= 100 && n >= 3) break;
        const level = levelForScore(before.score);
        const chance = Math.min(0.98, Math.max(0.25, profile.ability + knack.get(permacode)! - levelPenalty[profile.kind] * (level - 1)));
        const correct = random.chance(chance);
        // Seconds: longer at higher levels and for reading; a wrong answer is often a rushed or a stuck one.
        const base = isEla ? 30 : 14 + 7 * level;
        const spread = 0.5 + random.next() * 1.3;
        const secondsSpent = Math.max(4, Math.min(300, Math.round(base * spread * (correct ? 1 : random.chance(0.5) ? 0.6 : 1.6))));
        at += secondsSpent * 1000;
        questionNumber++;
        answers.push({ username, userId, permacode, seed: `demo-${userId}-${String(questionNumber).padStart(4, '0')}`, level, correct, secondsSpent, answeredAt: new Date(at) });
        scores.set(permacode, scoreAfter(before, correct));
        // Reading the feedback (and the explanation after a wrong answer) before the next question.
        at += random.int(3, correct ? 8 : 20) * 1000;
      }
      at += random.int(20, 120) * 1000;
    }
  }
  return answers;
}

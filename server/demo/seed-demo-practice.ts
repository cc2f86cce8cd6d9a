import { handleCommand } from '../../events/log/command-handler';
import { practice, practiceStreams } from '../../events/practice';
import { isCorrectResponse, type GeneratedQuestion } from '../../events/practice/question-engine';
import { seededRandom, type Random } from '../../events/practice/seeded-random';
import type { FeatureLog } from '../features/feature-log';
import { catalogueSkill, regenerateQuestion, type CatalogueSkill } from '../practice/practice-skills';
import type { QuestionKeys } from '../practice/question-keys';
import { DEMO_PRACTICE_CLASS_ID, planDemoPractice, type DemoSkillPool } from './demo-practice';

// Writes the demo practice history (demo-practice.ts) through the real command
// handler and the practice decider: one AnswerPracticeQuestion per planned
// answer, `now` in the past, the question key issued as the question route
// would, and a response that is right or wrong as planned — made by regenerating
// the question with the server's key (`engineSeed`), exactly as the answer route
// judges it. The decider computes the SmartScores, SkillProficient and
// SkillMastered. Needs the catalogue published (the skills' ids and names).
//
// Deterministic: the same seed day gives the same skills, levels, right/wrong,
// seconds and times. The question keys and the response texts also depend on the
// server's key (a fresh data directory makes a new one), as every real answer does.

/** The class's practice pool: two practisable skills of each category of grade 4 math (from X.3 on), one of each of language arts. */
export function demoSkillPool(log: FeatureLog<'catalogue' | 'directory' | 'practice'>): { pool: DemoSkillPool; skills: Map<string, CatalogueSkill> } {
  const skills = new Map<string, CatalogueSkill>();
  const pick = (subject: string, perCategory: number) => {
    const chosen: string[] = [];
    const items = log.queries.catalogue.landingPage('US', subject, 4).filter((item) => item.kind === 'skill' && item.upcoming === 0 && item.permacode && item.code);
    for (const category of 'ABCD') {
      let taken = 0;
      for (const item of items) {
        const [letter, number] = item.code!.split('.');
        if (letter !== category || Number(number) < 3 || taken >= perCategory) continue;
        const skill = catalogueSkill(log.queries.catalogue, item.permacode!);
        if (!skill || !practisable(skill)) continue;
        skills.set(skill.permacode, skill);
        chosen.push(skill.permacode);
        taken++;
      }
    }
    return chosen;
  };
  return { pool: { math: pick('math', 2), ela: pick('ela', 1) }, skills };
}

function practisable(skill: CatalogueSkill): boolean {
  try {
    regenerateQuestion(skill, 1, 'demo-practice-probe');
    return true;
  } catch {
    return false;
  }
}

/** A response that the question judges right (`correct`) or wrong: a plausible slip, never a random string when a near miss exists. */
export function demoResponse(question: GeneratedQuestion, correct: boolean, random: Random): string {
  const rule = question.accepts;
  const candidates: string[] = [];
  if (correct) {
    candidates.push(question.correctAnswer);
    if (rule.kind === 'choice') candidates.push(rule.correct);
    if (rule.kind === 'number') candidates.push(String(rule.value));
    if (rule.kind === 'fraction') candidates.push(`${rule.numerator}/${rule.denominator}`);
  } else if (rule.kind === 'choice') {
    candidates.push(...random.shuffle((question.choices ?? []).filter((choice) => choice !== rule.correct)));
  } else if (rule.kind === 'number') {
    const decimals = Math.min(4, (String(rule.value).split('.')[1] ?? '').length);
    const step = decimals > 0 ? 10 ** -decimals : 1;
    const slips = [1, -1, 10, -10, 2, 100, -100].map((offset) => Number((rule.value + offset * step).toFixed(decimals)));
    candidates.push(...random.shuffle(slips.slice(0, 4)).map(String), ...slips.map(String));
  } else {
    const { numerator: n, denominator: d } = rule;
    candidates.push(...random.shuffle([`${n + 1}/${d}`, `${n}/${d + 1}`, `${Math.max(1, n - 1)}/${d}`, `${d}/${n}`]), `${n + d}/${d}`);
  }
  candidates.push(correct ? '' : '0', '?');
  const response = candidates.find((candidate) => candidate !== '' && isCorrectResponse(rule, candidate) === correct);
  if (response === undefined) throw new Error(`demo practice: no ${correct ? 'right' : 'wrong'} response to "${question.prompt}"`);
  return response;
}

/**
 * Seeds the practice history of Grade 4 Room 12 for the DEMO_PRACTICE_DAYS days
 * before `seedTime`. Does nothing (returns 0) when the catalogue has no grade 4
 * skills or the class already has practice. Returns the answers written.
 */
export async function seedDemoPractice(log: FeatureLog<'catalogue' | 'directory' | 'practice'>, { keys, seedTime }: { keys: QuestionKeys; seedTime: Date }): Promise<number> {
  const room12 = log.queries.directory.studentsOfClass(DEMO_PRACTICE_CLASS_ID);
  if (room12.length === 0 || room12.some((student) => log.queries.practice.skillScoresOf(student.userId).length > 0)) return 0;
  const { pool, skills } = demoSkillPool(log);
  if (pool.math.length < 5 || pool.ela.length < 2) return 0;
  const plan = planDemoPractice(seedTime, pool);
  const random = seededRandom(`demo-practice-responses|${seedTime.toISOString().slice(0, 10)}`);
  for (const answer of plan) {
    const skill = skills.get(answer.permacode)!;
    const question = regenerateQuestion(skill, answer.level, keys.engineSeed(answer.seed));
    const response = demoResponse(question, answer.correct, random);
    const askedAt = answer.answeredAt.getTime() - answer.secondsSpent * 1000;
    const questionKey = keys.issue({ permacode: skill.permacode, level: answer.level, seed: answer.seed, learnerId: answer.userId, askedAt });
    await handleCommand(
      log.store,
      practice,
      practiceStreams.skill(answer.userId, skill.skillId),
      {
        type: 'AnswerPracticeQuestion',
        data: {
          learner: { learnerId: answer.userId, visitor: false },
          skill: { skillId: skill.skillId, permacode: skill.permacode, subject: skill.subject, grade: skill.grade },
          question: { questionKey, seed: answer.seed, level: answer.level, learnerId: answer.userId, askedAt },
          // Judged as the answer route judges it; demoResponse made it right or wrong as planned.
          correct: isCorrectResponse(question.accepts, response),
          response,
          secondsSpent: answer.secondsSpent,
          answeredTodayByVisitor: 0,
          now: answer.answeredAt,
        },
      },
      { actor: answer.userId, correlationId: 'demo-practice-seed' },
    );
  }
  return plan.length;
}

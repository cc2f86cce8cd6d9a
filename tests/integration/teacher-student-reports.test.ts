import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeFeedback, PracticeQuestion } from '../../events/practice';
import type {
  ProgressAndGrowthReport,
  SkillAnalysisReport,
  SkillScoreChartReport,
  StudentScoreChartReport,
  StudentsQuickviewReport,
  StudentStatsReport,
} from '../../events/reports/teacher-student-reports';
import { demoUserId } from '../../server/demo/demo-school';
import { catalogueSkill, type CatalogueSkill } from '../../server/practice/practice-skills';
import { startTestApp } from '../support/test-app';

// Issue 29's teacher reports over the real app and the demo practice of Grade 4
// Room 12 (docs/reports.md): each opens with data for ms.rivera, and each reads
// its writes — an answer given through the real practice routes a moment before
// shows in every one, though the runner's background follower is stopped (only
// the read path's own catch-up can bring it in). Then who may read, and the 400s.

let t: Awaited<ReturnType<typeof startTestApp>>;
let skill: CatalogueSkill;
const cookies: Record<string, string> = {};
const ROOM_12 = 'class_g4_room12';
const AVA = demoUserId('ava.b');

beforeAll(async () => {
  t = await startTestApp({ practiceHistory: true });
  const mathSkills = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.upcoming === 0);
  skill = catalogueSkill(t.log.queries.catalogue, mathSkills[0]!.permacode!)!;
  for (const username of ['ava.b', 'ms.rivera', 'mr.okafor']) cookies[username] = await t.signIn(username);
  t.log.runner.catchUpAsync(t.log.store);
  t.log.runner.stop();
}, 120_000);
afterAll(() => t?.close());

const get = (path: string, as: string) => t.request(path, { cookie: cookies[as]! });
async function read<T>(path: string): Promise<T> {
  const response = await get(path, 'ms.rivera');
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}
const errorOf = async (response: Response) => JSON.stringify(await response.json());

const quickview = () => read<StudentsQuickviewReport>(`/reports/students-quickview?classId=${ROOM_12}`);
const analysis = () => read<SkillAnalysisReport>(`/reports/skill-analysis?classId=${ROOM_12}&range=all_time`);
const studentChart = () => read<StudentScoreChartReport>(`/reports/student-score-chart?classId=${ROOM_12}&studentUserId=${AVA}&range=all_time`);
const skillChart = () => read<SkillScoreChartReport>(`/reports/skill-score-chart?classId=${ROOM_12}&permacode=${skill.permacode}&range=all_time`);
const stats = () => read<StudentStatsReport>(`/reports/student-stats?classId=${ROOM_12}&range=all_time`);
const growth = () => read<ProgressAndGrowthReport>(`/reports/progress-and-growth?classId=${ROOM_12}&studentUserId=${AVA}&range=all_time`);
const avaOf = <Row extends { userId: string }>(rows: readonly Row[]) => rows.find((row) => row.userId === AVA)!;

describe('the issue-29 teacher reports over the demo practice', () => {
  it('each opens with data for ms.rivera', async () => {
    expect((await quickview()).students.some((student) => student.skillsAt80 > 0 && student.lastPractisedDay !== null)).toBe(true);
    expect((await analysis()).skills.length).toBeGreaterThan(0);
    expect((await studentChart()).lines.length).toBeGreaterThan(0);
    const chart = await read<SkillScoreChartReport>(`/reports/skill-score-chart?classId=${ROOM_12}&range=all_time`);
    expect(chart.skill).not.toBeNull();
    expect(chart.lines.length).toBeGreaterThan(0);
    expect(avaOf((await stats()).students).questions).toBeGreaterThan(0);
    expect((await growth()).progress.totals.questions).toBeGreaterThan(0);
  });

  it('each reads an answer given a moment before (read-your-writes)', async () => {
    const before = {
      today: avaOf((await quickview()).students).today.questions,
      analysis: (await analysis()).skills.find((row) => row.permacode === skill.permacode)?.questions ?? 0,
      stats: avaOf((await stats()).students).questions,
      growth: (await growth()).progress.totals.questions,
    };
    const logBefore = t.log.store.lastPosition();
    const asked = await t.request(`/practice/${skill.permacode}/question`, { cookie: cookies['ava.b']! });
    const question = (await asked.json()) as PracticeQuestion;
    const answered = await t.postJson(`/practice/${skill.permacode}/answer`, { questionKey: question.questionKey, response: '0', secondsSpent: 9 }, { cookie: cookies['ava.b']! });
    expect(answered.status, await answered.clone().text()).toBe(200);
    const feedback = (await answered.json()) as PracticeFeedback;
    expect(t.log.runner.asyncReached(t.log.store)).toBe(logBefore);

    const quick = avaOf((await quickview()).students);
    expect(quick.today.questions).toBe(before.today + 1);
    expect(quick.lastPractisedDay).toBe('2026-11-02');
    expect((await analysis()).skills.find((row) => row.permacode === skill.permacode)!.questions).toBe(before.analysis + 1);
    expect((await studentChart()).lines.find((line) => line.permacode === skill.permacode)!.points.at(-1)).toEqual({ day: '2026-11-02', score: feedback.smartScore });
    expect(avaOf((await skillChart()).lines).points.at(-1)).toEqual({ day: '2026-11-02', score: feedback.smartScore });
    const after = await stats();
    expect(avaOf(after.students).questions).toBe(before.stats + 1);
    // 08:00 UTC on Monday 2 November 2026 is 03:00 in New York.
    expect(after.hours[3]!.questions).toBeGreaterThanOrEqual(1);
    expect((await growth()).progress.totals.questions).toBe(before.growth + 1);
  });

  it('a teacher reads only their classes and their students; bad options are 400s', async () => {
    const other = await get(`/reports/skill-analysis?classId=${ROOM_12}`, 'mr.okafor');
    expect(other.status).toBe(403);
    expect(await errorOf(other)).toContain('reports.not_your_class');
    const notInClass = await get(`/reports/progress-and-growth?classId=${ROOM_12}&studentUserId=${demoUserId('leo.k')}`, 'ms.rivera');
    expect(notInClass.status).toBe(403);
    expect(await errorOf(notInClass)).toContain('reports.not_your_student');
    expect((await get(`/reports/student-score-chart?classId=${ROOM_12}&studentUserId=${demoUserId('leo.k')}`, 'ms.rivera')).status).toBe(403);
    expect((await get(`/reports/students-quickview?classId=${ROOM_12}`, 'ava.b')).status).toBe(403);

    const noStudent = await get(`/reports/student-score-chart?classId=${ROOM_12}`, 'ms.rivera');
    expect([noStudent.status, await errorOf(noStudent)]).toEqual([400, expect.stringContaining('reports.student_required')]);
    expect((await get(`/reports/progress-and-growth?classId=${ROOM_12}`, 'ms.rivera')).status).toBe(400);
    for (const permacode of ['not-a-code!', 'ZZZZZZ9']) {
      const response = await get(`/reports/skill-score-chart?classId=${ROOM_12}&permacode=${permacode}`, 'ms.rivera');
      expect([response.status, await errorOf(response)]).toEqual([400, expect.stringContaining('reports.invalid_skill')]);
    }
  });
});

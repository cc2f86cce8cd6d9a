import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdministratorHome, ParentHome, StudentHome, TeacherHome, VisitorHome } from '../../events/home/home-contract';
import { isCorrectResponse } from '../../events/practice/question-engine';
import type { PracticeQuestion } from '../../events/practice';
import { catalogueSkill, regenerateQuestion, type CatalogueSkill } from '../practice/practice-skills';
import { questionKeys } from '../practice/question-keys';
import { startTestApp, TEST_TRACKING_KEY } from '../../tests/support/test-app';

// Issue 32 (docs/home.md): `GET /home/summary` over a real SQLite log with the demo school and the
// catalogue — each write (an answer, a quiz) read back at once on the student's and the teacher's home.

let t: Awaited<ReturnType<typeof startTestApp>>;
let skill: CatalogueSkill;
let otherSkill: CatalogueSkill;
const cookies: Record<string, string> = {};
const keys = questionKeys(TEST_TRACKING_KEY);
const csrf = { 'X-CSRF-Protection': '1' };
const DAY = 86_400_000;
const skillUrlOf = (of: CatalogueSkill) => of.url;

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  const mathSkills = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.upcoming === 0);
  skill = catalogueSkill(t.log.queries.catalogue, mathSkills[2]!.permacode!)!;
  otherSkill = catalogueSkill(t.log.queries.catalogue, mathSkills[3]!.permacode!)!;
  for (const username of ['ava.b', 'ms.rivera', 'admin.lee', 'district.chen', 'park.family', 'mina', 'ops.kim']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

const summaryOf = async <T>(username: string) => {
  const response = await t.request('/home/summary', { cookie: cookies[username]! });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};

/** A learner (Ava unless named) answers one question of `of`, right or wrong. */
async function answer(of: CatalogueSkill, correct: boolean, username = 'ava.b'): Promise<void> {
  const asked = await t.request(`/practice/${of.permacode}/question`, { cookie: cookies[username]! });
  const { questionKey } = (await asked.json()) as PracticeQuestion;
  const verified = keys.verify(questionKey)!;
  const question = regenerateQuestion(of, verified.level, keys.engineSeed(verified.seed));
  const response = correct ? question.correctAnswer : [...(question.choices ?? []), '-98765', 'no idea'].find((each) => !isCorrectResponse(question.accepts, each))!;
  const answered = await t.postJson(`/practice/${of.permacode}/answer`, { questionKey, response, secondsSpent: 10 }, { cookie: cookies[username]! });
  expect(answered.status, await answered.clone().text()).toBe(200);
}

describe('GET /home/summary', () => {
  it('a student’s answer shows at once: the skill to continue with its SmartScore, her questions this week and her streak', async () => {
    const before = await summaryOf<StudentHome>('ava.b');
    await answer(skill, true);
    const after = await summaryOf<StudentHome>('ava.b');
    expect(after.userType).toBe('student');
    expect(after.continue[0]).toMatchObject({ permacode: skill.permacode, name: skill.name, url: skill.url });
    expect(after.continue[0]!.smartScore).toBeGreaterThan(0);
    expect(after.questionsThisWeek).toBe(before.questionsThisWeek + 1);
    expect(after.streakDays).toBeGreaterThanOrEqual(1);
  });

  it('her recent trouble spots are recommended; the teacher sees her needing help, practising now, and the skill most missed', async () => {
    for (let i = 0; i < 3; i += 1) await answer(otherSkill, false);
    const student = await summaryOf<StudentHome>('ava.b');
    expect(student.recommended.map((each) => each.permacode)).toContain(otherSkill.permacode);
    const teacher = await summaryOf<TeacherHome>('ms.rivera');
    expect(teacher.userType).toBe('teacher');
    const room12 = teacher.classes.find((each) => each.classId === 'class_g4_room12')!;
    expect(room12.needsHelp.map((each) => each.displayName)).toContain('Ava B.');
    const ava = room12.needsHelp.find((each) => each.displayName === 'Ava B.')!;
    expect(ava.skillName).toBe(otherSkill.name);
    expect(room12.practisingNow.map((each) => each.userId)).toContain(ava.userId);
    expect(room12.questionsToday).toBeGreaterThanOrEqual(4);
    expect(room12.mostMissed).toMatchObject({ permacode: otherSkill.permacode, name: otherSkill.name });
    expect(room12.mostMissed!.level).toBeGreaterThanOrEqual(1);
    expect(room12.studentUserIds.length).toBeGreaterThan(0);
    // What the home's one-click buttons send (web/features/home/home-api.ts) starts them.
    const missed = room12.mostMissed!;
    const review = await t.postJson(
      '/instant-review/start-question-review-mode',
      { skillIDAndLevels: [{ skillId: missed.permacode, level: missed.level }], studentUserIds: room12.studentUserIds, instantReviewSkills: [missed.permacode] },
      { cookie: cookies['ms.rivera']! },
    );
    expect(review.status, await review.clone().text()).toBe(200);
    const jam = await t.postJson(
      '/instant-review/start-group-jam',
      { skillIds: [missed.permacode], studentUserIds: room12.studentUserIds, skillToStartingLevel: { [missed.permacode]: missed.level } },
      { cookie: cookies['ms.rivera']! },
    );
    expect(jam.status, await jam.clone().text()).toBe(200);
    const withRoom = await summaryOf<TeacherHome>('ms.rivera');
    const { roomId } = (await jam.json()) as { roomId: string };
    expect(withRoom.openRoom).toMatchObject({ roomId, roomUrl: `/same-question-mode${skillUrlOf(otherSkill)}/${roomId}` });
  });

  it('a quiz assigned to her class is on her to-do list with its due date, and on the teacher’s home with how many submitted', async () => {
    const now = t.clock().getTime();
    const closesAt = new Date(now + 3 * DAY).toISOString();
    const created = await t.postJson(
      '/quizzes',
      { title: 'Home quiz', permacodes: [skill.permacode], questionsPerSkill: 2, classIds: ['class_g4_room12'], opensAt: new Date(now - 60_000).toISOString(), closesAt, timeLimitMinutes: 30 },
      { cookie: cookies['ms.rivera']!, headers: csrf },
    );
    expect(created.status, await created.clone().text()).toBe(200);
    const { quizId } = (await created.json()) as { quizId: string };
    const student = await summaryOf<StudentHome>('ava.b');
    expect(student.toDo).toContainEqual(expect.objectContaining({ kind: 'quiz', quizId, title: 'Home quiz', dueAt: closesAt, started: false }));
    const teacher = await summaryOf<TeacherHome>('ms.rivera');
    expect(teacher.openQuizzes).toContainEqual(expect.objectContaining({ quizId, title: 'Home quiz', submitted: 0 }));
    expect(teacher.openQuizzes.find((each) => each.quizId === quizId)!.assigned).toBeGreaterThan(0);
  });

  it('a parent sees each child’s week and what each is working on, as soon as the child answers', async () => {
    const before = await summaryOf<ParentHome>('park.family');
    expect(before.userType).toBe('parent');
    expect(before.children.map((child) => child.displayName).sort()).toEqual(['Joon', 'Mina']);
    const minaBefore = before.children.find((child) => child.displayName === 'Mina')!;
    await answer(skill, true, 'mina');
    const after = await summaryOf<ParentHome>('park.family');
    const mina = after.children.find((child) => child.displayName === 'Mina')!;
    expect(mina.questionsThisWeek).toBe(minaBefore.questionsThisWeek + 1);
    expect(mina.streakDays).toBeGreaterThanOrEqual(1);
    expect(mina.workingOn[0]).toMatchObject({ permacode: skill.permacode, name: skill.name, url: skill.url });
    expect(after.children.find((child) => child.displayName === 'Joon')).toEqual(before.children.find((child) => child.displayName === 'Joon'));
  });

  it('a visitor sees the edition’s popular skills this week and the practice questions left today, and gets no cookie from it', async () => {
    const fresh = await t.request('/home/summary');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('set-cookie')).toBeNull();
    const before = (await fresh.json()) as VisitorHome;
    expect(before).toMatchObject({ userType: 'visitor', practiceLimit: { daily: 10, left: 10 } });
    // Ms. Rivera's class answered `skill` and `otherSkill` above: they are this week's popular skills.
    expect(before.popularSkills.map((each) => each.permacode)).toEqual(expect.arrayContaining([skill.permacode, otherSkill.permacode]));
    expect(before.popularSkills.find((each) => each.permacode === skill.permacode)).toMatchObject({ name: skill.name, url: skill.url, smartScore: null });

    const asked = await t.request(`/practice/${skill.permacode}/question`);
    const visitorCookie = /lc_visitor=([^;]*)/.exec(asked.headers.get('set-cookie') ?? '')![0];
    const { questionKey } = (await asked.json()) as PracticeQuestion;
    const answered = await t.postJson(`/practice/${skill.permacode}/answer`, { questionKey, response: 'no idea', secondsSpent: 5 }, { cookie: visitorCookie });
    expect(answered.status, await answered.clone().text()).toBe(200);
    const after = (await (await t.request('/home/summary', { cookie: visitorCookie })).json()) as VisitorHome;
    expect(after.practiceLimit).toEqual({ daily: 10, left: 9 });
  });

  it('an administrator sees their schools’ week: usage and skills reached, with the assessment windows open or coming', async () => {
    const school = await summaryOf<AdministratorHome>('admin.lee');
    expect(school.userType).toBe('administrator');
    expect(school.schools).toHaveLength(1);
    const maple = school.schools[0]!;
    expect(maple.schoolId).toBe('school_maple');
    expect(maple.studentsActive).toBeGreaterThanOrEqual(1); // Ava answered above, this week
    expect(maple.questions).toBeGreaterThanOrEqual(4);
    expect(school.fromDay <= school.toDay).toBe(true);
    for (const window of school.assessmentWindows) {
      expect(['upcoming', 'in_progress']).toContain(window.status);
      expect(window.daysElapsed).toBeLessThanOrEqual(window.daysTotal);
    }
    // A window from two days ago to seven days ahead: in progress, three days of ten gone.
    const day = (offset: number) => new Date(t.clock().getTime() + offset * DAY).toISOString().slice(0, 10);
    const scheduled = await t.postJson(
      '/assessment-windows/schedule',
      { schoolIds: ['school_maple'], subject: 'ela', assessmentType: 'ELA_BENCHMARK', startDate: day(-2), dueDate: day(7) },
      { cookie: cookies['admin.lee']! },
    );
    expect(scheduled.status, await scheduled.clone().text()).toBe(200);
    const withWindow = await summaryOf<AdministratorHome>('admin.lee');
    expect(withWindow.assessmentWindows).toContainEqual(
      expect.objectContaining({ assessmentType: 'ELA_BENCHMARK', startDate: day(-2), dueDate: day(7), status: 'in_progress', schoolNames: [expect.any(String)], daysElapsed: 3, daysTotal: 10 }),
    );
    const district = await summaryOf<AdministratorHome>('district.chen');
    expect(district.schools.map((each) => each.schoolId)).toContain('school_maple');
    expect(district.schools.length).toBeGreaterThanOrEqual(school.schools.length);
  });

  it('a family child gets a learner’s home; an engineer is 403, and nothing is appended', async () => {
    const before = t.log.store.lastPosition();
    expect((await summaryOf<StudentHome>('mina')).userType).toBe('student');
    const refused = await t.request('/home/summary', { cookie: cookies['ops.kim']! });
    expect([refused.status, await refused.json()]).toEqual([403, { error: 'home.no_summary' }]);
    expect(t.log.store.lastPosition()).toBe(before);
  });
});

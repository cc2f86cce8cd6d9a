import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../events/log/command-handler';
import { directoryStreams, schoolDirectory } from '../../events/school-directory';
import type { DistrictDashboardReport, ProgressLearners, SchoolAchievementReport, SkillProficiencyReport, SkillUsageReport, StudentProgressReport, TimeSpentReport } from '../../events/reports/administrator-reports';
import { demoClasses, demoUserId } from '../../server/demo/demo-school';
import { questionKeys } from '../../server/practice/question-keys';
import { DEMO_CEDAR_STUDENTS, seedDemoReportPractice } from '../../server/demo/seed-demo-report-practice';
import { startTestApp, TEST_TRACKING_KEY } from '../support/test-app';

// The administrator reports and learners' progress (issue 18, docs/administrator-reports.md)
// over the demo's three weeks of practice: Maple's Grade 4 Room 12, Cedar Creek's
// Grade 6 Room 8 and the Park children. Who reads what, checked on the server.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ practiceHistory: true });
  await seedDemoReportPractice(t.log, { keys: questionKeys(TEST_TRACKING_KEY), seedTime: t.clock() });
  // Another family, whose child nobody else may read.
  await handleCommand(t.log.store, schoolDirectory, directoryStreams.user('u_other_parent'), {
    type: 'RegisterUser',
    data: { userId: 'u_other_parent', username: 'lim.family', displayName: 'Lim Family', role: 'parent', edition: 'US', schoolId: null, districtId: null, parentUserId: null, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$unused' },
  }, { actor: 'test', correlationId: 'test' });
  await handleCommand(t.log.store, schoolDirectory, directoryStreams.user('u_other_child'), {
    type: 'RegisterUser',
    data: { userId: 'u_other_child', username: 'sam.lim', displayName: 'Sam', role: 'child', edition: 'US', schoolId: null, districtId: null, parentUserId: 'u_other_parent', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$unused' },
  }, { actor: 'test', correlationId: 'test' });
  for (const username of ['district.chen', 'admin.lee', 'ms.rivera', 'ava.b', 'park.family', 'mina']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

async function read<T>(username: string, path: string): Promise<{ status: number; body: T }> {
  const response = await t.request(path, { cookie: cookies[username]! });
  return { status: response.status, body: (await response.json()) as T };
}

/** What the practice read model says a set of students answered, all time. */
const questionsOf = (userIds: string[]) => userIds.reduce((total, userId) => total + t.log.queries.practice.skillScoresOf(userId).reduce((sum, score) => sum + score.questionsAnswered, 0), 0);
const room12 = demoClasses.find((demoClass) => demoClass.classId === 'class_g4_room12')!.students.map(demoUserId);
const cedar = DEMO_CEDAR_STUDENTS.map((student) => demoUserId(student.username));

describe('District Dashboard', () => {
  it('gives a district administrator every school of the district, with the questions its students answered', async () => {
    const { status, body } = await read<DistrictDashboardReport>('district.chen', '/reports/district-dashboard?range=all_time');
    expect(status).toBe(200);
    expect(body.schoolOptions.map((school) => school.name)).toEqual(['Cedar Creek Middle School', 'Maple Elementary']);
    expect(body.rows.map((row) => [row.schoolName, row.students, row.questions])).toEqual([
      ['Cedar Creek Middle School', 6, questionsOf(cedar)],
      ['Maple Elementary', 44, questionsOf(room12)],
    ]);
    const maple = body.rows.find((row) => row.schoolId === 'school_maple')!;
    expect(maple.studentsActive).toBe(24);
    expect(maple.skillsProficient).toBeGreaterThan(0);
    expect(body.gradeOptions).toEqual([4, 5, 6]);
  });

  it('narrows to one of the administrator’s schools, and to one grade', async () => {
    const cedarOnly = await read<DistrictDashboardReport>('district.chen', '/reports/district-dashboard?range=all_time&schoolId=school_cedar');
    expect(cedarOnly.body.rows.map((row) => row.schoolId)).toEqual(['school_cedar']);
    const grade5 = await read<DistrictDashboardReport>('district.chen', '/reports/district-dashboard?range=all_time&grade=5');
    // Grade 5 Room 3 did not practise; Maple has its 20 students, Cedar none.
    expect(grade5.body.rows.map((row) => [row.schoolId, row.students, row.questions])).toEqual([
      ['school_cedar', 0, 0],
      ['school_maple', 20, 0],
    ]);
  });

  it('counts only the range: today (the seed day) has no practice yet', async () => {
    const { body } = await read<DistrictDashboardReport>('district.chen', '/reports/district-dashboard?range=today');
    expect(body.rows.map((row) => row.questions)).toEqual([0, 0]);
    expect(body.fromDay).toBe(body.toDay);
  });
});

describe('who reads the administrator reports', () => {
  it('gives a school administrator their school only; another school is 403 by id, whatever the report', async () => {
    const own = await read<DistrictDashboardReport>('admin.lee', '/reports/district-dashboard?range=all_time');
    expect(own.body.rows.map((row) => row.schoolId)).toEqual(['school_maple']);
    for (const report of ['district-dashboard', 'school-achievement', 'time-spent', 'skill-usage', 'skill-proficiency']) {
      for (const schoolId of ['school_cedar', 'school_nowhere']) {
        expect(await read('admin.lee', `/reports/${report}?schoolId=${schoolId}`), `${report} ${schoolId}`).toEqual({ status: 403, body: { error: 'admin_reports.not_your_school' } });
      }
    }
  });

  it('refuses teachers and students', async () => {
    expect(await read('ms.rivera', '/reports/district-dashboard')).toEqual({ status: 403, body: { error: 'admin_reports.not_an_administrator' } });
    expect(await read('ava.b', '/reports/skill-usage')).toEqual({ status: 403, body: { error: 'admin_reports.not_an_administrator' } });
    expect((await t.request('/reports/time-spent')).status).toBe(401);
  });

  it('answers bad filters with 400 and an error key', async () => {
    expect(await read('district.chen', '/reports/time-spent?range=fortnight')).toEqual({ status: 400, body: { error: 'reports.invalid_range' } });
    expect(await read('district.chen', '/reports/time-spent?range=custom&from=2026-10-01')).toEqual({ status: 400, body: { error: 'reports.custom_range_needs_days' } });
    expect((await read('district.chen', '/reports/time-spent?grade=99')).status).toBe(400);
    expect((await read('district.chen', '/reports/time-spent?schoolId=not%20an%20id')).status).toBe(400);
  });
});

describe('the other administrator reports', () => {
  it('School Achievement puts every student of each grade and subject in one band', async () => {
    const { body } = await read<SchoolAchievementReport>('admin.lee', '/reports/school-achievement?range=all_time');
    const grade4Math = body.rows.find((row) => row.grade === 4 && row.subject === 'math')!;
    expect(grade4Math.students).toBe(24);
    expect(Object.values(grade4Math.bands).reduce((a, b) => a + b, 0)).toBe(24);
    expect(grade4Math.bands['On grade']).toBeGreaterThan(0);
    // Grade 5 Room 3 never practised: nobody is pinpointed.
    const grade5Math = body.rows.find((row) => row.grade === 5 && row.subject === 'math')!;
    expect(grade5Math.bands['Not pinpointed']).toBe(20);
  });

  it('Time Spent gives every day of the range, and the days’ seconds add up to the schools’ rows', async () => {
    const { body } = await read<TimeSpentReport>('district.chen', '/reports/time-spent?range=last_30_days');
    expect(body.days).toHaveLength(30);
    expect(body.days.reduce((sum, day) => sum + day.seconds, 0)).toBe(body.rows.reduce((sum, row) => sum + row.seconds, 0));
    expect(new Set(body.rows.map((row) => row.schoolName))).toEqual(new Set(['Maple Elementary', 'Cedar Creek Middle School']));
  });

  it('Skill Usage and Skill Proficiency name the catalogue’s skills', async () => {
    const usage = await read<SkillUsageReport>('admin.lee', '/reports/skill-usage?range=all_time');
    expect(usage.body.rows.length).toBeGreaterThan(4);
    expect(usage.body.rows.reduce((sum, row) => sum + row.questions, 0)).toBe(questionsOf(room12));
    expect(usage.body.rows[0]!.name).not.toBe(usage.body.rows[0]!.permacode);
    const proficiency = await read<SkillProficiencyReport>('admin.lee', '/reports/skill-proficiency?range=all_time');
    expect(proficiency.body.rows.some((row) => row.proficient > 0)).toBe(true);
  });
});

describe('a learner’s progress', () => {
  it('offers a parent their children and a learner themselves', async () => {
    expect((await read<ProgressLearners>('park.family', '/analytics/progress/learners')).body.learners.map((learner) => learner.displayName)).toEqual(['Joon', 'Mina']);
    expect((await read<ProgressLearners>('mina', '/analytics/progress/learners')).body.learners).toEqual([{ userId: 'u_mina', displayName: 'Mina' }]);
    expect((await read('ms.rivera', '/analytics/progress/learners')).status).toBe(403);
  });

  it('shows a parent their child’s progress over the range', async () => {
    const { status, body } = await read<StudentProgressReport>('park.family', '/analytics/progress-data?studentUserId=u_mina&range=last_30_days');
    expect(status).toBe(200);
    expect(body.learner).toEqual({ userId: 'u_mina', displayName: 'Mina' });
    expect(body.totals.questions).toBe(questionsOf(['u_mina']));
    expect(body.skills.length).toBeGreaterThan(0);
    expect(body.days.reduce((sum, day) => sum + day.questions, 0)).toBe(body.totals.questions);
  });

  it('refuses another family’s child, a school’s student, and an unknown id alike', async () => {
    for (const studentUserId of ['u_other_child', 'u_ava_b', 'u_nobody']) {
      expect(await read('park.family', `/analytics/progress-data?studentUserId=${studentUserId}`), studentUserId).toEqual({ status: 403, body: { error: 'progress.not_your_learner' } });
    }
    expect((await read('mina', '/analytics/progress-data?studentUserId=u_joon')).status).toBe(403);
    expect((await read('ava.b', '/analytics/progress-data?studentUserId=u_noah_c')).status).toBe(403);
  });

  it('lets a teacher read their class’s students and an administrator their schools’, no one else’s', async () => {
    expect((await read('ms.rivera', '/analytics/progress-data?studentUserId=u_ava_b')).status).toBe(200);
    expect((await read('ms.rivera', '/analytics/progress-data?studentUserId=u_ivy_r')).status).toBe(403);
    expect((await read('admin.lee', '/analytics/progress-data?studentUserId=u_ivy_r')).status).toBe(403);
    expect((await read('district.chen', '/analytics/progress-data?studentUserId=u_ivy_r')).status).toBe(200);
    expect((await read('ms.rivera', '/analytics/progress-data?studentUserId=u_mina')).status).toBe(403);
  });
});

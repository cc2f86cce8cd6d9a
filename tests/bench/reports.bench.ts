import { join } from 'node:path';
import type { HomeSummary } from '../../events/home/home-contract';
import type { EventMetadata } from '../../events/log/event-store';
import { addDays, localDayOf } from '../../events/reports/report-ranges';
import { seededRandom } from '../../events/practice/seeded-random';
import { homeProjection } from '../../projections/home';
import { instantReviewProjection } from '../../projections/instant-review';
import { practiceProjection } from '../../projections/practice';
import { administratorReportsProjection } from '../../projections/reports/administrator-reports';
import { teacherReportsProjection } from '../../projections/reports/teacher-reports';
import { schoolDirectoryProjection } from '../../projections/school-directory';
import { buildApp } from '../../server/app';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog } from '../../server/event-log';
import { sessionCookieOf } from '../support/test-app';
import { makeTempDir } from '../support/temp-dir';
import type { Bench, BenchContext, BenchReport } from './bench-definition';
import { summarizeLatencies } from './percentiles';

// Issue 18: the teacher reports over a year of practice for a 2,000-student
// school. The demo school is seeded through the log (ms.rivera signs in); the
// bench school — 2,000 students (× BENCH_SCALE) in classes of 30, a school
// year of school days, each student practising on ~60 % of them, 8 answers a
// day over 1–2 skills — is written through the read models' own handlers
// (the directory's and practice-reports'), as a rebuild would, without the
// millions of appends. ms.rivera teaches the first class.
//
// Timed, in-process (app.request): GET /reports/score-grid and GET
// /reports/student-usage of that class over this school year, end to end
// (session, authorization, range, SQL, JSON), over the whole school year (a
// custom range from 24 August: the demo seed records its school year at
// `now`). Floor, same data: the simplest SELECT of the class's rows in the
// range from report_skill_days.
//
// Issue 32: GET /home/summary of a student (ava.b, Room 12), a teacher (ms.rivera, who teaches the
// first bench class) and an administrator (admin.lee, of the bench's school), beside that floor. The
// homes read "today" and "this week", so the school's students also practise this week (Monday and
// today, before `now`), and the read models the homes read (practice, the administrator reports',
// instant review's, the home's own) get the school year's last HOME_DAYS school days and this week;
// the teacher reports get this week too.

const SCHOOL_DAYS = 180;
const ANSWERS_A_DAY = 8;
const CLASS_SIZE = 30;
const SKILLS = 40;
/** The school year's last school days also written to the read models the homes read (the whole year would triple the bench's set-up). */
const HOME_DAYS = 20;
/** This week's days with practice (Monday and today). */
const THIS_WEEK = ['2027-06-14', '2027-06-15'];
/**
 * The figure the reports must answer under (p99, in-process), on the shared
 * 2-core machine the benches run on (docs/reports.md has the run): a report of
 * a class of 30 over a school year must stay interactive (a quarter second)
 * even when the machine is busy; the ratio to the floor is the figure to watch.
 */
export const REPORT_P99_TARGET_MS = 250;

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const students = Math.max(200, Math.round(2_000 * scale));
  const rounds = Math.max(50, Math.round(300 * scale));
  const temp = makeTempDir('bench-reports-');
  const now = new Date('2027-06-15T16:00:00.000Z');
  const log = openEventLog({ path: join(temp.path, 'log.db'), synchronous: 'NORMAL', clock: () => now });
  try {
    await seedDemoSchool(log);
    const teacherUserId = log.queries.directory.accountByUsername('ms.rivera')!.userId;
    const schoolId = 'school_maple';
    const directory = schoolDirectoryProjection.handlers(log.db);
    const reports = teacherReportsProjection.handlers(log.db);
    // The asynchronous read models first catch up with the demo's log (the school, its classes), so the handlers below place the bench's students.
    log.queries.administratorReports.activityBySchool([], null);
    log.queries.home.popularSkills('2027-06-14', 1);
    const practice = practiceProjection.handlers(log.db);
    const administrator = administratorReportsProjection.handlers(log.db);
    const instantReview = instantReviewProjection.handlers(log.db);
    const home = homeProjection.handlers(log.db);
    const avaUserId = log.queries.directory.accountByUsername('ava.b')!.userId;
    let position = 1_000_000;
    const metadata = (at: string): EventMetadata => ({
      eventId: `bench-${position}`,
      streamId: 'bench',
      version: 1,
      position: ++position,
      at,
      actor: 'bench',
      correlationId: 'bench',
      causationId: null,
      schemaVersion: 1,
    });

    say(`writing ${students} students and a school year of practice`);
    const started = performance.now();
    let answers = 0;
    log.db.transaction(() => {
      const classes = Math.ceil(students / CLASS_SIZE);
      for (let index = 0; index < classes; index++) {
        const created = { classId: `bench_class_${index}`, schoolId, name: `Bench ${index}`, grade: 4, teacherUserId: index === 0 ? teacherUserId : `bench_teacher_${index}` };
        directory.ClassCreated(created, metadata(now.toISOString()));
        administrator.ClassCreated(created, metadata(now.toISOString()));
      }
      for (let index = 0; index < students; index++) {
        const userId = `bench_student_${index}`;
        const user = { userId, username: `bench.${index}`, displayName: `Student ${index}`, role: 'student' as const, userType: 2 as const, edition: 'US' as const, schoolId, districtId: null, parentUserId: null };
        directory.UserRegistered(user, metadata(now.toISOString()));
        reports.UserRegistered(user, metadata(now.toISOString()));
        administrator.UserRegistered(user, metadata(now.toISOString()));
        const enrolled = { classId: `bench_class_${Math.floor(index / CLASS_SIZE)}`, studentUserId: userId };
        directory.StudentEnrolled(enrolled, metadata(now.toISOString()));
        administrator.StudentEnrolled(enrolled, metadata(now.toISOString()));
      }
      const random = seededRandom('reports-bench').next;
      const firstDay = '2026-08-24';
      /** One answer, into the teacher reports and (`toHomes`) the read models the homes read. */
      const answer = (learnerId: string, scores: Map<number, number>, skillId: number, answeredAt: string, toHomes: boolean) => {
        const correct = random() < 0.75;
        const before = scores.get(skillId) ?? 0;
        const after = Math.max(0, Math.min(100, before + (correct ? 7 : -4)));
        scores.set(skillId, after);
        const event = {
          learnerId,
          skillId,
          permacode: `BENCH${skillId}`,
          subject: 'math' as const,
          grade: 3 + (skillId % 3),
          visitor: false,
          questionKey: 'k',
          seed: `s${answers}`,
          level: 1 + Math.floor(after / 25),
          correct,
          response: correct ? '12' : '21',
          scoreBefore: before,
          scoreAfter: after,
          secondsSpent: 20 + Math.floor(random() * 40),
          answeredAt,
        };
        const at = metadata(answeredAt);
        reports.PracticeQuestionAnswered(event, at);
        if (toHomes) {
          practice.PracticeQuestionAnswered(event, at);
          administrator.PracticeQuestionAnswered(event, at);
          instantReview.PracticeQuestionAnswered(event, at);
          home.PracticeQuestionAnswered(event, at);
        }
        answers++;
      };
      /** A day's practice: 8 answers over 1–2 skills from 14:00Z (`last` caps the time: today, before `now`). */
      const practiseOn = (learnerId: string, scores: Map<number, number>, day: string, toHomes: boolean) => {
        const skillIds = [1 + Math.floor(random() * SKILLS), 1 + Math.floor(random() * SKILLS)];
        for (let index = 0; index < ANSWERS_A_DAY; index++) {
          answer(learnerId, scores, skillIds[index % 2]!, new Date(Date.parse(`${day}T14:00:00Z`) + index * 60_000).toISOString(), toHomes);
        }
      };
      for (let index = 0; index < students; index++) {
        const learnerId = `bench_student_${index}`;
        const scores = new Map<number, number>();
        let day = firstDay;
        for (let schoolDay = 0; schoolDay < SCHOOL_DAYS; day = addDays(day, 1)) {
          const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
          if (weekday === 0 || weekday === 6) continue;
          schoolDay++;
          if (random() > 0.6) continue;
          practiseOn(learnerId, scores, day, schoolDay > SCHOOL_DAYS - HOME_DAYS);
        }
        // This week, for the homes' "today" and "this week".
        for (const weekDay of THIS_WEEK) if (random() <= 0.6) practiseOn(learnerId, scores, weekDay, true);
      }
      // The student whose home is timed practises this week too.
      const avaScores = new Map<number, number>();
      for (const weekDay of THIS_WEEK) practiseOn(avaUserId, avaScores, weekDay, true);
    })();
    say(`${answers} answers written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const app = buildApp({ log, realtime: null, clock: () => now });
    const signIn = await app.request('http://localhost/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ username: 'ms.rivera', password: 'classroom' }),
    });
    const cookie = sessionCookieOf(signIn);
    const classId = 'bench_class_0';
    const request = async (report: string) => {
      const response = await app.request(`http://localhost/reports/${report}?classId=${classId}&range=custom&from=2026-08-24&to=2027-06-15`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${report} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<{ interval: { fromDay: string; toDay: string }; students: unknown[]; skills?: unknown[]; days?: unknown[] }>;
    };
    const interval = (await request('score-grid')).interval;
    const floor = log.db.prepare(
      `SELECT learner_id, skill_id, day, questions, seconds, score_end FROM report_skill_days
       WHERE learner_id IN (SELECT student_user_id FROM directory_enrollments WHERE class_id = ?) AND day BETWEEN ? AND ?`,
    );
    const floorRows = () => floor.all(classId, interval.fromDay, interval.toDay).length;

    const rows: BenchReport['rows'] = [];
    const notes: string[] = [];
    for (const report of ['score-grid', 'student-usage']) {
      for (let warm = 0; warm < 10; warm++) {
        await request(report);
        floorRows();
      }
      const samples: number[] = [];
      const floorSamples: number[] = [];
      let shape = '';
      let rowsRead = 0;
      for (let round = 0; round < rounds; round++) {
        let at = performance.now();
        const answer = await request(report);
        samples.push(performance.now() - at);
        shape = `${answer.students.length} students, ${answer.skills?.length ?? answer.days?.length ?? 0} ${answer.skills ? 'skills' : 'days'}`;
        at = performance.now();
        rowsRead = floorRows();
        floorSamples.push(performance.now() - at);
      }
      const timed = summarizeLatencies(samples);
      const bare = summarizeLatencies(floorSamples);
      const floorName = `bare SELECT of the class's report_skill_days in the range (${rowsRead} rows)`;
      rows.push(
        { name: `GET /reports/${report} p50 (in-process)`, result: { value: timed.p50, unit: 'ms' }, floor: { name: floorName, value: bare.p50, unit: 'ms' }, better: 'lower' },
        { name: `GET /reports/${report} p99 (in-process)`, result: { value: timed.p99, unit: 'ms' }, floor: { name: floorName, value: bare.p99, unit: 'ms' }, better: 'lower' },
      );
      notes.push(`${report}: ${shape}; p99 ${timed.p99.toFixed(2)} ms against the target ${REPORT_P99_TARGET_MS} ms: ${timed.p99 < REPORT_P99_TARGET_MS ? 'met' : 'MISSED'}`);
    }
    // Issue 32: the homes of a student, a teacher and an administrator of this school, beside the same floor.
    const signedIn = async (username: string) => {
      const response = await app.request('http://localhost/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ username, password: 'classroom' }),
      });
      return sessionCookieOf(response);
    };
    for (const [who, username] of [
      ['a student', 'ava.b'],
      ['a teacher', 'ms.rivera'],
      ['an administrator', 'admin.lee'],
    ] as const) {
      const homeCookie = await signedIn(username);
      const summary = async () => {
        const response = await app.request('http://localhost/home/summary', { headers: { cookie: homeCookie } });
        if (response.status !== 200) throw new Error(`GET /home/summary of ${username} answered ${response.status}: ${await response.text()}`);
        return response.json() as Promise<HomeSummary>;
      };
      for (let warm = 0; warm < 10; warm++) {
        await summary();
        floorRows();
      }
      const samples: number[] = [];
      const floorSamples: number[] = [];
      let shape = '';
      let rowsRead = 0;
      for (let round = 0; round < rounds; round++) {
        let at = performance.now();
        shape = homeShape(await summary());
        samples.push(performance.now() - at);
        at = performance.now();
        rowsRead = floorRows();
        floorSamples.push(performance.now() - at);
      }
      const timed = summarizeLatencies(samples);
      const bare = summarizeLatencies(floorSamples);
      const floorName = `bare SELECT of the class's report_skill_days in the range (${rowsRead} rows)`;
      rows.push(
        { name: `GET /home/summary, ${who} (${username}) p50 (in-process)`, result: { value: timed.p50, unit: 'ms' }, floor: { name: floorName, value: bare.p50, unit: 'ms' }, better: 'lower' },
        { name: `GET /home/summary, ${who} (${username}) p99 (in-process)`, result: { value: timed.p99, unit: 'ms' }, floor: { name: floorName, value: bare.p99, unit: 'ms' }, better: 'lower' },
      );
      notes.push(`home of ${username}: ${shape}; p99 ${timed.p99.toFixed(2)} ms against the target ${REPORT_P99_TARGET_MS} ms: ${timed.p99 < REPORT_P99_TARGET_MS ? 'met' : 'MISSED'}`);
    }
    const dayRows = log.db.prepare('SELECT COUNT(*) FROM report_skill_days').pluck().get() as number;
    notes.unshift(
      `school: ${students} students in classes of ${CLASS_SIZE}, ${answers} answers over ${SCHOOL_DAYS} school days (${dayRows} student-skill-day rows); custom range ${interval.fromDay}…${interval.toDay} (${localDayOf(now, 'America/New_York')} today); ${rounds} requests per report`,
    );
    return { rows, notes };
  } finally {
    log.close();
    temp.remove();
  }
}

/** What a home held, for the notes (so a figure is read against what was built). */
function homeShape(summary: HomeSummary): string {
  switch (summary.userType) {
    case 'student':
      return `${summary.continue.length} to continue, ${summary.toDo.length} to do, ${summary.questionsThisWeek} questions this week`;
    case 'teacher':
      return summary.classes.map((each) => `${each.name}: ${each.studentUserIds.length} students, ${each.questionsToday} questions today, ${each.needsHelp.length} needing help`).join('; ');
    case 'administrator':
      return summary.schools.map((school) => `${school.name}: ${school.studentsActive} students active, ${school.questions} questions this week`).join('; ');
    default:
      return summary.userType;
  }
}

export const reportsBench: Bench = { name: 'reports', run };

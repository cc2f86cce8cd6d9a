import { describe, expect, it } from 'vitest';
import { allEventDefinitions } from '../events/all-events';
import type { CatalogueEvent } from '../events/catalogue';
import type { EditionPickerEvent } from '../events/edition-picker';
import type { FocusSessionEvent } from '../events/focus-sessions';
import type { LiveMessageEvent } from '../events/live-messages';
import type { PracticeEvent } from '../events/practice';
import { EventRegistry } from '../events/log/event-schemas';
import { openLogDatabase } from '../events/log/log-database';
import { SqliteEventStore } from '../events/log/sqlite-event-store';
import type { SchoolDirectoryEvent } from '../events/school-directory';
import type { SignInEvent } from '../events/sign-in';
import type { SiteNavigationEvent } from '../events/site-navigation';
import { allProjections } from './all-projections';
import { dumpProjection, ProjectionRunner, replayInto, resetProjection } from './runner';

type AppEvent = SchoolDirectoryEvent | SignInEvent | EditionPickerEvent | LiveMessageEvent | FocusSessionEvent | CatalogueEvent | SiteNavigationEvent | PracticeEvent;

const hash = (word: string) => `$argon2id$v=19$m=19456,t=2,p=1$${word}`;
const user = (userId: string, role: 'student' | 'teacher' | 'parent' | 'child' | 'school_administrator', userType: 2 | 4 | 11 | 12 | 13, parentUserId: string | null = null): AppEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId.slice(2),
    displayName: userId.slice(2).toUpperCase(),
    role,
    userType,
    edition: 'US',
    schoolId: parentUserId === null && role !== 'parent' ? 'school_maple' : null,
    districtId: parentUserId === null && role !== 'parent' ? 'district_river' : null,
    parentUserId,
  },
});
const section = (contentHash: string, skillName: string): AppEvent => ({
  type: 'CatalogueSectionPublished',
  data: {
    edition: 'US',
    subject: 'math',
    grade: 4,
    contentHash,
    levelName: 'Grade 4',
    skills: [{ skillId: 1, permacode: 'ABC1', code: 'A.1', name: skillName, tags: ['fractions'], upcoming: false }],
    topics: [{ topicId: 't1', name: 'Fractions', tags: [] }],
    lessons: [{ lessonId: 'l1', lessonName: 'Lesson one', lessonNumber: 1 }],
    games: [{ gameId: 5, name: 'Fraction frenzy', gradeRange: [4, 5], tags: [] }],
    takeoffPlans: [{ planId: 'plan1', lessonName: 'Takeoff one', lessonNumber: 1 }],
  },
});
const studentChange = (type: 'FocusSessionOptedOut' | 'FocusSessionRejoined' | 'FocusSessionStudentRemoved', focusSessionId: number, studentUserId: string): AppEvent => ({
  type,
  data: { focusSessionId, studentUserId, teacherUserId: 'u_rivera' },
});
const focusStarted = (focusSessionId: number, studentUserIds: string[]): AppEvent => ({
  type: 'FocusSessionStarted',
  data: { focusSessionId, teacherUserId: 'u_rivera', classId: 'class_room12', studentUserIds, subjects: ['math'], grades: [4], startedAt: '2026-11-02T09:00:00.000Z', endsAt: '2026-11-02T09:30:00.000Z' },
});

const practised = { skillId: 1, permacode: 'ABC1', subject: 'math' as const, grade: 4 };
const answered = (learnerId: string, seed: string, correct: boolean, scoreBefore: number, scoreAfter: number, answeredAt: string): AppEvent => ({
  type: 'PracticeQuestionAnswered',
  data: { learnerId, ...practised, visitor: learnerId.startsWith('v_'), questionKey: `key-${seed}`, seed, level: 5, correct, response: correct ? '3/4' : '1/2', scoreBefore, scoreAfter, secondsSpent: 25, answeredAt },
});

/** A day at school, stream by stream, touching every table of every projection. */
const history: [streamId: string, events: AppEvent[]][] = [
  ['district:district_river', [{ type: 'DistrictRegistered', data: { districtId: 'district_river', name: 'Riverside' } }]],
  ['school:school_maple', [{ type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_river', name: 'Maple' } }]],
  ['user:u_rivera', [user('u_rivera', 'teacher', 4), { type: 'PasswordSet', data: { userId: 'u_rivera', passwordHash: hash('rivera') } }]],
  ['user:u_lee', [user('u_lee', 'school_administrator', 13), { type: 'PasswordSet', data: { userId: 'u_lee', passwordHash: hash('lee') } }]],
  ...['u_ava', 'u_noah', 'u_zoe'].map((id): [string, AppEvent[]] => [`user:${id}`, [user(id, 'student', 2), { type: 'PasswordSet', data: { userId: id, passwordHash: hash(id) } }]]),
  ['user:u_pat', [user('u_pat', 'parent', 11)]],
  ['user:u_kid', [user('u_kid', 'child', 12, 'u_pat'), { type: 'SecretWordSet', data: { userId: 'u_kid', secretWordHash: hash('kid') } }]],
  ['class:class_room12', [{ type: 'ClassCreated', data: { classId: 'class_room12', schoolId: 'school_maple', name: 'Room 12', grade: 4, teacherUserId: 'u_rivera' } }]],
  ['class:class_room12', ['u_ava', 'u_noah', 'u_zoe'].map((studentUserId): AppEvent => ({ type: 'StudentEnrolled', data: { classId: 'class_room12', studentUserId } }))],
  ['sign-in-failures:ava', [{ type: 'SignInFailed', data: { username: 'ava', address: '203.0.113.7', reason: 'wrong_password' } }]],
  ['session:s1', [{ type: 'SignedIn', data: { sessionId: 's1', userId: 'u_ava', tokenHash: 'a'.repeat(64), rememberUser: true, expiresAt: '2026-12-01T00:00:00.000Z', address: '203.0.113.7' } }]],
  ['session:s2', [{ type: 'SignedIn', data: { sessionId: 's2', userId: 'u_rivera', tokenHash: 'b'.repeat(64), rememberUser: false, expiresAt: '2026-11-03T00:00:00.000Z', address: '203.0.113.8' } }]],
  ['user:u_ava', [{ type: 'EditionChosen', data: { userId: 'u_ava', edition: 'CA', previous: 'US' } }]],
  ['user:u_ava', [{ type: 'EditionChosen', data: { userId: 'u_ava', edition: 'UK', previous: 'CA' } }]],
  ['site-nav:u_ava', [{ type: 'SiteNavCacheRefreshed', data: { userId: 'u_ava', schoolId: 'school_maple' } }]],
  [
    'live-message-batch:b1',
    [
      {
        type: 'LiveMessageSent',
        data: {
          batchId: 'b1',
          senderUserId: 'u_rivera',
          senderName: 'RIVERA',
          sentByAdministrator: false,
          senderSchoolId: 'school_maple',
          senderDistrictId: 'district_river',
          message: '<p>Page 12, please</p>',
          sentAt: '2026-11-02T09:00:00.000Z',
          recipients: [
            { messageId: 'm1', studentUserId: 'u_ava' },
            { messageId: 'm2', studentUserId: 'u_noah' },
          ],
        },
      },
    ],
  ],
  ['live-message-batch:b1', [{ type: 'LiveMessageAcknowledged', data: { batchId: 'b1', messageId: 'm1', studentUserId: 'u_ava', senderUserId: 'u_rivera', response: 'CONFUSED', previous: 'UNACKNOWLEDGED' } }]],
  ['live-message-batch:b1', [{ type: 'LiveMessageAcknowledged', data: { batchId: 'b1', messageId: 'm1', studentUserId: 'u_ava', senderUserId: 'u_rivera', response: 'GOT_IT', previous: 'CONFUSED' } }]],
  ['focus-session:1', [focusStarted(1, ['u_ava', 'u_noah', 'u_zoe'])]],
  ['focus-session:1', [studentChange('FocusSessionOptedOut', 1, 'u_ava')]],
  ['focus-session:1', [studentChange('FocusSessionRejoined', 1, 'u_ava')]],
  ['focus-session:1', [studentChange('FocusSessionStudentRemoved', 1, 'u_zoe')]],
  ['focus-session:1', [{ type: 'FocusSessionEnded', data: { focusSessionId: 1, teacherUserId: 'u_rivera', reason: 'time_up', endedAt: '2026-11-02T09:30:00.000Z', durationInMinutes: 30, studentUserIds: ['u_ava', 'u_noah'] } }]],
  ['focus-session:2', [focusStarted(2, ['u_ava', 'u_noah']), studentChange('FocusSessionOptedOut', 2, 'u_noah')]],
  ['catalogue-section:US-math-4', [section('hash-0001', 'Add fractions')]],
  ['catalogue-section:US-math-4', [section('hash-0002', 'Add and subtract fractions')]],
  ['practice:u_ava:1', [answered('u_ava', 'q1', true, 77, 80, '2026-11-02T09:01:00.000Z'), { type: 'SkillProficient', data: { learnerId: 'u_ava', ...practised, reachedAt: '2026-11-02T09:01:00.000Z' } }]],
  ['practice:u_ava:1', [answered('u_ava', 'q2', false, 80, 72, '2026-11-02T09:02:00.000Z'), answered('u_ava', 'q3', false, 72, 66, '2026-11-02T09:45:00.000Z')]],
  ['practice:u_noah:1', [answered('u_noah', 'q4', true, 98, 100, '2026-11-02T23:59:00.000Z'), { type: 'SkillMastered', data: { learnerId: 'u_noah', ...practised, reachedAt: '2026-11-02T23:59:00.000Z' } }]],
  ['practice:u_noah:1', [answered('u_noah', 'q5', false, 100, 90, '2026-11-03T00:01:00.000Z')]],
  ['practice:v_visitor1:1', [answered('v_visitor1', 'q6', true, 0, 13, '2026-11-02T10:00:00.000Z')]],
  ['session:s2', [{ type: 'SignedOut', data: { sessionId: 's2', userId: 'u_rivera', reason: 'signed_out' } }]],
];

describe('every projection', () => {
  it('rebuilds from the log into the same rows as the live run', async () => {
    const db = openLogDatabase(':memory:');
    const runner = new ProjectionRunner(db, allProjections);
    let tick = Date.parse('2026-11-02T08:00:00.000Z');
    let ids = 0;
    const store = new SqliteEventStore(db, {
      registry: new EventRegistry(allEventDefinitions),
      inline: runner.applyInline,
      clock: () => new Date((tick += 1_000)),
      newEventId: () => `event-${++ids}`,
    });
    runner.start(store);
    for (const [streamId, events] of history) {
      await store.append(streamId, events, { expectedVersion: 'any', actor: 'test', correlationId: streamId });
    }
    await new Promise((resolve) => setImmediate(resolve)); // async projections, if any, catch up
    const dumpAll = (from: typeof db) => Object.fromEntries(allProjections.map((projection) => [projection.name, dumpProjection(from, projection)]));
    const live = dumpAll(db);
    for (const projection of allProjections) {
      for (const table of projection.tables) expect(live[projection.name]![table], `${projection.name}: ${table}`).not.toHaveLength(0);
    }

    runner.rebuild(store);
    expect(dumpAll(db)).toEqual(live);

    const fresh = openLogDatabase(':memory:');
    for (const projection of allProjections) resetProjection(fresh, projection);
    replayInto(fresh, (from, limit) => store.readAll(from, limit), allProjections);
    expect(dumpAll(fresh)).toEqual(live);
    fresh.close();
    db.close();
  });
});

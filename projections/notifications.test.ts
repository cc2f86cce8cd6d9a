import { describe, expect, it } from 'vitest';
import type { NotificationKind } from '../events/notifications';
import { notificationsProjection, notificationsQueries, type NotificationsQueries } from './notifications';
import { decodeFeedCursor } from './notifications/notification-feed';
import { projectionSpecification, type GivenEvent } from './projection-specification';

// Every notification rule (docs/notifications.md), the batching, the mutes, the
// feed's paging and timing, and the deliveries the relay pushes.

type Given = GivenEvent<Parameters<typeof spec.given>[0][number]>;
const spec = projectionSpecification(notificationsProjection, notificationsQueries);

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-02T09:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString();
const LATER = new Date('2026-12-31T00:00:00.000Z');

const user = (userId: string, role: 'student' | 'teacher' | 'parent' | 'child' | 'school_administrator' | 'district_administrator', extra: { schoolId?: string | null; parentUserId?: string } = {}): Given => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId.slice(2),
    displayName: userId.slice(2).replace(/^./, (first) => first.toUpperCase()),
    role,
    userType: ({ student: 2, teacher: 4, parent: 11, child: 12, school_administrator: 13, district_administrator: 13 } as const)[role],
    edition: 'US',
    schoolId: extra.schoolId === undefined ? (role === 'parent' || role === 'child' || role === 'district_administrator' ? null : 'school_maple') : extra.schoolId,
    districtId: role === 'parent' || role === 'child' ? null : 'district_river',
    parentUserId: extra.parentUserId ?? null,
  },
});
const enrolled = (classId: string, studentUserId: string, actor: string): Given => ({ type: 'StudentEnrolled', data: { classId, studentUserId }, metadata: { actor } });
const room12 = ['u_ava', 'u_noah', 'u_zoe', 'u_liam', 'u_emma'];

/** Maple (Ms. Rivera's Room 12 of five) and Cedar (Mr. Birch's class of Kai), a family, the administrators, the skills. */
const school: Given[] = [
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_river', name: 'Maple' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_cedar', districtId: 'district_river', name: 'Cedar' } },
  user('u_rivera', 'teacher'),
  user('u_birch', 'teacher', { schoolId: 'school_cedar' }),
  ...room12.map((id) => user(id, 'student')),
  user('u_kai', 'student', { schoolId: 'school_cedar' }),
  user('u_park', 'parent'),
  user('u_mina', 'child', { parentUserId: 'u_park' }),
  user('u_lee', 'school_administrator'),
  user('u_oak', 'school_administrator', { schoolId: 'school_oak' }),
  user('u_chen', 'district_administrator'),
  { type: 'ClassCreated', data: { classId: 'class_room12', schoolId: 'school_maple', name: 'Room 12', grade: 4, teacherUserId: 'u_rivera' } },
  { type: 'ClassCreated', data: { classId: 'class_cedar', schoolId: 'school_cedar', name: 'Cedar 7', grade: 7, teacherUserId: 'u_birch' } },
  // The teachers enrolled their own students: nothing to tell them.
  ...room12.map((id) => enrolled('class_room12', id, 'u_rivera')),
  enrolled('class_cedar', 'u_kai', 'u_birch'),
  {
    type: 'CatalogueSectionPublished',
    data: {
      edition: 'US',
      subject: 'math',
      grade: 4,
      contentHash: 'hash-0001',
      levelName: 'Grade 4',
      skills: [
        { skillId: 12, permacode: 'ADDFR', code: 'C.12', name: 'Add fractions', tags: [], upcoming: false },
        { skillId: 13, permacode: 'SUBFR', code: 'C.13', name: 'Subtract fractions', tags: [], upcoming: false },
      ],
      topics: [],
      lessons: [],
      games: [],
      takeoffPlans: [],
    },
  },
];

const skills = { 12: 'ADDFR', 13: 'SUBFR' } as const;
const answered = (learnerId: string, minutes: number, correct: boolean, skillId: 12 | 13 = 12, secondsSpent = 30): Given => ({
  type: 'PracticeQuestionAnswered',
  data: {
    learnerId,
    skillId,
    permacode: skills[skillId],
    subject: 'math',
    grade: 4,
    visitor: false,
    questionKey: `key-${learnerId}-${minutes}`,
    seed: `seed-${learnerId}-${minutes}`,
    level: 2,
    correct,
    response: correct ? '3/4' : '1/2',
    scoreBefore: 50,
    scoreAfter: correct ? 55 : 45,
    secondsSpent,
    answeredAt: at(minutes),
  },
});
const reached = (type: 'SkillMastered' | 'SkillProficient', learnerId: string, minutes: number, skillId: 12 | 13 = 12): Given => ({
  type,
  data: { learnerId, skillId, permacode: skills[skillId], subject: 'math', grade: 4, reachedAt: at(minutes) },
});
const mastered = (learnerId: string, minutes: number, skillId: 12 | 13 = 12) => reached('SkillMastered', learnerId, minutes, skillId);
const muted = (userId: string, kind: NotificationKind, studentUserId: string | null = null): Given => ({ type: 'NotificationsMuted', data: { userId, kind, studentUserId, mutedAt: at(0) } });
const read = (userId: string, minutes: number): Given => ({ type: 'NotificationsRead', data: { userId, readAt: at(minutes) }, metadata: { at: at(minutes) } });

const feed = (q: NotificationsQueries, userId: string, now = LATER) => q.feedPage(userId, now, null).notifications;
const summary = (q: NotificationsQueries, userId: string, now = LATER) =>
  feed(q, userId, now).map((n) => ({ kind: n.kind, students: n.students.map((s) => s.userId), othersCount: n.othersCount, isRead: n.isRead }));

describe('teachers: needs_help', () => {
  it('tells the student’s teachers at the third wrong answer in a row in one skill, not a teacher of another class', () => {
    spec.given([...school, answered('u_ava', 1, false), answered('u_ava', 2, false), answered('u_ava', 3, false)]).then((q) => {
      const [notification] = feed(q, 'u_rivera');
      expect(notification).toMatchObject({
        kind: 'needs_help',
        isRead: false,
        createdAt: at(3),
        students: [{ userId: 'u_ava', displayName: 'Ava' }],
        othersCount: 0,
        detail: { skillId: 12, skillCode: 'C.12', skillName: 'Add fractions', permacode: 'ADDFR' },
        link: '/analytics/live-classroom',
        mute: { kind: 'needs_help', studentUserId: 'u_ava' },
      });
      expect(feed(q, 'u_rivera')).toHaveLength(1);
      expect(feed(q, 'u_birch')).toEqual([]);
      expect(feed(q, 'u_ava')).toEqual([]);
    });
  });

  it('says nothing for two wrong, a right one, then two wrong; nor for a fourth wrong in the run', () => {
    spec.given([...school, answered('u_ava', 1, false), answered('u_ava', 2, false), answered('u_ava', 3, true), answered('u_ava', 4, false), answered('u_ava', 5, false)]).then((q) => expect(feed(q, 'u_rivera')).toEqual([]));
    spec
      .given([...school, ...[1, 2, 3, 4, 5].map((minute) => answered('u_ava', minute, false))])
      .then((q) => expect(summary(q, 'u_rivera')).toEqual([{ kind: 'needs_help', students: ['u_ava'], othersCount: 0, isRead: false }]));
  });

  it('counts a run per skill, and starts a new run after a 30-minute gap', () => {
    spec.given([...school, answered('u_ava', 1, false, 12), answered('u_ava', 2, false, 13), answered('u_ava', 3, false, 12)]).then((q) => expect(feed(q, 'u_rivera')).toEqual([]));
    spec.given([...school, answered('u_ava', 1, false), answered('u_ava', 2, false), answered('u_ava', 40, false)]).then((q) => expect(feed(q, 'u_rivera')).toEqual([]));
  });

  it('ignores visitors', () => {
    const visitor = (minutes: number): Given => {
      const event = answered('v_visitor', minutes, false) as Extract<Given, { type: 'PracticeQuestionAnswered' }>;
      return { ...event, data: { ...event.data, visitor: true } };
    };
    spec.given([...school, visitor(1), visitor(2), visitor(3)]).then((q) => expect(q.deliveriesAt(school.length + 3)).toEqual([]));
  });
});

describe('teachers: proficient and mastered, batched', () => {
  it('batches similar facts within ten minutes of the first into one notification: newest three named, the rest counted', () => {
    spec.given([...school, ...room12.map((id, index) => mastered(id, index * 2))]).then((q) => {
      const [notification] = feed(q, 'u_rivera');
      expect(feed(q, 'u_rivera')).toHaveLength(1);
      expect(notification).toMatchObject({
        kind: 'mastered',
        students: [
          { userId: 'u_emma', displayName: 'Emma' },
          { userId: 'u_liam', displayName: 'Liam' },
          { userId: 'u_zoe', displayName: 'Zoe' },
        ],
        othersCount: 2,
        createdAt: at(0),
        updatedAt: at(8),
        detail: { skillCode: 'C.12', skillName: 'Add fractions' },
        // A batch of several students mutes the kind, not one student.
        mute: { kind: 'mastered', studentUserId: null },
      });
    });
  });

  it('starts a new notification outside the window, and keeps different skills and kinds apart', () => {
    spec.given([...school, mastered('u_ava', 0), mastered('u_noah', 11)]).then((q) =>
      expect(summary(q, 'u_rivera')).toEqual([
        { kind: 'mastered', students: ['u_noah'], othersCount: 0, isRead: false },
        { kind: 'mastered', students: ['u_ava'], othersCount: 0, isRead: false },
      ]),
    );
    spec.given([...school, mastered('u_ava', 0, 12), mastered('u_noah', 1, 13), reached('SkillProficient', 'u_zoe', 2, 12)]).then((q) => {
      expect(summary(q, 'u_rivera')).toEqual([
        { kind: 'proficient', students: ['u_zoe'], othersCount: 0, isRead: false },
        { kind: 'mastered', students: ['u_noah'], othersCount: 0, isRead: false },
        { kind: 'mastered', students: ['u_ava'], othersCount: 0, isRead: false },
      ]);
      expect(feed(q, 'u_rivera')[1]!.detail).toMatchObject({ skillCode: 'C.13', skillName: 'Subtract fractions' });
    });
  });

  it('names a student once however often they come back in a batch', () => {
    spec.given([...school, mastered('u_ava', 0, 12), answered('u_ava', 1, false), answered('u_ava', 2, false), answered('u_ava', 3, false), answered('u_ava', 4, true), answered('u_ava', 5, false), answered('u_ava', 6, false), answered('u_ava', 7, false)]).then((q) =>
      expect(summary(q, 'u_rivera')).toEqual([
        { kind: 'needs_help', students: ['u_ava'], othersCount: 0, isRead: false },
        { kind: 'mastered', students: ['u_ava'], othersCount: 0, isRead: false },
      ]),
    );
  });

  it('makes an updated notification unread again and moves it to the top', () => {
    spec.given([...school, mastered('u_ava', 0, 12), mastered('u_noah', 1, 13), read('u_rivera', 2), mastered('u_zoe', 3, 12)]).then((q) => {
      expect(summary(q, 'u_rivera')).toEqual([
        { kind: 'mastered', students: ['u_zoe', 'u_ava'], othersCount: 0, isRead: false },
        { kind: 'mastered', students: ['u_noah'], othersCount: 0, isRead: true },
      ]);
      expect(q.numUnread('u_rivera', LATER)).toBe(1);
    });
  });
});

describe('mutes', () => {
  it('makes no new notifications of a muted kind; existing ones stay; unmuting brings them back', () => {
    spec.given([...school, mastered('u_ava', 0), muted('u_rivera', 'mastered'), mastered('u_noah', 1, 13), reached('SkillProficient', 'u_noah', 2)]).then((q) =>
      expect(summary(q, 'u_rivera')).toEqual([
        { kind: 'proficient', students: ['u_noah'], othersCount: 0, isRead: false },
        { kind: 'mastered', students: ['u_ava'], othersCount: 0, isRead: false },
      ]),
    );
    spec
      .given([...school, muted('u_rivera', 'mastered'), { type: 'NotificationsUnmuted', data: { userId: 'u_rivera', kind: 'mastered', studentUserId: null, unmutedAt: at(1) } }, mastered('u_noah', 2)])
      .then((q) => expect(summary(q, 'u_rivera')).toEqual([{ kind: 'mastered', students: ['u_noah'], othersCount: 0, isRead: false }]));
  });

  it('mutes one student only, for that teacher only', () => {
    const history = [...school, { type: 'ClassCreated', data: { classId: 'class_art', schoolId: 'school_maple', name: 'Art', grade: 4, teacherUserId: 'u_birch' } } as Given, enrolled('class_art', 'u_ava', 'u_birch')];
    spec.given([...history, muted('u_rivera', 'mastered', 'u_ava'), mastered('u_ava', 0), mastered('u_noah', 1)]).then((q) => {
      expect(summary(q, 'u_rivera')).toEqual([{ kind: 'mastered', students: ['u_noah'], othersCount: 0, isRead: false }]);
      expect(summary(q, 'u_birch')).toEqual([{ kind: 'mastered', students: ['u_ava'], othersCount: 0, isRead: false }]);
      expect(q.mutesOf('u_rivera')).toEqual([{ kind: 'mastered', studentUserId: 'u_ava', mutedAt: at(0) }]);
      expect(q.muteOf('u_rivera', 'mastered', null)).toBeUndefined();
    });
  });
});

describe('teachers: live messages, focus sessions, sign-in guessing, rosters', () => {
  const sent: Given = {
    type: 'LiveMessageSent',
    data: {
      batchId: 'b1',
      senderUserId: 'u_rivera',
      senderName: 'Ms. Rivera',
      sentByAdministrator: false,
      senderSchoolId: 'school_maple',
      senderDistrictId: 'district_river',
      message: '<p>Turn to page <strong>12</strong> &amp; start the warm-up</p>',
      sentAt: at(0),
      recipients: [
        { messageId: 'm1', studentUserId: 'u_ava' },
        { messageId: 'm2', studentUserId: 'u_noah' },
        { messageId: 'm3', studentUserId: 'u_zoe' },
      ],
    },
  };
  const ack = (messageId: string, studentUserId: string, response: 'CONFUSED' | 'NO' | 'GOT_IT', minutes: number): Given => ({
    type: 'LiveMessageAcknowledged',
    data: { batchId: 'b1', messageId, studentUserId, senderUserId: 'u_rivera', response, previous: 'UNACKNOWLEDGED' },
    metadata: { at: at(minutes) },
  });

  it('message_confused: Confused and No answers to the sender, batched by message; Got it says nothing', () => {
    spec.given([...school, sent, ack('m1', 'u_ava', 'CONFUSED', 1), ack('m2', 'u_noah', 'NO', 2), ack('m3', 'u_zoe', 'GOT_IT', 3)]).then((q) => {
      expect(feed(q, 'u_rivera')).toEqual([
        expect.objectContaining({
          kind: 'message_confused',
          students: [
            { userId: 'u_noah', displayName: 'Noah' },
            { userId: 'u_ava', displayName: 'Ava' },
          ],
          detail: { batchId: 'b1', messageExcerpt: 'Turn to page 12 & start the warm-up', reaction: 'no' },
          link: '/live-messages',
        }),
      ]);
      expect(feed(q, 'u_birch')).toEqual([]);
    });
  });

  it('focus_opted_out: to the session’s teacher, batched by session', () => {
    const optedOut = (studentUserId: string, minutes: number): Given => ({ type: 'FocusSessionOptedOut', data: { focusSessionId: 7, studentUserId, teacherUserId: 'u_rivera' }, metadata: { at: at(minutes) } });
    spec.given([...school, optedOut('u_ava', 1), optedOut('u_noah', 2)]).then((q) => {
      expect(summary(q, 'u_rivera')).toEqual([{ kind: 'focus_opted_out', students: ['u_noah', 'u_ava'], othersCount: 0, isRead: false }]);
      expect(feed(q, 'u_rivera')[0]).toMatchObject({ detail: { focusSessionId: 7 }, link: '/focus-zone' });
    });
  });

  const failed = (username: string, minutes: number, reason: 'wrong_password' | 'unknown_user' = 'wrong_password'): Given => ({
    type: 'SignInFailed',
    data: { username, address: '203.0.113.7', reason },
    metadata: { at: at(minutes) },
  });

  it('sign_in_guessing: the third failed sign-in for a student’s username within 15 minutes, to that student’s teachers', () => {
    spec.given([...school, failed('ava', 0), failed('ava', 1)]).then((q) => expect(feed(q, 'u_rivera')).toEqual([]));
    spec.given([...school, failed('ava', 0), failed('ava', 1), failed('ava', 2), failed('ava', 3), failed('kai', 4), failed('kai', 5), failed('kai', 6)]).then((q) => {
      expect(feed(q, 'u_rivera')).toEqual([expect.objectContaining({ kind: 'sign_in_guessing', students: [{ userId: 'u_ava', displayName: 'Ava' }], detail: { failedAttempts: 4 }, link: '/roster/view' })]);
      expect(feed(q, 'u_birch')).toEqual([expect.objectContaining({ kind: 'sign_in_guessing', students: [{ userId: 'u_kai', displayName: 'Kai' }], detail: { failedAttempts: 3 } })]);
    });
  });

  it('sign_in_guessing: not for failures spread over more than 15 minutes, unknown usernames or non-students', () => {
    spec.given([...school, failed('ava', 0), failed('ava', 10), failed('ava', 20)]).then((q) => expect(feed(q, 'u_rivera')).toEqual([]));
    spec.given([...school, failed('ava', 0, 'unknown_user'), failed('ava', 1, 'unknown_user'), failed('ava', 2, 'unknown_user')]).then((q) => expect(feed(q, 'u_rivera')).toEqual([]));
    spec.given([...school, failed('birch', 0), failed('birch', 1), failed('birch', 2)]).then((q) => expect(feed(q, 'u_birch')).toEqual([]));
  });

  it('class_roster_changed: students added or removed by someone else, batched by class and change', () => {
    spec
      .given([
        ...school,
        { type: 'StudentUnenrolled', data: { classId: 'class_room12', studentUserId: 'u_ava' }, metadata: { actor: 'u_lee', at: at(0) } },
        { type: 'StudentUnenrolled', data: { classId: 'class_room12', studentUserId: 'u_noah' }, metadata: { actor: 'u_lee', at: at(1) } },
        { ...enrolled('class_room12', 'u_kai', 'u_lee'), metadata: { actor: 'u_lee', at: at(2) } },
        // The teacher's own change: nothing.
        { type: 'StudentUnenrolled', data: { classId: 'class_room12', studentUserId: 'u_zoe' }, metadata: { actor: 'u_rivera', at: at(3) } },
      ])
      .then((q) => {
        expect(feed(q, 'u_rivera').map((n) => ({ kind: n.kind, students: n.students.map((s) => s.userId), detail: n.detail }))).toEqual([
          { kind: 'class_roster_changed', students: ['u_kai'], detail: { classId: 'class_room12', className: 'Room 12', change: 'added' } },
          { kind: 'class_roster_changed', students: ['u_noah', 'u_ava'], detail: { classId: 'class_room12', className: 'Room 12', change: 'removed' } },
        ]);
        expect(feed(q, 'u_birch')).toEqual([]);
      });
  });

  it('practice facts of a student who left the class no longer reach its teacher', () => {
    spec
      .given([...school, { type: 'StudentUnenrolled', data: { classId: 'class_room12', studentUserId: 'u_ava' }, metadata: { actor: 'u_rivera' } }, mastered('u_ava', 0)])
      .then((q) => expect(feed(q, 'u_rivera')).toEqual([]));
  });
});

describe('students', () => {
  it('hear of a live message sent to them, a focus session they were put in and a room invitation; teachers do not', () => {
    spec
      .given([
        ...school,
        { type: 'LiveMessageSent', data: { batchId: 'b1', senderUserId: 'u_rivera', senderName: 'Ms. Rivera', sentByAdministrator: false, senderSchoolId: 'school_maple', senderDistrictId: null, message: '<p>Hello</p>', sentAt: at(0), recipients: [{ messageId: 'm1', studentUserId: 'u_ava' }] } },
        { type: 'FocusSessionStarted', data: { focusSessionId: 3, teacherUserId: 'u_rivera', classId: 'class_room12', studentUserIds: ['u_ava', 'u_noah'], subjects: ['math'], grades: [4], startedAt: at(1), endsAt: at(31) } },
        {
          type: 'SameQuestionRoomStarted',
          data: {
            roomId: 'r1',
            teacherUserId: 'u_rivera',
            teacherDisplayName: 'Ms. Rivera',
            teacherLastName: 'Rivera',
            classId: 'class_room12',
            students: [{ studentUserId: 'u_ava', displayName: 'Ava' }],
            jamMode: 'group',
            source: { kind: 'skill', skillId: 12, permacode: 'ADDFR', engine: { subject: 'math', grade: 4, topic: 'fractions', name: 'Add fractions' }, startingLevel: 1 },
            title: 'Add fractions',
            groupJamPracticeURL: '/math/grade-4/skills/ADDFR',
            startedAt: at(2),
            endsAt: at(32),
          },
        },
      ])
      .then((q) => {
        expect(feed(q, 'u_ava').map((n) => ({ kind: n.kind, students: n.students, detail: n.detail, link: n.link, mute: n.mute }))).toEqual([
          { kind: 'room_invitation', students: [], detail: { roomId: 'r1', teacherName: 'Ms. Rivera', title: 'Add fractions', jamMode: 'group', endsAt: at(32) }, link: '/same-question-mode/math/grade-4/skills/ADDFR/r1', mute: { kind: 'room_invitation', studentUserId: null } },
          { kind: 'focus_session', students: [], detail: { focusSessionId: 3, teacherName: 'Rivera', endsAt: at(31) }, link: null, mute: { kind: 'focus_session', studentUserId: null } },
          { kind: 'live_message', students: [], detail: { batchId: 'b1', messageExcerpt: 'Hello', teacherName: 'Ms. Rivera' }, link: null, mute: { kind: 'live_message', studentUserId: null } },
        ]);
        expect(summary(q, 'u_noah')).toEqual([{ kind: 'focus_session', students: [], othersCount: 0, isRead: false }]);
        expect(feed(q, 'u_rivera')).toEqual([]);
      });
  });
});

describe('parents', () => {
  it('child_mastered: a child’s skill reaching SmartScore 100 (a student has no parent to tell)', () => {
    spec.given([...school, mastered('u_mina', 0), mastered('u_ava', 1)]).then((q) =>
      expect(feed(q, 'u_park')).toEqual([
        expect.objectContaining({ kind: 'child_mastered', students: [{ userId: 'u_mina', displayName: 'Mina' }], detail: expect.objectContaining({ skillCode: 'C.12', skillName: 'Add fractions' }), link: '/math/grade-4/skills/ADDFR', mute: { kind: 'child_mastered', studentUserId: null } }),
      ]),
    );
  });

  it('child_week_practice: at the first answer of a new ISO week, the last week’s minutes and questions', () => {
    // 2026-11-02 is a Monday: three answers that week (Sunday night included), then one the next Monday.
    const sunday = ((Date.parse('2026-11-08T23:50:00.000Z') - T0) / MINUTE) as number;
    const monday = ((Date.parse('2026-11-09T07:00:00.000Z') - T0) / MINUTE) as number;
    spec.given([...school, answered('u_mina', 0, true, 12, 60), answered('u_mina', 5, false, 12, 90), answered('u_mina', sunday, true, 13, 30)]).then((q) => expect(feed(q, 'u_park')).toEqual([]));
    spec.given([...school, answered('u_mina', 0, true, 12, 60), answered('u_mina', 5, false, 12, 90), answered('u_mina', sunday, true, 13, 30), answered('u_mina', monday, true)]).then((q) =>
      expect(feed(q, 'u_park')).toEqual([
        expect.objectContaining({ kind: 'child_week_practice', students: [{ userId: 'u_mina', displayName: 'Mina' }], detail: { weekStart: '2026-11-02', minutesPractised: 3, questionsAnswered: 3 }, createdAt: '2026-11-09T07:00:00.000Z' }),
      ]),
    );
  });
});

describe('administrators: assessment windows', () => {
  const scheduled = (minutes = 0): Given => ({
    type: 'AssessmentWindowScheduled',
    data: { windowId: 'w1', schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-10', dueDate: '2026-11-20', scheduledBy: 'u_lee' },
    metadata: { at: at(minutes) },
  });

  it('shows the opening from the start date and the closing from the due date, to the school’s and the district’s administrators', () => {
    spec.given([...school, scheduled()]).then((q) => {
      expect(feed(q, 'u_lee', new Date('2026-11-09T23:59:59.000Z'))).toEqual([]);
      expect(q.numUnread('u_lee', new Date('2026-11-09T23:59:59.000Z'))).toBe(0);
      expect(feed(q, 'u_lee', new Date('2026-11-10T08:00:00.000Z'))).toEqual([
        expect.objectContaining({ kind: 'assessment_window', createdAt: '2026-11-10T00:00:00.000Z', detail: { windowId: 'w1', subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-10', dueDate: '2026-11-20', phase: 'opening' } }),
      ]);
      expect(feed(q, 'u_chen', LATER).map((n) => n.detail.phase)).toEqual(['closing', 'opening']);
      expect(feed(q, 'u_oak', LATER)).toEqual([]);
      expect(feed(q, 'u_rivera', LATER)).toEqual([]);
    });
  });

  it('counts secondsUntilNextUpdate down to a notification about to show (within a day)', () => {
    spec.given([...school, scheduled()]).then((q) => {
      expect(q.secondsUntilNextUpdate('u_lee', new Date('2026-11-09T23:59:59.000Z'))).toBe(1);
      expect(q.secondsUntilNextUpdate('u_lee', new Date('2026-11-09T00:00:01.000Z'))).toBe(86_399);
      expect(q.secondsUntilNextUpdate('u_lee', new Date('2026-11-09T00:00:00.000Z'))).toBe(0); // 86400: more than a day
    });
  });

  it('moves what is not shown yet when rescheduled; drops it and says so when cancelled', () => {
    const rescheduled: Given = {
      type: 'AssessmentWindowRescheduled',
      data: { windowId: 'w1', schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-10', dueDate: '2026-11-25', previousStartDate: '2026-11-10', previousDueDate: '2026-11-20', rescheduledBy: 'u_lee' },
      metadata: { at: '2026-11-11T09:00:00.000Z' },
    };
    spec.given([...school, scheduled(), rescheduled]).then((q) =>
      expect(feed(q, 'u_lee', LATER).map((n) => [n.detail.phase, n.createdAt, n.detail.dueDate])).toEqual([
        ['closing', '2026-11-25T00:00:00.000Z', '2026-11-25'],
        ['opening', '2026-11-10T00:00:00.000Z', '2026-11-20'],
      ]),
    );
    const cancelled: Given = { type: 'AssessmentWindowCancelled', data: { windowId: 'w1', schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', cancelledBy: 'u_lee' }, metadata: { at: at(5) } };
    spec.given([...school, scheduled(), cancelled]).then((q) => expect(feed(q, 'u_lee', LATER).map((n) => n.detail.phase)).toEqual(['cancelled']));
  });
});

describe('the feed', () => {
  it('pages 20 at a time, newest update first, with a cursor until the end', () => {
    // 25 notifications: masteries eleven minutes apart (each its own batch).
    const history = [...school, ...Array.from({ length: 25 }, (_, index) => mastered(room12[index % 5]!, index * 11))];
    spec.given(history).then((q) => {
      const first = q.feedPage('u_rivera', LATER, null);
      expect(first.notifications).toHaveLength(20);
      expect(first.notifications[0]!.createdAt).toBe(at(24 * 11));
      expect(first.nextCursor).not.toBeNull();
      const second = q.feedPage('u_rivera', LATER, decodeFeedCursor(first.nextCursor!));
      expect(second.notifications.map((n) => n.createdAt)).toEqual([4, 3, 2, 1, 0].map((index) => at(index * 11)));
      expect(second.nextCursor).toBeNull();
      const ids = [...first.notifications, ...second.notifications].map((n) => n.notificationId);
      expect(new Set(ids).size).toBe(25);
    });
  });

  it('refuses cursors it did not make', () => {
    for (const bad of ['', 'not-base64!', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('["x",1,"n1"]').toString('base64url')]) expect(decodeFeedCursor(bad)).toBeNull();
  });

  it('counts unread, and marks read only what could be seen when read', () => {
    spec.given([...school, mastered('u_ava', 0, 12), mastered('u_noah', 1, 13)]).then((q) => expect(q.numUnread('u_rivera', LATER)).toBe(2));
    spec.given([...school, mastered('u_ava', 0, 12), mastered('u_noah', 1, 13), read('u_rivera', 2)]).then((q) => {
      expect(q.numUnread('u_rivera', LATER)).toBe(0);
      expect(feed(q, 'u_rivera').map((n) => n.isRead)).toEqual([true, true]);
    });
  });

  it('secondsUntilNextUpdate: until the earliest open batch window closes, else 0', () => {
    spec.given([...school, mastered('u_ava', 0, 12), mastered('u_noah', 4, 13)]).then((q) => {
      expect(q.secondsUntilNextUpdate('u_rivera', new Date(at(5)))).toBe(300);
      expect(q.secondsUntilNextUpdate('u_rivera', new Date(at(12)))).toBe(120);
      expect(q.secondsUntilNextUpdate('u_rivera', new Date(at(14)))).toBe(0);
      expect(q.secondsUntilNextUpdate('u_birch', new Date(at(5)))).toBe(0);
    });
  });
});

describe('deliveries (the relay’s NOTIFICATIONS_UPDATED)', () => {
  it('records whose notifications changed at a position, with their unread count then', () => {
    const history = [...school, mastered('u_ava', 0, 12), mastered('u_noah', 1, 13), read('u_rivera', 2), muted('u_rivera', 'proficient')];
    const base = school.length;
    spec.given(history).then((q) => {
      expect(q.deliveriesAt(base + 1)).toEqual([{ userId: 'u_rivera', unread: 1 }]);
      expect(q.deliveriesAt(base + 2)).toEqual([{ userId: 'u_rivera', unread: 2 }]);
      expect(q.deliveriesAt(base + 3)).toEqual([{ userId: 'u_rivera', unread: 0 }]);
      expect(q.deliveriesAt(base + 4)).toEqual([]);
    });
  });

  it('delivers to every teacher of the student, and to nobody for a muted fact', () => {
    const history = [...school, { type: 'ClassCreated', data: { classId: 'class_art', schoolId: 'school_maple', name: 'Art', grade: 4, teacherUserId: 'u_birch' } } as Given, enrolled('class_art', 'u_ava', 'u_birch'), muted('u_birch', 'mastered'), mastered('u_ava', 0)];
    spec.given(history).then((q) => expect(q.deliveriesAt(history.length)).toEqual([{ userId: 'u_rivera', unread: 1 }]));
  });
});

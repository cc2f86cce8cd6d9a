import { describe, expect, it } from 'vitest';
import type { AcknowledgementStatus, LiveMessageEvent } from '../events/live-messages';
import { liveMessagesProjection, liveMessagesQueries } from './live-messages';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(liveMessagesProjection, liveMessagesQueries);

interface Sender {
  userId: string;
  name: string;
  administrator: boolean;
  schoolId: string | null;
  districtId: string | null;
}
const rivera: Sender = { userId: 'u_rivera', name: 'Ms. Rivera', administrator: false, schoolId: 'school_maple', districtId: 'district_river' };
const chen: Sender = { userId: 'u_chen', name: 'Mr. Chen', administrator: false, schoolId: 'school_maple', districtId: 'district_river' };
const principal: Sender = { userId: 'u_lee', name: 'Dr. Lee', administrator: true, schoolId: 'school_maple', districtId: 'district_river' };
const superintendent: Sender = { userId: 'u_park', name: 'Dr. Park', administrator: true, schoolId: null, districtId: 'district_river' };
const otherPrincipal: Sender = { userId: 'u_kim', name: 'Ms. Kim', administrator: true, schoolId: 'school_oak', districtId: 'district_hill' };

const minute = 60_000;
const t0 = Date.parse('2026-11-02T09:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * minute).toISOString();

function sent(batchId: string, sender: Sender, minutes: number, recipients: [messageId: string, studentUserId: string][]): LiveMessageEvent {
  return {
    type: 'LiveMessageSent',
    data: {
      batchId,
      senderUserId: sender.userId,
      senderName: sender.name,
      sentByAdministrator: sender.administrator,
      senderSchoolId: sender.schoolId,
      senderDistrictId: sender.districtId,
      message: `<p>${batchId}</p>`,
      sentAt: at(minutes),
      recipients: recipients.map(([messageId, studentUserId]) => ({ messageId, studentUserId })),
    },
  };
}

function acknowledged(batchId: string, messageId: string, studentUserId: string, response: AcknowledgementStatus, previous: AcknowledgementStatus = 'UNACKNOWLEDGED'): LiveMessageEvent {
  return { type: 'LiveMessageAcknowledged', data: { batchId, messageId, studentUserId, senderUserId: rivera.userId, response, previous } };
}

const noOne = { UNACKNOWLEDGED: [], GOT_IT: [], THANK_YOU: [], CONFUSED: [], NO: [] };

describe('a student’s feed', () => {
  const history = [
    sent('b_early', rivera, 0, [['m_early_ava', 'u_ava'], ['m_early_noah', 'u_noah']]),
    sent('b_alone', chen, 10, [['m_alone_noah', 'u_noah']]),
    sent('b_late', principal, 20, [['m_late_ava', 'u_ava']]),
  ];

  it('has only the student’s own copies, newest first', () =>
    spec.given(history).then((queries) => {
      expect(queries.feedOf('u_ava', 0)).toEqual([
        {
          messageId: 'm_late_ava',
          batchId: 'b_late',
          teacherName: 'Dr. Lee',
          studentUserId: 'u_ava',
          sentByAdministrator: true,
          message: '<p>b_late</p>',
          creationDate: Date.parse(at(20)),
          acknowledgementStatus: 'UNACKNOWLEDGED',
          inBatch: false,
        },
        {
          messageId: 'm_early_ava',
          batchId: 'b_early',
          teacherName: 'Ms. Rivera',
          studentUserId: 'u_ava',
          sentByAdministrator: false,
          message: '<p>b_early</p>',
          creationDate: Date.parse(at(0)),
          acknowledgementStatus: 'UNACKNOWLEDGED',
          inBatch: true,
        },
      ]);
      expect(queries.feedOf('u_noah', 0).map((message) => message.messageId)).toEqual(['m_alone_noah', 'm_early_noah']);
      expect(queries.feedOf('u_zoe', 0)).toEqual([]);
    }));

  it('has only messages sent after `since`', () =>
    spec.given(history).then((queries) => {
      expect(queries.feedOf('u_ava', Date.parse(at(0))).map((message) => message.messageId)).toEqual(['m_late_ava']);
      expect(queries.feedOf('u_ava', Date.parse(at(19))).map((message) => message.messageId)).toEqual(['m_late_ava']);
      expect(queries.feedOf('u_ava', Date.parse(at(20)))).toEqual([]);
    }));

  it('shows the student’s latest response', () => {
    const feed = spec
      .given([...history, acknowledged('b_early', 'm_early_ava', 'u_ava', 'CONFUSED'), acknowledged('b_early', 'm_early_ava', 'u_ava', 'GOT_IT', 'CONFUSED')])
      .query((queries) => queries.feedOf('u_ava', 0));
    expect(feed.map((message) => [message.messageId, message.acknowledgementStatus])).toEqual([
      ['m_late_ava', 'UNACKNOWLEDGED'],
      ['m_early_ava', 'GOT_IT'],
    ]);
  });
});

describe('sent batches', () => {
  it('a teacher sees only their own batches, newest first, with the recipients by status', () =>
    spec
      .given([
        sent('b_first', rivera, 0, [['m1', 'u_ava'], ['m2', 'u_noah'], ['m3', 'u_zoe']]),
        sent('b_chen', chen, 5, [['m4', 'u_ava']]),
        sent('b_principal', principal, 6, [['m5', 'u_ava']]),
        sent('b_second', rivera, 10, [['m6', 'u_ava']]),
        acknowledged('b_first', 'm1', 'u_ava', 'THANK_YOU'),
        acknowledged('b_first', 'm3', 'u_zoe', 'NO'),
        acknowledged('b_first', 'm3', 'u_zoe', 'CONFUSED', 'NO'),
      ])
      .then((queries) => {
        expect(queries.batchesSentBy('u_rivera')).toEqual([
          { batchId: 'b_second', message: '<p>b_second</p>', creationDate: Date.parse(at(10)), senderName: 'Ms. Rivera', sentByAdministrator: false, studentUserIdsByAcknowledgementStatus: { ...noOne, UNACKNOWLEDGED: ['u_ava'] } },
          {
            batchId: 'b_first',
            message: '<p>b_first</p>',
            creationDate: Date.parse(at(0)),
            senderName: 'Ms. Rivera',
            sentByAdministrator: false,
            studentUserIdsByAcknowledgementStatus: { ...noOne, UNACKNOWLEDGED: ['u_noah'], THANK_YOU: ['u_ava'], CONFUSED: ['u_zoe'] },
          },
        ]);
        expect(queries.batchesSentBy('u_chen').map((batch) => batch.batchId)).toEqual(['b_chen']);
      }));

  it('a sender sees their latest 50 batches', () => {
    const batches = Array.from({ length: 51 }, (_, i) => sent(`b${i}`, rivera, i, [[`m${i}`, 'u_ava']]));
    const shown = spec.given(batches).query((queries) => queries.batchesSentBy('u_rivera').map((batch) => batch.batchId));
    expect(shown).toHaveLength(50);
    expect(shown[0]).toBe('b50');
    expect(shown.at(-1)).toBe('b1');
  });

  it('administrators see administrators’ batches of their school or their district, never a teacher’s', () =>
    spec
      .given([
        sent('b_teacher', rivera, 0, [['m1', 'u_ava']]),
        sent('b_principal', principal, 1, [['m2', 'u_ava']]),
        sent('b_superintendent', superintendent, 2, [['m3', 'u_noah']]),
        sent('b_elsewhere', otherPrincipal, 3, [['m4', 'u_oak_student']]),
      ])
      .then((queries) => {
        const batchIds = (scope: { schoolId: string | null; districtId: string | null }) =>
          queries.batchesSentByAdministratorsOf(scope).map((batch) => batch.batchId);
        expect(batchIds({ schoolId: 'school_maple', districtId: 'district_river' })).toEqual(['b_superintendent', 'b_principal']);
        expect(batchIds({ schoolId: 'school_maple', districtId: null })).toEqual(['b_principal']);
        expect(batchIds({ schoolId: null, districtId: 'district_river' })).toEqual(['b_superintendent', 'b_principal']);
        expect(batchIds({ schoolId: 'school_oak', districtId: null })).toEqual(['b_elsewhere']);
        expect(batchIds({ schoolId: null, districtId: null })).toEqual([]);
        expect(queries.batchesSentByAdministratorsOf({ schoolId: 'school_maple', districtId: null })[0]).toMatchObject({
          senderName: 'Dr. Lee',
          sentByAdministrator: true,
        });
      }));
});

describe('batchIdOfMessage', () => {
  it('names the batch a student’s copy belongs to, or null', () =>
    spec.given([sent('b1', rivera, 0, [['m_ava', 'u_ava'], ['m_noah', 'u_noah']]), sent('b2', chen, 1, [['m_zoe', 'u_zoe']])]).then((queries) => {
      expect(queries.batchIdOfMessage('m_noah')).toBe('b1');
      expect(queries.batchIdOfMessage('m_zoe')).toBe('b2');
      expect(queries.batchIdOfMessage('m_unknown')).toBeNull();
    }));
});

import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import {
  isLiveMessageSender,
  LIVE_MESSAGE_EXPIRATION_MS,
  liveMessagePushes,
  liveMessages,
  liveMessageStreams,
  type LiveMessageCommand,
  type LiveMessageEvent,
} from './live-messages';

const spec = deciderSpecification(liveMessages);
const now = new Date('2026-11-02T09:00:00.000Z');
const teacher = { userId: 'u_ms_rivera', displayName: 'Ms. Rivera', role: 'teacher', schoolId: 'school_maple', districtId: 'district_riverside' };
const recipients = [
  { messageId: 'm_ava', studentUserId: 'u_ava_b' },
  { messageId: 'm_noah', studentUserId: 'u_noah_c' },
];
const send = (overrides: Partial<Extract<LiveMessageCommand, { type: 'SendLiveMessage' }>['data']> = {}): LiveMessageCommand => ({
  type: 'SendLiveMessage',
  data: {
    batchId: 'b1',
    sender: teacher,
    message: '<b>Hello</b>',
    classId: null,
    recipients,
    reachableClassIds: new Set(['class_room12']),
    reachableStudentUserIds: new Set(['u_ava_b', 'u_noah_c']),
    now,
    ...overrides,
  },
});
const sent: LiveMessageEvent = {
  type: 'LiveMessageSent',
  data: {
    batchId: 'b1',
    senderUserId: 'u_ms_rivera',
    senderName: 'Ms. Rivera',
    sentByAdministrator: false,
    senderSchoolId: 'school_maple',
    senderDistrictId: 'district_riverside',
    message: '<b>Hello</b>',
    sentAt: now.toISOString(),
    recipients,
  },
};
const acknowledge = (response: string, userId = 'u_ava_b', role = 'student', messageId = 'm_ava', at = now): LiveMessageCommand => ({
  type: 'AcknowledgeMessage',
  data: { messageId, actor: { userId, role }, response: response as 'GOT_IT', now: at },
});
const acknowledged = (response: string, previous: string): LiveMessageEvent => ({
  type: 'LiveMessageAcknowledged',
  data: { batchId: 'b1', messageId: 'm_ava', studentUserId: 'u_ava_b', senderUserId: 'u_ms_rivera', response: response as 'GOT_IT', previous: previous as 'GOT_IT' },
});

describe('sending a live message', () => {
  it('a teacher sends to students of their own classes', () => spec.given([]).when(send()).then([sent]));

  it('an administrator’s message is marked as sent by an administrator', () => {
    const admin = { ...teacher, userId: 'u_admin_lee', displayName: 'Dr. Lee', role: 'school_administrator' };
    spec
      .given([])
      .when(send({ sender: admin }))
      .then([{ ...sent, data: { ...sent.data, senderUserId: 'u_admin_lee', senderName: 'Dr. Lee', sentByAdministrator: true } } as LiveMessageEvent]);
  });

  it('a teacher may not message a student outside their classes', () =>
    spec.given([]).when(send({ reachableStudentUserIds: new Set(['u_ava_b']) })).thenThrows('live_message.student_not_in_reach', 403));

  it('a whole class is sent to only if it is within the sender’s reach', () => {
    spec.given([]).when(send({ classId: 'class_room12' })).then([sent]);
    spec.given([]).when(send({ classId: 'class_room3' })).thenThrows('live_message.student_not_in_reach', 403);
  });

  for (const role of ['student', 'parent', 'child']) {
    it(`a ${role} may not send`, () => spec.given([]).when(send({ sender: { ...teacher, role } })).thenThrows('live_message.not_a_sender', 403));
  }

  it('needs a message and at least one recipient', () => {
    spec.given([]).when(send({ message: '   ' })).thenThrows('live_message.empty_message', 400);
    spec.given([]).when(send({ recipients: [] })).thenThrows('live_message.no_recipients', 400);
    spec.given([]).when(send({ message: 'x'.repeat(5_001) })).thenThrows('live_message.message_too_long', 400);
  });

  it('a batch is sent once', () => spec.given([sent]).when(send()).thenThrows('live_message.batch_exists', 409));
});

describe('acknowledging a live message', () => {
  it('a student picks a response; the previous status is recorded', () =>
    spec.given([sent]).when(acknowledge('CONFUSED')).then([acknowledged('CONFUSED', 'UNACKNOWLEDGED')]));

  it('picking another response changes it', () =>
    spec.given([sent, acknowledged('CONFUSED', 'UNACKNOWLEDGED')]).when(acknowledge('GOT_IT')).then([acknowledged('GOT_IT', 'CONFUSED')]));

  it('clicking the selected response again returns it to UNACKNOWLEDGED', () =>
    spec
      .given([sent, acknowledged('CONFUSED', 'UNACKNOWLEDGED')])
      .when(acknowledge('UNACKNOWLEDGED'))
      .then([acknowledged('UNACKNOWLEDGED', 'CONFUSED')]));

  it('repeating the current status appends nothing', () =>
    spec.given([sent, acknowledged('NO', 'UNACKNOWLEDGED')]).when(acknowledge('NO')).then([]));

  it('senders cannot acknowledge', () =>
    spec.given([sent]).when(acknowledge('GOT_IT', 'u_ms_rivera', 'teacher')).thenThrows('live_message.sender_cannot_acknowledge', 403));

  it('a student may acknowledge only a message addressed to them', () =>
    spec.given([sent]).when(acknowledge('GOT_IT', 'u_noah_c')).thenThrows('live_message.not_addressed', 403));

  it('an unknown message is refused', () => {
    spec.given([sent]).when(acknowledge('GOT_IT', 'u_ava_b', 'student', 'm_nobody')).thenThrows('live_message.unknown_message', 400);
    spec.given([]).when(acknowledge('GOT_IT')).thenThrows('live_message.unknown_message', 400);
  });

  it('an expired message can no longer be acknowledged', () =>
    spec
      .given([sent])
      .when(acknowledge('GOT_IT', 'u_ava_b', 'student', 'm_ava', new Date(now.getTime() + 60 * 60 * 1000 + 1)))
      .thenThrows('live_message.expired', 400));
});

describe('live message pushes', () => {
  it('sends LIVE_MESSAGE to each addressed student and each acknowledgement to the sender', () => {
    expect(liveMessagePushes(sent)).toEqual([
      { subject: 'push.user.u_ava_b', payload: { event: 'LIVE_MESSAGE', message: expect.objectContaining({ messageId: 'm_ava', teacherName: 'Ms. Rivera', acknowledgementStatus: 'UNACKNOWLEDGED', inBatch: true, creationDate: now.getTime() }) } },
      { subject: 'push.user.u_noah_c', payload: { event: 'LIVE_MESSAGE', message: expect.objectContaining({ messageId: 'm_noah' }) } },
    ]);
    expect(liveMessagePushes(acknowledged('CONFUSED', 'UNACKNOWLEDGED'))).toEqual([
      {
        subject: 'push.user.u_ms_rivera',
        payload: { event: 'LIVE_MESSAGE_ACKNOWLEDGED', batchId: 'b1', messageId: 'm_ava', studentUserId: 'u_ava_b', acknowledgementStatus: 'CONFUSED', previous: 'UNACKNOWLEDGED' },
      },
    ]);
  });
});

describe('live messages: edges', () => {
  it('a message of exactly 5,000 characters is sent', () =>
    spec.given([]).when(send({ message: 'x'.repeat(5_000) })).then([{ ...sent, data: { ...sent.data, message: 'x'.repeat(5_000) } } as LiveMessageEvent]));

  it('a message can be acknowledged until exactly one hour after it was sent', () =>
    spec
      .given([sent])
      .when(acknowledge('GOT_IT', 'u_ava_b', 'student', 'm_ava', new Date(now.getTime() + LIVE_MESSAGE_EXPIRATION_MS)))
      .then([acknowledged('GOT_IT', 'UNACKNOWLEDGED')]));

  it('an administrator may send, a role nobody has may not', () => {
    for (const role of ['school_administrator', 'district_administrator']) expect(isLiveMessageSender(role)).toBe(true);
    expect(isLiveMessageSender('teacher')).toBe(true);
    expect(isLiveMessageSender('')).toBe(false);
  });

  it('a message to one student is not part of a batch', () => {
    const single = { ...sent, data: { ...sent.data, recipients: [recipients[0]!] } } as LiveMessageEvent;
    expect(liveMessagePushes(single)).toEqual([
      { subject: 'push.user.u_ava_b', payload: { event: 'LIVE_MESSAGE', message: expect.objectContaining({ messageId: 'm_ava', inBatch: false }) } },
    ]);
  });

  it('other events push nothing', () => expect(liveMessagePushes({ type: 'FocusSessionStarted', data: {} })).toEqual([]));

  it('one stream per batch', () => expect(liveMessageStreams.batch('b1')).toBe('live-message-batch:b1'));
  it('one acknowledgement stream per student’s copy', () => expect(liveMessageStreams.acknowledgement('m1')).toBe('live-message-ack:m1'));
});

import { afterAll, describe, expect, it } from 'vitest';
import { openEventLog } from '../event-log';
import { makeTempDir } from '../../tests/support/temp-dir';
import { featurePushes } from './all-features';
import type { RecordedEvent } from '../../events/log/event-store';

const recorded = (type: string, data: unknown): RecordedEvent =>
  ({ type, data, metadata: { eventId: 'e1', streamId: 's', version: 1, position: 1, at: '2026-11-02T09:00:00.000Z', actor: 'a', correlationId: 'c', causationId: null, schemaVersion: 1 } }) as RecordedEvent;

const dir = makeTempDir('feature-pushes-');
const log = openEventLog({ path: `${dir.path}/log.db` });
afterAll(() => {
  log.close();
  dir.remove();
});
const derivePushes = (event: RecordedEvent, notificationsEnabled = false) =>
  featurePushes({ logWith: log.logWith, notificationsEnabled }).flatMap((push) => push.derive(event));

describe('the relay’s pushes', () => {
  it('come from every feature that pushes: live messages and focus sessions', () => {
    const sent = recorded('LiveMessageSent', {
      batchId: 'b1',
      senderUserId: 'u_ms_rivera',
      senderName: 'Ms. Rivera',
      sentByAdministrator: false,
      senderSchoolId: 'school_maple',
      senderDistrictId: null,
      message: 'Hello',
      sentAt: '2026-11-02T09:00:00.000Z',
      recipients: [{ messageId: 'm1', studentUserId: 'u_ava_b' }],
    });
    const started = recorded('FocusSessionStarted', {
      focusSessionId: 7,
      teacherUserId: 'u_ms_rivera',
      classId: null,
      studentUserIds: ['u_ava_b'],
      subjects: ['math'],
      grades: [4],
      startedAt: '2026-11-02T09:00:00.000Z',
      endsAt: '2026-11-02T09:30:00.000Z',
    });
    expect(derivePushes(sent).map((push) => [push.subject, push.payload.event])).toEqual([['push.user.u_ava_b', 'LIVE_MESSAGE']]);
    expect(derivePushes(started).map((push) => [push.subject, push.payload.event])).toEqual([['push.user.u_ava_b', 'FOCUS_SESSION']]);
    expect(derivePushes(recorded('UserRegistered', {}))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { mondayOf, progressMail, weekBefore, type ProgressMailCommand } from './progress-mail';

const certificate: ProgressMailCommand = {
  type: 'RecordCertificateMailed',
  data: { studentUserId: 'u_mina', skillId: 257, permacode: '18MCV', masteredAt: '2026-11-04T10:00:00.000Z', recipientUserIds: ['u_park_family'] },
};

describe('progress mail, recorded before it is sent', () => {
  it('records a mail once: a second record on its stream (another node, a second pass) decides nothing, so nothing is sent twice', () => {
    const first = progressMail.decide(certificate, progressMail.initialState());
    expect(first).toEqual([{ type: 'CertificateMailed', data: certificate.data }]);
    const after = first.reduce(progressMail.evolve, progressMail.initialState());
    expect(progressMail.decide(certificate, after)).toEqual([]);
    const weekly: ProgressMailCommand = { type: 'RecordWeeklyMailSent', data: { kind: 'summary', week: '2026-11-09', recipientUserId: 'u_ms_rivera', aboutUserIds: ['u_ava_b'] } };
    expect(progressMail.decide(weekly, progressMail.initialState())).toEqual([{ type: 'WeeklyMailSent', data: weekly.data }]);
    expect(progressMail.decide(weekly, after)).toEqual([]);
  });

  it('names a week by its Monday (UTC) and reports on the seven days before it', () => {
    expect(mondayOf(new Date('2026-11-09T00:00:00.000Z'))).toBe('2026-11-09');
    expect(mondayOf(new Date('2026-11-15T23:59:59.999Z'))).toBe('2026-11-09');
    expect(mondayOf(new Date('2026-11-04T10:00:00.000Z'))).toBe('2026-11-02');
    expect(mondayOf(new Date('2027-01-01T12:00:00.000Z'))).toBe('2026-12-28');
    expect(weekBefore('2026-11-09')).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08']);
  });
});

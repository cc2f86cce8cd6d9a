import { describe, expect, it } from 'vitest';
import { openLogDatabase } from '../events/log/log-database';
import type { EventOf } from '../events/log/event-schemas';
import type { SkillMastered } from '../events/practice';
import type { ProgressMailEvent, WeeklyMailKind } from '../events/progress-mail';
import { projectionSpecification } from './projection-specification';
import { progressMailProjection, progressMailQueries } from './progress-mail';

// What progress mail has to send and has sent (issue 31 item 6; docs/progress-mail.md): every skill a
// signed-in learner mastered (visitors' masteries are nobody's to mail), whether its certificate was
// mailed, and which weekly mails went to whom.

const spec = projectionSpecification(progressMailProjection, progressMailQueries);
const at = (minutes: number) => new Date(Date.parse('2026-11-02T09:00:00.000Z') + minutes * 60_000).toISOString();

const mastered = (learnerId: string, skillId: number, minutes: number): EventOf<typeof SkillMastered> => ({
  type: 'SkillMastered',
  data: { learnerId, skillId, permacode: `P${skillId}X`, subject: 'math', grade: 4, reachedAt: at(minutes) },
});
const certificateMailed = (studentUserId: string, skillId: number, minutes: number): ProgressMailEvent => ({
  type: 'CertificateMailed',
  data: { studentUserId, skillId, permacode: `P${skillId}X`, masteredAt: at(minutes), recipientUserIds: ['u_parent'] },
});
const weeklySent = (kind: WeeklyMailKind, week: string, recipientUserId: string): ProgressMailEvent => ({
  type: 'WeeklyMailSent',
  data: { kind, week, recipientUserId, aboutUserIds: ['u_ava'] },
});
const row = (studentUserId: string, skillId: number, minutes: number) => ({ studentUserId, skillId, permacode: `P${skillId}X`, masteredAt: at(minutes) });

describe('the progress mail read model', () => {
  it('is inline and owns its two tables', () => {
    expect(progressMailProjection.name).toBe('progress-mail');
    expect(progressMailProjection.version).toBe(1);
    expect(progressMailProjection.mode).toBe('inline');
    expect(progressMailProjection.tables).toEqual(['progress_mail_masteries', 'progress_mail_weekly']);
  });

  it('creates its tables and indexes, and creating them again changes nothing', () => {
    const db = openLogDatabase(':memory:');
    try {
      progressMailProjection.create(db);
      progressMailProjection.create(db);
      const names = (db.prepare("SELECT type, name FROM sqlite_master WHERE name LIKE 'progress_mail_%' AND name NOT LIKE 'sqlite_%' ORDER BY type DESC, name").all() as { type: string; name: string }[]).map(
        (each) => [each.type, each.name],
      );
      expect(names).toEqual([
        ['table', 'progress_mail_masteries'],
        ['table', 'progress_mail_weekly'],
        ['index', 'progress_mail_masteries_student'],
        ['index', 'progress_mail_masteries_unmailed'],
      ]);
      const indexed = (index: string) => (db.prepare(`SELECT name FROM pragma_index_info('${index}') ORDER BY seqno`).all() as { name: string }[]).map((c) => c.name);
      expect(indexed('progress_mail_masteries_unmailed')).toEqual(['mailed', 'mastered_at']);
      expect(indexed('progress_mail_masteries_student')).toEqual(['student_user_id', 'mastered_at']);
    } finally {
      db.close();
    }
  });

  it('holds nothing before any event', () =>
    spec.given([]).then((q) => {
      expect(q.certificatesToMail(at(0), 10)).toEqual([]);
      expect(q.masteredBetween('u_ava', '2026-11-01', '2026-11-09')).toEqual([]);
      expect(q.weeklyMailSent('summary', '2026-11-02', 'u_parent')).toBe(false);
    }));
});

describe('certificates to mail', () => {
  it('are the signed-in learners’ masteries since a time whose certificate is not recorded, oldest first', () =>
    spec
      .given([mastered('u_ava', 101, 1), mastered('u_noah', 202, 2), mastered('u_ava', 103, 3), certificateMailed('u_noah', 202, 2)])
      .then((q) => {
        expect(q.certificatesToMail(at(0), 10)).toEqual([row('u_ava', 101, 1), row('u_ava', 103, 3)]);
      }));

  it('leave out a visitor’s masteries (an anonymous `v_` id), not a user’s whose id merely has `v_` in it', () =>
    spec
      .given([mastered('v_3f9a2b', 101, 1), mastered('u_v_', 102, 2), mastered('u_liv_', 103, 3)])
      .then((q) => {
        expect(q.certificatesToMail(at(0), 10)).toEqual([row('u_v_', 102, 2), row('u_liv_', 103, 3)]);
        expect(q.masteredBetween('v_3f9a2b', '2026-11-01', '2026-11-09')).toEqual([]);
      }));

  it('start at `since`, inclusive', () =>
    spec.given([mastered('u_ava', 101, 1), mastered('u_ava', 102, 2), mastered('u_ava', 103, 3)]).then((q) => {
      expect(q.certificatesToMail(at(2), 10)).toEqual([row('u_ava', 102, 2), row('u_ava', 103, 3)]);
      expect(q.certificatesToMail(at(3), 10)).toEqual([row('u_ava', 103, 3)]);
      expect(q.certificatesToMail(at(4), 10)).toEqual([]);
    }));

  it('are ordered by time, then learner, then skill, and at most `limit`', () =>
    spec
      .given([
        mastered('u_noah', 5, 2),
        mastered('u_noah', 3, 1),
        mastered('u_ava', 9, 1),
        mastered('u_ava', 4, 1),
        mastered('u_ava', 1, 3),
      ])
      .then((q) => {
        expect(q.certificatesToMail(at(0), 10)).toEqual([row('u_ava', 4, 1), row('u_ava', 9, 1), row('u_noah', 3, 1), row('u_noah', 5, 2), row('u_ava', 1, 3)]);
        expect(q.certificatesToMail(at(0), 2)).toEqual([row('u_ava', 4, 1), row('u_ava', 9, 1)]);
        expect(q.certificatesToMail(at(0), 1)).toEqual([row('u_ava', 4, 1)]);
        expect(q.certificatesToMail(at(0), 0)).toEqual([]);
      }));

  it('keep the first mastery of a skill: mastering it again records nothing new', () =>
    spec.given([mastered('u_ava', 101, 5), mastered('u_ava', 101, 9)]).then((q) => {
      expect(q.certificatesToMail(at(0), 10)).toEqual([row('u_ava', 101, 5)]);
      expect(q.masteredBetween('u_ava', '2026-11-01', '2026-11-09')).toEqual([row('u_ava', 101, 5)]);
    }));

  it('are recorded per learner and skill: mailing one learner’s certificate leaves another’s and another skill’s', () =>
    spec
      .given([mastered('u_ava', 101, 1), mastered('u_ava', 102, 2), mastered('u_noah', 101, 3), certificateMailed('u_ava', 101, 1)])
      .then((q) => {
        expect(q.certificatesToMail(at(0), 10)).toEqual([row('u_ava', 102, 2), row('u_noah', 101, 3)]);
        // A mailed mastery is still a mastery.
        expect(q.masteredBetween('u_ava', '2026-11-01', '2026-11-09')).toEqual([row('u_ava', 101, 1), row('u_ava', 102, 2)]);
      }));

  it('are not recorded by a certificate mailed for a mastery the read model does not hold', () =>
    spec.given([certificateMailed('u_ava', 101, 1), mastered('u_ava', 101, 2)]).then((q) => {
      expect(q.certificatesToMail(at(0), 10)).toEqual([row('u_ava', 101, 2)]);
    }));
});

describe('a learner’s masteries between two times', () => {
  it('are theirs from `from` (inclusive) to `to` (exclusive), oldest first', () =>
    spec
      .given([mastered('u_ava', 104, 4), mastered('u_ava', 101, 1), mastered('u_noah', 201, 2), mastered('u_ava', 102, 2), mastered('u_ava', 103, 3)])
      .then((q) => {
        expect(q.masteredBetween('u_ava', at(0), at(10))).toEqual([row('u_ava', 101, 1), row('u_ava', 102, 2), row('u_ava', 103, 3), row('u_ava', 104, 4)]);
        expect(q.masteredBetween('u_ava', at(2), at(4))).toEqual([row('u_ava', 102, 2), row('u_ava', 103, 3)]);
        expect(q.masteredBetween('u_ava', at(1), at(2))).toEqual([row('u_ava', 101, 1)]);
        expect(q.masteredBetween('u_ava', at(4), at(4))).toEqual([]);
        expect(q.masteredBetween('u_noah', at(0), at(10))).toEqual([row('u_noah', 201, 2)]);
        expect(q.masteredBetween('u_mia', at(0), at(10))).toEqual([]);
      }));

  it('take ISO days as bounds: a day’s masteries are before the next day', () =>
    spec
      .given([
        mastered('u_ava', 101, 0),
        { type: 'SkillMastered', data: { learnerId: 'u_ava', skillId: 102, permacode: 'P102X', subject: 'math', grade: 4, reachedAt: '2026-11-03T00:00:00.000Z' } },
        { type: 'SkillMastered', data: { learnerId: 'u_ava', skillId: 103, permacode: 'P103X', subject: 'math', grade: 4, reachedAt: '2026-11-01T23:59:59.000Z' } },
      ])
      .then((q) => {
        expect(q.masteredBetween('u_ava', '2026-11-02', '2026-11-03')).toEqual([row('u_ava', 101, 0)]);
        expect(q.masteredBetween('u_ava', '2026-11-01', '2026-11-04').map((each) => each.skillId)).toEqual([103, 101, 102]);
      }));
});

describe('weekly mails sent', () => {
  it('are recorded by kind, week and recipient', () =>
    spec.given([weeklySent('summary', '2026-11-02', 'u_parent'), weeklySent('boost', '2026-11-09', 'u_rivera')]).then((q) => {
      expect(q.weeklyMailSent('summary', '2026-11-02', 'u_parent')).toBe(true);
      expect(q.weeklyMailSent('boost', '2026-11-09', 'u_rivera')).toBe(true);
      expect(q.weeklyMailSent('boost', '2026-11-02', 'u_parent')).toBe(false);
      expect(q.weeklyMailSent('summary', '2026-11-09', 'u_parent')).toBe(false);
      expect(q.weeklyMailSent('summary', '2026-11-02', 'u_rivera')).toBe(false);
    }));

  it('are recorded once when the same mail is recorded twice', () =>
    spec.given([weeklySent('summary', '2026-11-02', 'u_parent'), weeklySent('summary', '2026-11-02', 'u_parent')]).then((q) => {
      expect(q.weeklyMailSent('summary', '2026-11-02', 'u_parent')).toBe(true);
    }));

  it('are no masteries, and certificates are no weekly mails', () =>
    spec.given([weeklySent('summary', '2026-11-02', 'u_ava'), mastered('u_ava', 101, 1), certificateMailed('u_ava', 101, 1)]).then((q) => {
      expect(q.certificatesToMail(at(0), 10)).toEqual([]);
      expect(q.masteredBetween('u_ava', at(0), at(10))).toEqual([row('u_ava', 101, 1)]);
      expect(q.weeklyMailSent('summary', '2026-11-02', 'u_ava')).toBe(true);
    }));
});

import { z } from 'zod';
import { entityId as id } from './curriculum';
import { defineEvent, type EventOf } from './log/event-schemas';

// E-mail that the profile's preferences govern (issue 31 item 6; docs/progress-mail.md):
// a certificate when a student masters a skill, a weekly summary of practice and a
// weekly boost of next skills. Each mail is recorded once, on a stream of its own,
// before it is sent: the stream's expected version makes two nodes (or a restart)
// record it once, so it goes out once. No address, no link, no token in the log:
// only who it went to, by user id.

/** A week as its Monday (UTC), `YYYY-MM-DD`. */
export const mailWeek = /* @__PURE__ */ z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A student's mastery of a skill was mailed as a certificate to these adults (their parent, or their teachers). */
export const CertificateMailed = defineEvent({
  type: 'CertificateMailed',
  schemaVersion: 1,
  schema: z.object({
    studentUserId: id,
    skillId: z.number().int().positive(),
    permacode: z.string().regex(/^[A-Z0-9]{1,16}$/),
    masteredAt: z.iso.datetime(),
    recipientUserIds: z.array(id).max(50),
  }),
});

export const weeklyMailKind = /* @__PURE__ */ z.enum(['summary', 'boost']);
export type WeeklyMailKind = z.infer<typeof weeklyMailKind>;

/** The week's summary or boost went to one adult (a parent about their children, a teacher about their classes). */
export const WeeklyMailSent = defineEvent({
  type: 'WeeklyMailSent',
  schemaVersion: 1,
  schema: z.object({ kind: weeklyMailKind, week: mailWeek, recipientUserId: id, aboutUserIds: z.array(id).max(500) }),
});

export const progressMailEvents = [CertificateMailed, WeeklyMailSent] as const;
export type ProgressMailEvent = EventOf<(typeof progressMailEvents)[number]>;

export const progressMailStreams = {
  certificate: (studentUserId: string, skillId: number) => `progress-mail:certificate:${studentUserId}:${skillId}`,
  weekly: (kind: WeeklyMailKind, week: string, recipientUserId: string) => `progress-mail:${kind}:${week}:${recipientUserId}`,
};

export type ProgressMailCommand =
  | { type: 'RecordCertificateMailed'; data: z.infer<typeof CertificateMailed.schema> }
  | { type: 'RecordWeeklyMailSent'; data: z.infer<typeof WeeklyMailSent.schema> };

export interface ProgressMailState {
  /** This stream's mail is recorded: a second node or a second pass records nothing and sends nothing. */
  recorded: boolean;
}

/** Each stream holds one mail: recorded once, then nothing more (a second try decides no event, and is not sent). */
export const progressMail = {
  initialState: (): ProgressMailState => ({ recorded: false }),
  evolve: (_state: ProgressMailState, _event: ProgressMailEvent): ProgressMailState => ({ recorded: true }),
  decide(command: ProgressMailCommand, state: ProgressMailState): ProgressMailEvent[] {
    if (state.recorded) return [];
    return command.type === 'RecordCertificateMailed' ? [{ type: 'CertificateMailed', data: command.data }] : [{ type: 'WeeklyMailSent', data: command.data }];
  },
};

/** The Monday (UTC) of the week holding `at`. */
export function mondayOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The seven days (`YYYY-MM-DD`) of the week before the one starting `monday`: what a weekly mail reports on. */
export function weekBefore(monday: string): string[] {
  const start = new Date(`${monday}T00:00:00.000Z`);
  return Array.from({ length: 7 }, (_, index) => new Date(start.getTime() - (7 - index) * 86_400_000).toISOString().slice(0, 10));
}

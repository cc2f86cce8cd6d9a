import { handleCommand } from '../../events/log/command-handler';
import { mondayOf, progressMail, progressMailStreams, weekBefore, type ProgressMailCommand, type WeeklyMailKind } from '../../events/progress-mail';
import type { FeatureLog } from '../features/feature-log';
import { sentMail, type Mailer, type MailMessage } from '../mail/mailer';
import { certificateMail, weeklyBoostMail, weeklySummaryMail, type BoostSuggestion, type WeeklyLearnerSummary } from './progress-mail-content';
import type { UnsubscribeLinks } from './unsubscribe-links';

// The progress-mail job (issue 31 item 6; docs/progress-mail.md). It runs on one
// node — the single server, or the cluster's relay leader (a leader duty) — and
// even two nodes at once (a handover's overlap) send each mail once: a mail is
// recorded on its own stream before it is sent, and a second record decides nothing.

/** Certificates go out for masteries of the last week only (an old mastery found by a rebuild is not news). */
export const CERTIFICATE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Weekly mail goes out from Monday 08:00 UTC, about the week before (Monday to Sunday). */
export const WEEKLY_MAIL_HOUR_UTC = 8;
/** How often the job looks whether the week's mail is due (and at each start). */
export const WEEKLY_CHECK_MS = 60 * 60 * 1000;
/** Masteries read per certificate pass; the next log movement reads the rest. */
const CERTIFICATES_PER_PASS = 200;
/** How long after the log moves the job looks for new masteries (one look for a burst of answers). */
export const CERTIFICATE_DELAY_MS = 250;
/** Skills a weekly boost suggests per learner. */
export const BOOST_SKILLS = 3;

export type ProgressMailLog = FeatureLog<'catalogue' | 'directory' | 'practice' | 'profile' | 'progressMail'>;

export interface ProgressMailParts {
  log: ProgressMailLog;
  mailer: Mailer;
  links: UnsubscribeLinks;
  /** The site's origin for links in mail (`https://…`). */
  origin: string;
  clock: () => Date;
  say?: (message: string) => void;
}

export class ProgressMailJob {
  private unsubscribe: (() => void) | null = null;
  private interval: ReturnType<typeof setInterval> | null = null;
  private delay: ReturnType<typeof setTimeout> | null = null;
  private pending: Promise<void> = Promise.resolve();
  /** What the next pass does: only certificates (the log moved), or the weekly mail too (the hourly check). */
  private wanted: 'certificates' | 'all' | null = null;
  private running = false;

  constructor(private readonly parts: ProgressMailParts) {}

  /** This node sends: a full pass now, a certificate pass shortly after the log moves, and a full pass every hour. */
  lead(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.parts.log.store.subscribe(() => {
      if (this.delay) return;
      this.delay = setTimeout(() => {
        this.delay = null;
        this.schedule('certificates');
      }, CERTIFICATE_DELAY_MS);
      this.delay.unref();
    });
    this.interval = setInterval(() => this.schedule('all'), WEEKLY_CHECK_MS);
    this.interval.unref();
    this.schedule('all');
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
    if (this.delay) clearTimeout(this.delay);
    this.delay = null;
  }

  /** Resolves when the passes asked for so far are done (tests). */
  settled(): Promise<void> {
    return this.pending;
  }

  private schedule(what: 'certificates' | 'all'): void {
    this.wanted = this.wanted === 'all' || what === 'all' ? 'all' : 'certificates';
    if (this.running) return;
    this.running = true;
    this.pending = (async () => {
      try {
        while (this.wanted !== null) {
          const now = this.wanted;
          this.wanted = null;
          await (now === 'all' ? this.runOnce() : this.mailCertificates());
        }
      } catch (error) {
        this.parts.say?.(`progress mail: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        this.running = false;
      }
    })();
  }

  /** One full pass: the certificates to mail, then the week's summaries and boosts when due. Returns the mails sent. */
  async runOnce(): Promise<number> {
    return (await this.mailCertificates()) + (await this.mailWeekly());
  }

  private async record(streamId: string, command: ProgressMailCommand, correlationId: string): Promise<boolean> {
    const { events } = await handleCommand(this.parts.log.store, progressMail, streamId, command, { actor: 'system:progress-mail', correlationId });
    return events.length > 0;
  }

  private async send(messages: MailMessage[], correlationId: string): Promise<number> {
    let sent = 0;
    for (const message of messages) if (await sentMail(this.parts.mailer, message, correlationId)) sent += 1;
    return sent;
  }

  /** Who wants this kind of mail and has an address: their address, else null. */
  private addressOf(userId: string, kind: 'certificate' | 'summary' | 'weeklyBoost'): string | null {
    const { directory, profile } = this.parts.log.queries;
    return profile.wantsMail(userId, kind) ? directory.emailOf(userId) : null;
  }

  private async mailCertificates(): Promise<number> {
    const { directory, catalogue, progressMail: queries } = this.parts.log.queries;
    const since = new Date(this.parts.clock().getTime() - CERTIFICATE_WINDOW_MS).toISOString();
    let sent = 0;
    for (const mastery of queries.certificatesToMail(since, CERTIFICATES_PER_PASS)) {
      const student = directory.userById(mastery.studentUserId);
      // The parent of a family child; a school student's teachers otherwise (students never get mail).
      const asParent = student?.parentUserId != null;
      const candidates = student ? (asParent ? [student.parentUserId!] : directory.teachersOfStudent(student.userId)) : [];
      const recipients = candidates.flatMap((userId) => {
        const address = this.addressOf(userId, 'certificate');
        return address ? [{ userId, address }] : [];
      });
      const correlationId = `certificate-${mastery.studentUserId}-${mastery.skillId}`;
      const recorded = await this.record(
        progressMailStreams.certificate(mastery.studentUserId, mastery.skillId),
        { type: 'RecordCertificateMailed', data: { ...mastery, recipientUserIds: recipients.map((recipient) => recipient.userId) } },
        correlationId,
      );
      if (!recorded || !student) continue;
      const skill = catalogue.skillByPermacode(mastery.permacode);
      const names = directory.displayNamesOf([student.userId, ...recipients.map((recipient) => recipient.userId)]);
      sent += await this.send(
        recipients.map((recipient) =>
          certificateMail({
            to: recipient.address,
            recipientName: names[recipient.userId] ?? '',
            studentName: names[student.userId] ?? student.displayName,
            skillCode: skill?.code ?? '',
            skillName: skill?.name ?? mastery.permacode,
            masteredOn: mastery.masteredAt.slice(0, 10),
            skillUrl: `${this.parts.origin}${skill?.url ?? ''}`,
            unsubscribeUrl: this.parts.links.linkFor(this.parts.origin, recipient.userId, 'certificate'),
            asParent,
          }),
        ),
        correlationId,
      );
    }
    return sent;
  }

  private async mailWeekly(): Promise<number> {
    const now = this.parts.clock();
    const week = mondayOf(now);
    if (now.getTime() < Date.parse(`${week}T${String(WEEKLY_MAIL_HOUR_UTC).padStart(2, '0')}:00:00.000Z`)) return 0;
    const { directory } = this.parts.log.queries;
    let sent = 0;
    for (const parent of directory.usersWithRole('parent')) {
      const children = directory.familyOf(parent).filter((member) => !member.isParent);
      if (children.length > 0) sent += await this.mailWeekOf(parent.userId, week, children.map((child) => child.userId));
    }
    for (const teacher of directory.usersWithRole('teacher')) {
      const students = [...new Set(directory.classesOfTeacher(teacher.userId).flatMap((summary) => directory.studentIdsOfClass(summary.classId)))];
      if (students.length > 0) sent += await this.mailWeekOf(teacher.userId, week, students);
    }
    return sent;
  }

  private async mailWeekOf(recipientUserId: string, week: string, learnerIds: string[]): Promise<number> {
    const { directory, progressMail: queries } = this.parts.log.queries;
    let sent = 0;
    for (const kind of ['summary', 'boost'] as const satisfies readonly WeeklyMailKind[]) {
      if (queries.weeklyMailSent(kind, week, recipientUserId)) continue;
      const address = this.addressOf(recipientUserId, kind === 'summary' ? 'summary' : 'weeklyBoost');
      if (address === null) continue;
      const names = directory.displayNamesOf([recipientUserId, ...learnerIds]);
      const unsubscribeUrl = this.parts.links.linkFor(this.parts.origin, recipientUserId, kind);
      const recipientName = names[recipientUserId] ?? '';
      let message: MailMessage | null;
      if (kind === 'summary') {
        message = weeklySummaryMail({ to: address, recipientName, weekLabel: weekBefore(week)[0]!, learners: this.summaries(week, learnerIds, names), unsubscribeUrl, siteUrl: this.parts.origin });
      } else {
        const suggestions = this.boosts(learnerIds, names);
        // Nothing to suggest (no skill under way): no boost this week, and none recorded.
        message = suggestions.length > 0 ? weeklyBoostMail({ to: address, recipientName, suggestions, unsubscribeUrl }) : null;
      }
      if (message === null) continue;
      const correlationId = `weekly-${kind}-${week}-${recipientUserId}`;
      const recorded = await this.record(
        progressMailStreams.weekly(kind, week, recipientUserId),
        { type: 'RecordWeeklyMailSent', data: { kind, week, recipientUserId, aboutUserIds: learnerIds.slice(0, 500) } },
        correlationId,
      );
      if (recorded) sent += await this.send([message], correlationId);
    }
    return sent;
  }

  private summaries(week: string, learnerIds: string[], names: Record<string, string>): WeeklyLearnerSummary[] {
    const { practice, progressMail: queries, catalogue } = this.parts.log.queries;
    const days = weekBefore(week);
    return learnerIds.map((learnerId) => {
      const usage = days.map((day) => practice.usageOn(learnerId, day));
      const mastered = queries.masteredBetween(learnerId, days[0]!, week).map((mastery) => {
        const skill = catalogue.skillByPermacode(mastery.permacode);
        return skill ? `${skill.code ?? ''} ${skill.name}`.trim() : mastery.permacode;
      });
      return {
        name: names[learnerId] ?? learnerId,
        questions: usage.reduce((sum, day) => sum + day.questions, 0),
        minutes: Math.round(usage.reduce((sum, day) => sum + day.seconds, 0) / 60),
        mastered,
      };
    });
  }

  /** Per learner, the skills under way closest to proficient (SmartScore below 80, highest first). */
  private boosts(learnerIds: string[], names: Record<string, string>): BoostSuggestion[] {
    const { practice, catalogue } = this.parts.log.queries;
    return learnerIds.flatMap((learnerId) => {
      const skills = practice
        .skillScoresOf(learnerId)
        .filter((score) => !score.proficient)
        .sort((a, b) => b.smartScore - a.smartScore || b.lastPractisedAt.localeCompare(a.lastPractisedAt))
        .slice(0, BOOST_SKILLS)
        .flatMap((score) => {
          const skill = catalogue.skillByPermacode(score.permacode);
          return skill ? [{ label: `${skill.code ?? ''} ${skill.name}`.trim(), url: `${this.parts.origin}${skill.url}` }] : [];
        });
      return skills.length > 0 ? [{ name: names[learnerId] ?? learnerId, skills }] : [];
    });
  }
}

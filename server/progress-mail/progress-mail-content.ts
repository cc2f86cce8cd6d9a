import type { MailMessage } from '../mail/mailer';

// The words of progress mail (issue 31 item 6): plain text and the same as simple
// HTML, every value escaped. English only: mail goes to adults, whose interface
// language is not known to the mail (docs/progress-mail.md).

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Footer {
  why: string;
  unsubscribeUrl: string;
  unsubscribeText: string;
}

function message(to: string, subject: string, lines: readonly string[], footer: Footer): MailMessage {
  const text = [...lines, '', '—', footer.why, `${footer.unsubscribeText}: ${footer.unsubscribeUrl}`].join('\n');
  const html = [
    ...lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)),
    '<hr>',
    `<p style="font-size:small">${escapeHtml(footer.why)} <a href="${escapeHtml(footer.unsubscribeUrl)}">${escapeHtml(footer.unsubscribeText)}</a></p>`,
  ]
    .filter((line) => line !== '')
    .join('\n');
  return { to, subject, text, html };
}

export interface CertificateContent {
  to: string;
  recipientName: string;
  studentName: string;
  skillCode: string;
  skillName: string;
  /** `YYYY-MM-DD`. */
  masteredOn: string;
  skillUrl: string;
  unsubscribeUrl: string;
  /** Why this adult gets it: the parent, or a teacher of the class. */
  asParent: boolean;
}

export function certificateMail(content: CertificateContent): MailMessage {
  const skill = `${content.skillCode} ${content.skillName}`.trim();
  return message(
    content.to,
    `Certificate: ${content.studentName} mastered ${skill}`,
    [
      `Dear ${content.recipientName},`,
      `${content.studentName} mastered the skill "${skill}" on ${content.masteredOn}, reaching a SmartScore of 100.`,
      `See the skill: ${content.skillUrl}`,
      'Congratulations from Live Classroom!',
    ],
    {
      why: content.asParent
        ? 'You receive a certificate when your child masters a skill.'
        : 'You receive a certificate when a student of your class masters a skill (the student has no parent account).',
      unsubscribeUrl: content.unsubscribeUrl,
      unsubscribeText: 'Stop certificate e-mails',
    },
  );
}

export interface WeeklyLearnerSummary {
  name: string;
  questions: number;
  minutes: number;
  mastered: string[];
}

export function weeklySummaryMail(content: { to: string; recipientName: string; weekLabel: string; learners: WeeklyLearnerSummary[]; unsubscribeUrl: string; siteUrl: string }): MailMessage {
  const lines = content.learners.map((learner) =>
    learner.questions === 0
      ? `${learner.name}: no practice this week.`
      : `${learner.name}: ${learner.questions} question${learner.questions === 1 ? '' : 's'} in ${learner.minutes} minute${learner.minutes === 1 ? '' : 's'}` +
        (learner.mastered.length > 0 ? `; mastered ${learner.mastered.join(', ')}.` : '.'),
  );
  return message(
    content.to,
    `Your weekly practice summary (${content.weekLabel})`,
    [`Dear ${content.recipientName},`, `Here is the practice of the week of ${content.weekLabel}:`, ...lines, `More on Live Classroom: ${content.siteUrl}`],
    { why: 'You receive a summary of practice every Monday.', unsubscribeUrl: content.unsubscribeUrl, unsubscribeText: 'Stop weekly summaries' },
  );
}

export interface BoostSuggestion {
  name: string;
  skills: { label: string; url: string }[];
}

export function weeklyBoostMail(content: { to: string; recipientName: string; suggestions: BoostSuggestion[]; unsubscribeUrl: string }): MailMessage {
  const lines = content.suggestions.flatMap((suggestion) => [
    `${suggestion.name} is close to these — a little more practice goes a long way:`,
    ...suggestion.skills.map((skill) => `• ${skill.label}: ${skill.url}`),
  ]);
  return message(content.to, 'This week’s boost: skills to practise next', [`Dear ${content.recipientName},`, ...lines], {
    why: 'You receive a weekly boost with skills to practise next.',
    unsubscribeUrl: content.unsubscribeUrl,
    unsubscribeText: 'Stop weekly boosts',
  });
}

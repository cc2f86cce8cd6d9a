import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeFeedback, PracticeQuestion } from '../../events/practice';
import { smtpMailer } from '../../server/mail/mailer';
import { catalogueSkill, regenerateQuestion, type CatalogueSkill } from '../../server/practice/practice-skills';
import { questionKeys } from '../../server/practice/question-keys';
import { ProgressMailJob } from '../../server/progress-mail/progress-mail-job';
import { unsubscribeLinks } from '../../server/progress-mail/unsubscribe-links';
import { startTestMailCatcher, type CaughtMail, type TestMailCatcher } from '../support/mail-catcher';
import { startTestApp, TEST_TRACKING_KEY } from '../support/test-app';

// Issue 31 item 6 over a real MailDev: certificates, the weekly summary and boost,
// each governed by its preference, each sent once (two jobs at once too), and the
// signed unsubscribe link that turns one preference off without signing in.

let t: Awaited<ReturnType<typeof startTestApp>>;
let catcher: TestMailCatcher;
let skills: CatalogueSkill[];
const cookies: Record<string, string> = {};
const keys = questionKeys(TEST_TRACKING_KEY);
const ADDRESSES = { 'park.family': 'park.parents@example.org', 'ms.rivera': 'rosa.rivera@example.org' } as const;
const ORIGIN = 'https://classroom.example.org';

const newJob = () =>
  new ProgressMailJob({
    log: t.log.logWith('catalogue', 'directory', 'practice', 'profile', 'progressMail'),
    mailer: smtpMailer(catcher.smtpUrl),
    links: unsubscribeLinks(TEST_TRACKING_KEY),
    origin: ORIGIN,
    clock: t.clock,
  });

const edit = (username: string, field: string, value: string) =>
  t.request(`/profile/edit/${field}`, {
    method: 'POST',
    body: new URLSearchParams({ value }),
    cookie: cookies[username]!,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-CSRF-Protection': '1' },
  });

/** Answers `skill` right until the learner masters it (or `wrong` answers wrong, leaving it under way). */
async function practise(username: string, skill: CatalogueSkill, { wrong = 0 }: { wrong?: number } = {}): Promise<PracticeFeedback> {
  let feedback: PracticeFeedback | null = null;
  for (let i = 0; i < (wrong > 0 ? wrong : 80); i++) {
    const question = (await (await t.request(`/practice/${skill.permacode}/question`, { cookie: cookies[username]! })).json()) as PracticeQuestion;
    const asked = keys.verify(question.questionKey)!;
    const right = regenerateQuestion(skill, asked.level, keys.engineSeed(asked.seed)).correctAnswer;
    const response = await t.postJson(`/practice/${skill.permacode}/answer`, { questionKey: question.questionKey, response: wrong > 0 ? '-98765' : right, secondsSpent: 30 }, { cookie: cookies[username]! });
    expect(response.status).toBe(200);
    feedback = (await response.json()) as PracticeFeedback;
    if (wrong === 0 && feedback.smartScore >= 100) break;
  }
  return feedback!;
}

const subjects = (mails: CaughtMail[]) => mails.map((mail) => mail.subject).sort();
const unsubscribeLinkIn = (mail: CaughtMail) => new URL(/https:\/\/classroom\.example\.org\/progress-mail\/unsubscribe\?\S+/.exec(mail.text)![0]);

beforeAll(async () => {
  catcher = await startTestMailCatcher();
  // A Wednesday: this week's summary (about last week) is already due.
  t = await startTestApp({ catalogue: true, start: new Date('2026-11-04T10:00:00.000Z') });
  for (const username of ['ava.b', 'noah.c', 'mina', 'joon', 'park.family', 'ms.rivera']) cookies[username] = await t.signIn(username);
  const mathSkills = t.log.queries.catalogue.landingPage('US', 'math', 4).filter((item) => item.kind === 'skill' && item.upcoming === 0);
  skills = mathSkills.slice(0, 3).map((item) => catalogueSkill(t.log.queries.catalogue, item.permacode!)!);
  for (const [username, address] of Object.entries(ADDRESSES)) expect((await edit(username, 'email', address)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  t?.close();
  await catcher?.stop();
});

describe('certificates', () => {
  it('a family child’s mastery is mailed to the parent, a school student’s to their teacher, each once; the log names them by id only', async () => {
    const job = newJob();
    await job.runOnce();
    await catcher.clear();
    expect((await practise('mina', skills[0]!)).smartScore).toBe(100);
    expect((await practise('ava.b', skills[1]!)).smartScore).toBe(100);
    // Two nodes at once (a leader handover's overlap): each certificate still goes out once.
    await Promise.all([job.runOnce(), newJob().runOnce()]);
    await job.runOnce();
    const parents = await catcher.to(ADDRESSES['park.family']);
    const teacher = await catcher.to(ADDRESSES['ms.rivera']);
    expect(subjects(parents)).toEqual([`Certificate: Mina mastered ${skills[0]!.code} ${skills[0]!.name}`]);
    expect(subjects(teacher)).toEqual([`Certificate: Ava B. mastered ${skills[1]!.code} ${skills[1]!.name}`]);
    expect(parents[0]!.text).toContain(`${ORIGIN}${skills[0]!.url}`);
    const recorded = t.log.store.readAll(0, 1_000_000).filter((event) => event.type === 'CertificateMailed');
    expect(recorded.map((event) => (event.data as { recipientUserIds: string[] }).recipientUserIds).sort()).toEqual([['u_ms_rivera'], [t.log.queries.directory.accountByUsername('park.family')!.userId]]);
    const logText = JSON.stringify(
      t.log.store
        .readAll(0, 1_000_000)
        .filter((event) => event.type === 'CertificateMailed' || event.type === 'WeeklyMailSent')
        .map((event) => event.data),
    );
    for (const address of Object.values(ADDRESSES)) expect(logText).not.toContain(address);
    expect(logText).not.toContain('/progress-mail/unsubscribe');
  }, 120_000);

  it('the unsubscribe link shows what it stops, and its button turns the preference off without signing in; the next mastery is not mailed to her', async () => {
    const [mail] = await catcher.to(ADDRESSES['ms.rivera']);
    const link = unsubscribeLinkIn(mail!);
    const page = await t.request(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('certificate e-mails when a skill is mastered');
    expect(html).toMatch(/<form method="post" action="\/progress-mail\/unsubscribe">/);
    expect(t.log.queries.profile.wantsMail('u_ms_rivera', 'certificate')).toBe(true);
    const before = t.log.store.lastPosition();
    const pressed = await t.request('/progress-mail/unsubscribe', {
      method: 'POST',
      body: link.searchParams,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('You will no longer receive certificate e-mails');
    expect(t.log.queries.profile.wantsMail('u_ms_rivera', 'certificate')).toBe(false);
    expect(t.log.queries.profile.wantsMail('u_ms_rivera', 'summary')).toBe(true);
    expect(t.log.store.lastPosition()).toBe(before + 1);
    await catcher.clear();
    expect((await practise('noah.c', skills[1]!)).smartScore).toBe(100);
    await newJob().runOnce();
    expect(await catcher.to(ADDRESSES['ms.rivera'])).toEqual([]);
  }, 120_000);

  it('a link with another signature, user or kind is 403 progress_mail.invalid_link and changes nothing', async () => {
    const good = new URL(unsubscribeLinks(TEST_TRACKING_KEY).linkFor(ORIGIN, 'u_ms_rivera', 'summary'));
    const before = t.log.store.lastPosition();
    for (const [name, value] of [['s', 'A'.repeat(32)], ['u', 'u_ava_b'], ['k', 'boost']] as const) {
      const fields = new URLSearchParams(good.searchParams);
      fields.set(name, value);
      const response = await t.request('/progress-mail/unsubscribe', { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.status, name).toBe(403);
      expect(await response.json()).toEqual({ error: 'progress_mail.invalid_link' });
    }
    expect((await t.request('/progress-mail/unsubscribe?u=u_ms_rivera&k=summary&s=short')).status).toBe(400);
    expect(t.log.store.lastPosition()).toBe(before);
  });
});

describe('the weekly summary and boost', () => {
  it('go out from Monday 08:00 about the week before, once each, to parents and teachers who want them; never to a student', async () => {
    expect((await practise('joon', skills[2]!, { wrong: 3 })).smartScore).toBeLessThan(80);
    expect((await practise('noah.c', skills[2]!, { wrong: 2 })).smartScore).toBeLessThan(80);
    await catcher.clear();
    t.clock.advance(new Date('2026-11-09T07:00:00.000Z').getTime() - t.clock().getTime());
    await newJob().runOnce();
    expect(await catcher.all()).toEqual([]); // before 08:00
    t.clock.advance(2 * 60 * 60 * 1000);
    await Promise.all([newJob().runOnce(), newJob().runOnce()]);
    await newJob().runOnce();
    const parents = await catcher.to(ADDRESSES['park.family']);
    expect(subjects(parents), parents.map((mail) => mail.text).join('\n----\n')).toEqual(['This week’s boost: skills to practise next', 'Your weekly practice summary (2026-11-02)']);
    const summary = parents.find((mail) => mail.subject.startsWith('Your weekly'))!;
    expect(summary.text).toMatch(/Mina: \d+ questions in \d+ minutes; mastered /);
    expect(summary.text).toContain('Joon: 3 questions');
    const boost = parents.find((mail) => mail.subject.startsWith('This week'))!;
    expect(boost.text).toContain(`${skills[2]!.code} ${skills[2]!.name}`);
    const teacher = await catcher.to(ADDRESSES['ms.rivera']);
    expect(subjects(teacher)).toEqual(['This week’s boost: skills to practise next', 'Your weekly practice summary (2026-11-02)']);
    expect(teacher.find((mail) => mail.subject.startsWith('This week'))!.text).toContain('Noah C. is close to these');
    // Every address mailed is an adult's (mr.okafor's demo address gets his class's summary too).
    const roles = (await catcher.all()).flatMap((mail) => mail.to.flatMap((to) => t.log.queries.directory.accountsByEmail(to.address.toLowerCase()).map((account) => account.role)));
    expect(new Set(roles)).toEqual(new Set(['parent', 'teacher']));
  }, 120_000);

  it('a parent who turned the summary off gets the boost only', async () => {
    cookies['park.family'] = await t.signIn('park.family');
    expect((await edit('park.family', 'emailSummary', 'false')).status).toBe(200);
    await catcher.clear();
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    await newJob().runOnce();
    expect(subjects(await catcher.to(ADDRESSES['park.family']))).toEqual(['This week’s boost: skills to practise next']);
  }, 120_000);
});

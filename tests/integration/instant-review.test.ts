import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstantReviewSkillsResponse, QrmCurrentQuestion, QuestionReviewBanner } from '../../events/instant-review';
import { instantReviewStreams } from '../../events/instant-review';
import { demoUserId } from '../../server/demo/demo-school';
import { startTestApp } from '../support/test-app';

// Issue 12, the server side over the real app and the demo practice history:
// the missed skills, a review from start to end, answers that never touch a
// SmartScore, and the group jam through same-question mode's start path.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const ava = demoUserId('ava.b');
const noah = demoUserId('noah.c');
const room12 = () => t.log.queries.directory.studentIdsOfClass('class_g4_room12');

beforeAll(async () => {
  t = await startTestApp({ practiceHistory: true });
  for (const username of ['ava.b', 'noah.c', 'mia.d', 'leo.k', 'ms.rivera', 'mr.okafor']) cookies[username] = await t.signIn(username, 'classroom', true);
}, 120_000);
afterAll(() => t?.close());

const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const fetchSkills = (cookie: string, selectedStudentIds: string[], selectedSubjects = ['math', 'ela']) =>
  t.postJson('/instant-review/fetch-instant-review-skills', { selectedStudentIds, selectedSubjects }, { cookie });
const current = (cookie: string, qrmSessionId?: string) => t.request(`/practice/qrm-current-question${qrmSessionId ? `?qrmSessionId=${qrmSessionId}` : ''}`, { cookie });
const appended = () => t.log.store.lastPosition();

describe('the missed skills', () => {
  it('come from the demo history: most missed first, with how many of the students missed each and a level 1–5', async () => {
    const { skills, studentCount } = await json<InstantReviewSkillsResponse>(await fetchSkills(cookies['ms.rivera']!, room12()));
    expect(studentCount).toBe(room12().length);
    expect(skills.length).toBeGreaterThan(0);
    for (let i = 1; i < skills.length; i++) expect(skills[i - 1]!.missedByCount).toBeGreaterThanOrEqual(skills[i]!.missedByCount);
    for (const skill of skills) {
      expect(skill.missedByCount).toBeGreaterThan(0);
      expect(skill.missedByCount).toBeLessThanOrEqual(skill.missedQuestionCount);
      expect(skill.level).toBeGreaterThanOrEqual(1);
      expect(skill.level).toBeLessThanOrEqual(5);
      expect(skill.name).not.toBe('');
    }
  });
  it('only of the subjects asked', async () => {
    const { skills } = await json<InstantReviewSkillsResponse>(await fetchSkills(cookies['ms.rivera']!, room12(), ['ela']));
    expect(skills.every((skill) => skill.subject === 'ela')).toBe(true);
  });
  it('only of the teacher’s own students', async () => {
    expect((await fetchSkills(cookies['mr.okafor']!, [ava])).status).toBe(403);
  });
  it('not for students', async () => {
    expect((await fetchSkills(cookies['ava.b']!, [ava])).status).toBe(403);
  });
});

describe('a review', () => {
  let banner: QuestionReviewBanner;
  let skillIds: string[];

  it('starts on the missed skills, invites the students and shows the teacher’s banner', async () => {
    const { skills } = await json<InstantReviewSkillsResponse>(await fetchSkills(cookies['ms.rivera']!, [ava, noah], ['math']));
    skillIds = skills.slice(0, 2).map((skill) => skill.skillId);
    expect(skillIds).toHaveLength(2);
    banner = await json<QuestionReviewBanner>(
      await t.postJson(
        '/instant-review/start-question-review-mode',
        { skillIDAndLevels: skills.slice(0, 2).map((skill) => ({ skillId: skill.skillId, level: skill.level })), studentUserIds: [ava, noah], instantReviewSkills: skills },
        { cookie: cookies['ms.rivera']! },
      ),
    );
    expect(banner).toMatchObject({ instantReviewURLNamespace: '/instant-review', questionReviewModePracticeURL: '/question-review' });
    const active = await json<{ session: QuestionReviewBanner | null }>(await t.request('/instant-review/active-session', { cookie: cookies['ms.rivera']! }));
    expect(active.session?.qrmSessionId).toBe(banner.qrmSessionId);
    const invitation = await json<{ invitation: { qrmSessionId: string } | null }>(await t.request('/instant-review/student-invitation', { cookie: cookies['ava.b']! }));
    expect(invitation.invitation?.qrmSessionId).toBe(banner.qrmSessionId);
    const notInvited = await json<{ invitation: unknown }>(await t.request('/instant-review/student-invitation', { cookie: cookies['mia.d']! }));
    expect(notInvited.invitation).toBeNull();
  });

  it('a second review while one is open is refused', async () => {
    const response = await t.postJson('/instant-review/start-question-review-mode', { skillIDAndLevels: [{ skillId: skillIds[0], level: 1 }], studentUserIds: [ava] }, { cookie: cookies['ms.rivera']! });
    expect(response.status).toBe(409);
  });

  it('two students answer; the teacher sees the tally and the wrong answers; SmartScores do not move', async () => {
    const scoresBefore = t.log.queries.practice.skillScoresOf(ava);
    const teacherView = await json<QrmCurrentQuestion>(await current(cookies['ms.rivera']!));
    expect(teacherView.viewer).toBe('teacher');
    const studentView = await json<QrmCurrentQuestion>(await current(cookies['ava.b']!));
    expect(studentView.correctAnswer).toBeNull();
    const { questionKey } = studentView.question;
    const right = await json<{ correct: boolean }>(await t.postJson('/instant-review/submit-response', { questionKey, guesses: [teacherView.correctAnswer] }, { cookie: cookies['ava.b']! }));
    expect(right.correct).toBe(true);
    const wrong = await json<{ correct: boolean }>(await t.postJson('/instant-review/submit-response', { questionKey, guesses: ['-98765'] }, { cookie: cookies['noah.c']! }));
    expect(wrong.correct).toBe(false);
    const again = await t.postJson('/instant-review/submit-response', { questionKey, guesses: ['1'] }, { cookie: cookies['ava.b']! });
    expect(again.status).toBe(409);
    const outsider = await t.postJson('/instant-review/submit-response', { questionKey, guesses: ['1'] }, { cookie: cookies['mia.d']! });
    expect(outsider.status).toBe(403);
    const view = await json<QrmCurrentQuestion>(await current(cookies['ms.rivera']!));
    expect(view.tally).toEqual({ invited: 2, answered: 2, correct: 1 });
    expect(view.commonWrongAnswers).toEqual([{ guess: '-98765', count: 1, correct: false }]);
    expect(t.log.queries.practice.skillScoresOf(ava)).toEqual(scoresBefore);
    const mine = await json<QrmCurrentQuestion>(await current(cookies['ava.b']!, banner.qrmSessionId));
    expect(mine.myResponse?.correct).toBe(true);
  });

  it('others cannot read it', async () => {
    expect((await current(cookies['mia.d']!, banner.qrmSessionId)).status).toBe(403);
    expect((await current(cookies['mr.okafor']!, banner.qrmSessionId)).status).toBe(403);
  });

  it('the teacher jumps a level and poses; a double click poses once', async () => {
    const before = await json<QrmCurrentQuestion>(await current(cookies['ms.rivera']!));
    const jumped = await json<QrmCurrentQuestion>(await t.postJson('/practice/qrm-jump-and-pose', { numLevelsToJump: 1, nextQuestionNumber: 2 }, { cookie: cookies['ms.rivera']! }));
    expect(jumped.question.questionNumber).toBe(2);
    expect(jumped.question.level).toBe(Math.min(5, before.question.level + 1));
    expect(jumped.tally.answered).toBe(0);
    const position = appended();
    const stale = await t.postJson('/practice/qrm-jump-and-pose', { numLevelsToJump: 1, nextQuestionNumber: 2 }, { cookie: cookies['ms.rivera']! });
    expect(stale.status).toBe(409);
    expect(appended()).toBe(position);
  });

  it('only the session’s teacher controls it', async () => {
    const position = appended();
    expect((await t.postJson('/practice/qrm-jump-and-pose', { numLevelsToJump: 1, nextQuestionNumber: 3 }, { cookie: cookies['ava.b']! })).status).toBe(403);
    expect((await t.postJson(`/practice/qrm-jump-and-pose?qrmSessionId=${banner.qrmSessionId}`, { numLevelsToJump: 1, nextQuestionNumber: 3 }, { cookie: cookies['mr.okafor']! })).status).toBe(403);
    expect(appended()).toBe(position);
  });

  it('moves to the next skill and edits the list', async () => {
    const next = await json<QrmCurrentQuestion>(await t.postJson('/instant-review/next-skill', { nextSkillIDAndLevel: { skillId: skillIds[1], level: 2 }, nextQuestionNumber: 3 }, { cookie: cookies['ms.rivera']! }));
    expect(next.skill.skillId).toBe(skillIds[1]);
    expect(next.question.level).toBe(2);
    const edited = await json<QrmCurrentQuestion>(await t.postJson('/instant-review/update-skill-list', { newSkillIDAndLevels: [{ skillId: skillIds[1], level: 3 }] }, { cookie: cookies['ms.rivera']! }));
    expect(edited.skills).toEqual([expect.objectContaining({ skillId: skillIds[1], level: 3 })]);
    expect((await t.postJson('/instant-review/next-skill', { nextSkillIDAndLevel: { skillId: skillIds[0], level: 2 }, nextQuestionNumber: 4 }, { cookie: cookies['ms.rivera']! })).status).toBe(409);
  });

  it('turns into a group jam on the reviewed skill: a same-question room, and the review ends', async () => {
    const response = await t.postJson(
      '/instant-review/end-and-start-group-jam',
      { skillIds: [skillIds[1]], studentUserIds: [ava, noah], skillToStartingLevel: { [skillIds[1]!]: 3 } },
      { cookie: cookies['ms.rivera']! },
    );
    const room = await json<{ roomId: string; groupJamPracticeURL: string; sameQuestionModeURLNamespace: string; reviewEnded: boolean }>(response);
    expect(room.reviewEnded).toBe(true);
    expect(room.groupJamPracticeURL).toContain(skillIds[1]);
    const roomState = await json<{ question: { level: number } }>(await t.request(`/same-question-mode/${room.roomId}/state`, { cookie: cookies['ms.rivera']! }));
    expect(roomState.question.level).toBe(3);
    const active = await json<{ session: unknown }>(await t.request('/instant-review/active-session', { cookie: cookies['ms.rivera']! }));
    expect(active.session).toBeNull();
    const stream = t.log.store.readStream(instantReviewStreams.session(banner.qrmSessionId));
    expect(stream.at(-1)).toMatchObject({ type: 'QuestionReviewEnded', data: { reason: 'group_jam' } });
    await t.request(`/same-question-mode/destroy-room?roomId=${room.roomId}`, { cookie: cookies['ms.rivera']! });
  });

  it('ending with no review open appends nothing', async () => {
    const position = appended();
    const ended = await json<{ ended: boolean; qrmSessionId: string | null }>(await t.postJson('/instant-review/end-question-review-mode', {}, { cookie: cookies['ms.rivera']! }));
    expect(ended).toEqual({ ended: true, qrmSessionId: null });
    expect(appended()).toBe(position);
  });
});

describe('bad input', () => {
  it('an unknown skill is 404 and appends nothing', async () => {
    const position = appended();
    const response = await t.postJson('/instant-review/start-question-review-mode', { skillIDAndLevels: [{ skillId: 'NOPE1', level: 1 }], studentUserIds: [ava] }, { cookie: cookies['ms.rivera']! });
    expect(response.status).toBe(404);
    expect(appended()).toBe(position);
  });
  it('a level outside 1–5 is 400 with its key', async () => {
    const response = await t.postJson('/instant-review/start-question-review-mode', { skillIDAndLevels: [{ skillId: 'ABC', level: 9 }], studentUserIds: [ava] }, { cookie: cookies['ms.rivera']! });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'instant_review.invalid_level' });
  });
  it('a forged question key is 400', async () => {
    const response = await t.postJson('/instant-review/submit-response', { questionKey: 'not a key', guesses: ['1'] }, { cookie: cookies['ava.b']! });
    expect(response.status).toBe(400);
  });
});

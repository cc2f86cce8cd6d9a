import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RaceFinishedPush, RaceUpdatedPush, RacewayInvitationPush, StartedRace } from '../../events/games';
import { raceQuestion } from '../../events/games/raceway-questions';
import type { PushMessage } from '../../events/log/push';
import { pushPublisher } from '../../events/log/push-publisher';
import { manualScheduler } from '../../tests/support/manual-scheduler';
import { startTestApp } from '../../tests/support/test-app';
import { demoUserId } from '../demo/demo-school';
import { RACE_UPDATED_WINDOW_MS, racewayPushes } from './raceway-push';

// The raceway's pushes over the real log (the demo school), published as the relay publishes them
// (events/log/push-publisher.ts: each new event in order) with a scheduler the test moves by hand.

let t: Awaited<ReturnType<typeof startTestApp>>;
let permacode: string;
const cookies: Record<string, string> = {};
const csrf = { 'X-CSRF-Protection': '1' };
const students = ['ava.b', 'noah.c', 'mia.d'];
const rivera = demoUserId('ms.rivera');

beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  permacode = t.log.queries.catalogue.landingPage('US', 'math', 4).find((item) => item.kind === 'skill' && item.permacode)!.permacode!;
  for (const username of [...students, 'ms.rivera', 'noah.c']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

let scheduler: ReturnType<typeof manualScheduler>;
let pushes: PushMessage[];
let stop: () => void;
beforeEach(() => {
  scheduler = manualScheduler();
  pushes = [];
  const publisher = pushPublisher(racewayPushes(t.log.logWith('raceway')), (subject, body) => {
    const { eventId: _eventId, ...payload } = JSON.parse(body) as PushMessage['payload'] & { eventId?: string };
    pushes.push({ subject, payload });
  }, { scheduler });
  let position = t.log.store.lastPosition();
  const unsubscribe = t.log.store.subscribe(() => {
    for (const event of t.log.store.readAll(position, 500)) {
      position = event.metadata.position;
      publisher.push(event);
    }
  });
  stop = () => {
    unsubscribe();
    publisher.flush();
  };
  return () => stop();
});

const as = (username: string) => ({ cookie: cookies[username]!, headers: csrf });
async function classRace(questions = 5): Promise<string> {
  const response = await t.postJson('/raceway/races', { permacode, classId: 'class_g4_room12', questions }, as('ms.rivera'));
  return ((await response.json()) as StartedRace).raceId;
}
async function answerRight(username: string, raceId: string) {
  const racer = t.log.queries.raceway.racer(raceId, demoUserId(username))!;
  const race = t.log.queries.raceway.race(raceId)!;
  const response = await t.postJson(`/raceway/races/${raceId}/answer`, { questionKey: `q${racer.questionNumber}`, response: raceQuestion(race.engine, raceId, racer.questionNumber).correctAnswer }, as(username));
  if (!response.ok) throw new Error(`answer ${response.status} ${await response.text()}`);
}
const updatesTo = (userId: string) => pushes.filter((push) => push.subject === `push.user.${userId}.room` && push.payload.event === 'RACE_UPDATED').map((push) => push.payload as unknown as RaceUpdatedPush);

describe('raceway pushes', () => {
  it('RACEWAY_INVITATION goes at once to each invited student on their general channel', async () => {
    const raceId = await classRace();
    const invitations = pushes.filter((push) => push.payload.event === 'RACEWAY_INVITATION');
    const classIds = t.log.queries.directory.studentIdsOfClass('class_g4_room12');
    expect(invitations.map((push) => push.subject).sort()).toEqual(classIds.map((id) => `push.user.${id}`).sort());
    expect(invitations[0]!.payload as unknown as RacewayInvitationPush).toMatchObject({ event: 'RACEWAY_INVITATION', raceId, teacherDisplayName: 'Ms. Rivera', questions: 5 });
  });

  it('RACE_UPDATED merges the answers of a window into one message per participant, carrying positions that never go down', async () => {
    const raceId = await classRace();
    for (const username of students) await t.postJson(`/raceway/races/${raceId}/join`, {}, as(username));
    scheduler.advance(RACE_UPDATED_WINDOW_MS);
    pushes = [];
    // Three students answer twice each within one window.
    for (let round = 0; round < 2; round++) for (const username of students) await answerRight(username, raceId);
    expect(updatesTo(rivera)).toEqual([]);
    scheduler.advance(RACE_UPDATED_WINDOW_MS);
    const toTeacher = updatesTo(rivera);
    expect(toTeacher).toHaveLength(1);
    for (const username of students) expect(toTeacher[0]!.positions[demoUserId(username)]).toBe(2);
    // Every participant — the teacher and each racer — got exactly one.
    const racers = t.log.queries.raceway.racers(raceId).map((racer) => racer.racerId);
    for (const userId of [rivera, ...racers]) expect(updatesTo(userId), userId).toHaveLength(1);
    // A later window: positions only grow.
    await answerRight('ava.b', raceId);
    scheduler.advance(RACE_UPDATED_WINDOW_MS);
    const [first, second] = updatesTo(rivera);
    for (const [racerId, position] of Object.entries(first!.positions)) expect(second!.positions[racerId]!).toBeGreaterThanOrEqual(position);
    expect(second!.positions[demoUserId('ava.b')]).toBe(3);
  });

  it('merge keeps the highest position of each racer (positions, not deltas)', () => {
    const [, updated] = racewayPushes(t.log.logWith('raceway'));
    const message = (positions: Record<string, number>): PushMessage => ({ subject: 's', payload: { event: 'RACE_UPDATED', raceId: 'r', positions, joined: [], places: {} } });
    const merged = updated!.coalesce!.merge(message({ a: 3, b: 1 }), message({ a: 2, c: 4 }));
    expect((merged.payload as unknown as RaceUpdatedPush).positions).toEqual({ a: 3, b: 1, c: 4 });
  });

  it('RACE_FINISHED goes once to every participant, with the finish order and a podium', async () => {
    const raceId = await classRace(5);
    await t.postJson(`/raceway/races/${raceId}/join`, {}, as('noah.c'));
    for (let n = 0; n < 5; n++) await answerRight('noah.c', raceId);
    await t.postJson(`/raceway/races/${raceId}/end`, {}, as('ms.rivera'));
    await t.postJson(`/raceway/races/${raceId}/end`, {}, as('ms.rivera'));
    const finished = pushes.filter((push) => push.payload.event === 'RACE_FINISHED');
    const participants = [rivera, ...t.log.queries.raceway.racers(raceId).map((racer) => racer.racerId)];
    expect(finished.map((push) => push.subject).sort()).toEqual(participants.map((id) => `push.user.${id}.room`).sort());
    const payload = finished[0]!.payload as unknown as RaceFinishedPush;
    expect(payload).toMatchObject({ event: 'RACE_FINISHED', raceId, reason: 'ended', podium: [{ racerId: demoUserId('noah.c'), place: 1 }] });
  });

  it('a solo race pushes nothing', async () => {
    const response = await t.postJson('/raceway/races', { permacode, questions: 5 }, as('noah.c'));
    const { raceId } = (await response.json()) as StartedRace;
    await answerRight('noah.c', raceId);
    scheduler.advance(RACE_UPDATED_WINDOW_MS);
    expect(pushes).toEqual([]);
  });
});

import type { RaceFinishedPush, RaceUpdatedPush, RacewayEvent, RacewayInvitationPush } from '../../events/games';
import { userSubjects, type Push, type PushMessage } from '../../events/log/push';
import type { FeatureLog } from '../features/feature-log';

// The raceway's pushes (issue 28, docs/games.md):
// - RACEWAY_INVITATION: a class race started; each invited student hears it on their general channel.
// - RACE_UPDATED: coalesced (docs/architecture.md "Recipe: a push"): as racers join, answer and cross the
//   line, every participant of the race (its teacher and its racers) gets at most one message per race per
//   window on their room channel, carrying every racer's position as the read model holds it when the
//   window closes — positions, never deltas, so a car never moves backwards and a lost message heals.
// - RACE_FINISHED: once, to every participant, with the finish order and the podium.
// Solo races push nothing (the racer's own answers answer them; a visitor has no channel).

/** At most one RACE_UPDATED per participant and race per this many ms (a class of 30 answering together). */
export const RACE_UPDATED_WINDOW_MS = 250;

type DataOf<T extends RacewayEvent['type']> = Extract<RacewayEvent, { type: T }>['data'];

export function racewayPushes(log: FeatureLog<'raceway'>, windowMs = RACE_UPDATED_WINDOW_MS): Push[] {
  const { raceway } = log.queries;
  const participantsOf = (raceId: string): string[] => {
    const race = raceway.race(raceId);
    if (!race || race.mode === 'solo') return [];
    return [race.hostUserId, ...raceway.racers(raceId).map((racer) => racer.racerId)];
  };
  const updateOf = (message: PushMessage) => message.payload as unknown as RaceUpdatedPush;

  const plain: Push = {
    derive(event) {
      const typed = event as unknown as RacewayEvent;
      if (typed.type === 'RaceStarted') {
        const data: DataOf<'RaceStarted'> = typed.data;
        if (data.mode !== 'class') return [];
        const payload: RacewayInvitationPush = {
          event: 'RACEWAY_INVITATION',
          raceId: data.raceId,
          teacherDisplayName: data.hostDisplayName,
          skillName: data.skill.name,
          questions: data.questions,
          startedAt: data.startedAt,
        };
        return data.racers.map((racer) => ({ subject: userSubjects(racer.racerId).general, payload: { ...payload } }));
      }
      if (typed.type === 'RaceFinished') {
        const data: DataOf<'RaceFinished'> = typed.data;
        const payload: RaceFinishedPush = {
          event: 'RACE_FINISHED',
          raceId: data.raceId,
          reason: data.reason,
          standings: data.standings,
          podium: data.standings.filter((each) => each.place !== null && each.place <= 3),
        };
        return participantsOf(data.raceId).map((userId) => ({ subject: userSubjects(userId).room, payload: { ...payload } }));
      }
      return [];
    },
  };

  const updated: Push = {
    derive(event) {
      const typed = event as unknown as RacewayEvent;
      if (typed.type !== 'RacerJoined' && typed.type !== 'RaceQuestionAnswered' && typed.type !== 'RacerFinished') return [];
      const { raceId, racerId } = typed.data;
      const racer = raceway.racer(raceId, racerId);
      if (!racer) return [];
      const payload: RaceUpdatedPush = {
        event: 'RACE_UPDATED',
        raceId,
        positions: { [racerId]: typed.type === 'RaceQuestionAnswered' ? typed.data.position : racer.position },
        joined: [racerId],
        places: typed.type === 'RacerFinished' ? { [racerId]: typed.data.place } : {},
      };
      return participantsOf(raceId).map((userId) => ({ subject: userSubjects(userId).room, payload: { ...payload, positions: { ...payload.positions } } }));
    },
    coalesce: {
      windowMs,
      keyOf: (message) => `${message.subject} ${updateOf(message).raceId}`,
      merge(earlier, later) {
        const [a, b] = [updateOf(earlier), updateOf(later)];
        const positions = { ...a.positions };
        for (const [racerId, position] of Object.entries(b.positions)) positions[racerId] = Math.max(positions[racerId] ?? 0, position);
        const payload: RaceUpdatedPush = { ...b, positions, joined: [...new Set([...a.joined, ...b.joined])], places: { ...a.places, ...b.places } };
        return { subject: later.subject, payload: { ...payload } };
      },
      finish(message) {
        const merged = updateOf(message);
        const racers = raceway.racers(merged.raceId);
        const positions: Record<string, number> = {};
        const places: Record<string, number> = {};
        for (const racer of racers) {
          positions[racer.racerId] = Math.max(racer.position, merged.positions[racer.racerId] ?? 0);
          if (racer.place !== null) places[racer.racerId] = racer.place;
        }
        const joined = racers.filter((racer) => racer.joinedAt !== null).map((racer) => racer.racerId);
        const payload: RaceUpdatedPush = { event: 'RACE_UPDATED', raceId: merged.raceId, positions, joined, places };
        return { subject: message.subject, payload: { ...payload } };
      },
    },
  };

  return [plain, updated];
}

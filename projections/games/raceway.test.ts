import { describe, expect, it } from 'vitest';
import type { RacewayEvent } from '../../events/games/raceway-races';
import { projectionSpecification } from '../projection-specification';
import { racewayProjection, racewayQueries } from './raceway';

const spec = projectionSpecification(racewayProjection, racewayQueries);
const engine = { subject: 'math' as const, grade: 4, topic: 'multiplication', name: 'Multiply' };
const at = (seconds: number) => new Date(Date.parse('2026-11-02T09:00:00.000Z') + seconds * 1_000).toISOString();

const started = (raceId: string, mode: 'solo' | 'class', racers: string[], startSeconds = 0): RacewayEvent => ({
  type: 'RaceStarted',
  data: {
    raceId,
    hostUserId: mode === 'solo' ? racers[0]! : 'u_rivera',
    hostDisplayName: 'Ms. Rivera',
    mode,
    visitor: false,
    classId: mode === 'class' ? 'class_1' : null,
    skill: { skillId: 7, permacode: 'ABC7', name: 'Multiply', engine },
    questions: 5,
    racers: racers.map((racerId) => ({ racerId, displayName: racerId })),
    paceCars: mode === 'solo' ? [{ name: 'Pace car 1', secondsPerQuestion: 7.2 }] : [],
    startedAt: at(startSeconds),
  },
});
const joined = (raceId: string, racerId: string, seconds: number): RacewayEvent => ({ type: 'RacerJoined', data: { raceId, racerId, joinedAt: at(seconds) } });
const answered = (raceId: string, racerId: string, questionNumber: number, correct: boolean, position: number, seconds: number): RacewayEvent => ({
  type: 'RaceQuestionAnswered',
  data: { raceId, racerId, questionNumber, response: '1', correct, correctAnswer: '2', position, penaltyUntil: correct ? null : at(seconds + 3), answeredAt: at(seconds) },
});

describe('the raceway read model', () => {
  it('holds each racer’s position, answers, penalty, last answer and finish; the race’s end and standings', () =>
    spec
      .given([
        started('r1', 'class', ['u_ava', 'u_noah']),
        joined('r1', 'u_ava', 2),
        answered('r1', 'u_ava', 1, true, 1, 4),
        answered('r1', 'u_ava', 2, false, 1, 6),
        { type: 'RacerFinished', data: { raceId: 'r1', racerId: 'u_ava', place: 1, finishedAt: at(9), milliseconds: 7_000 } },
        { type: 'RaceFinished', data: { raceId: 'r1', reason: 'ended', endedBy: 'u_rivera', endedAt: at(10), standings: [{ racerId: 'u_ava', displayName: 'u_ava', pace: false, place: 1, position: 1 }] } },
      ])
      .then((q) => {
        expect(q.racer('r1', 'u_ava')).toEqual({
          raceId: 'r1',
          racerId: 'u_ava',
          displayName: 'u_ava',
          joinedAt: at(2),
          position: 1,
          answered: 2,
          right: 1,
          questionNumber: 3,
          penaltyUntil: at(9),
          lastAnswer: { questionNumber: 2, correct: false, correctAnswer: '2' },
          lastAnswerAt: at(6),
          finishedAt: at(9),
          place: 1,
        });
        expect(q.racer('r1', 'u_noah')).toMatchObject({ joinedAt: null, position: 0, answered: 0 });
        expect(q.race('r1')).toMatchObject({ mode: 'class', endedAt: at(10), endReason: 'ended', engine, standings: [{ racerId: 'u_ava', place: 1 }] });
        expect(q.historyOf('u_ava')).toHaveLength(1);
        expect(q.historyOf('u_noah')).toEqual([]); // never joined: no race run
      }));

  it('a solo racer joins at the start; a racer’s pace is seconds per right answer over their latest races, null before any', () =>
    spec
      .given([
        started('s1', 'solo', ['u_ava'], 0),
        answered('s1', 'u_ava', 1, true, 1, 4),
        answered('s1', 'u_ava', 2, true, 2, 10),
        started('s2', 'solo', ['u_ava'], 100),
        answered('s2', 'u_ava', 1, true, 1, 102),
      ])
      .then((q) => {
        expect(q.racer('s1', 'u_ava')!.joinedAt).toBe(at(0));
        // (10 s + 2 s) for 3 right answers: 4 s each.
        expect(q.recentSecondsPerQuestion('u_ava')).toBe(4);
        expect(q.recentSecondsPerQuestion('u_noah')).toBeNull();
      }));
});

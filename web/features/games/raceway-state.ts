import type { RaceFinishedPush, RaceUpdatedPush, RaceView } from '../../../events/games';
import { paceCarPosition } from '../../../events/games/raceway-contract';

// The race page's state, pure: what a RACE_UPDATED or RACE_FINISHED push, an answer's reply or a reload does to
// the race as the page shows it. A car never moves backwards: positions are the highest the page has heard.

/** Applies a RACE_UPDATED: each car to the higher of where it is and where the push says it is. */
export function withUpdate(race: RaceView, update: RaceUpdatedPush): RaceView {
  if (update.raceId !== race.raceId) return race;
  const joined = new Set(update.joined);
  return {
    ...race,
    cars: race.cars.map((car) => ({
      ...car,
      position: Math.max(car.position, update.positions[car.racerId] ?? 0),
      joined: car.joined || joined.has(car.racerId),
      place: car.place ?? update.places[car.racerId] ?? null,
    })),
  };
}

/** A fresher view of the race (a reply, a reload): the server's, but no car goes back. */
export function withView(previous: RaceView | null, next: RaceView): RaceView {
  if (previous === null || previous.raceId !== next.raceId) return next;
  const before = new Map(previous.cars.map((car) => [car.racerId, car.position]));
  return { ...next, cars: next.cars.map((car) => (car.pace ? car : { ...car, position: Math.max(car.position, before.get(car.racerId) ?? 0) })) };
}

/** Applies RACE_FINISHED: the race is over, with its finish order. */
export function withFinish(race: RaceView, finish: RaceFinishedPush, now: Date): RaceView {
  if (finish.raceId !== race.raceId || race.standings !== null) return race;
  const placed = new Map(finish.standings.map((each) => [each.racerId, each]));
  return {
    ...race,
    endedAt: now.toISOString(),
    endReason: finish.reason,
    standings: finish.standings,
    question: null,
    cars: race.cars.map((car) => ({ ...car, position: Math.max(car.position, placed.get(car.racerId)?.position ?? 0), place: placed.get(car.racerId)?.place ?? car.place })),
  };
}

/** The pace cars where they are `elapsedMs` after the start (by the server's clock, offset to the page's). */
export function withPaceCars(race: RaceView, elapsedMs: number): RaceView {
  if (race.paceCars.length === 0 || race.endedAt !== null) return race;
  return {
    ...race,
    cars: race.cars.map((car, index) => {
      if (!car.pace) return car;
      const pace = race.paceCars[index - (race.cars.length - race.paceCars.length)];
      return pace ? { ...car, position: Math.max(car.position, paceCarPosition(pace.secondsPerQuestion, elapsedMs, race.questions)) } : car;
    }),
  };
}

/** The podium: the first three placed. */
export function podiumOf(race: RaceView) {
  return (race.standings ?? []).filter((each) => each.place !== null && each.place <= 3);
}

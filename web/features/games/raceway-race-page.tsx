import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaceView } from '../../../events/games';
import { HttpError } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { usePushMessages } from '../../shared/realtime/realtime-context';
import { raceFinishedSchema, raceUpdatedSchema, racewayApi, type RacewayApi } from './raceway-api';
import { podiumOf, withFinish, withPaceCars, withUpdate, withView } from './raceway-state';
import './games.css';

// The race page (issue 28, docs/games.md): `/raceway/race/{raceId}` (the call is `/raceway/races/{raceId}`). Every car on a track (a <progress> per car:
// its right answers of the race's questions), moved live by RACE_UPDATED (positions, never backwards) and ended by
// RACE_FINISHED with the podium; a racer's own question below, the teacher's (or solo racer's) end button. A reload
// reads the race again from the server: the racer is back where they were.

export interface RaceProps {
  raceId: string;
  api?: RacewayApi;
}

const PACE_TICK_MS = 500;

export function RacewayRacePage({ raceId, api = racewayApi }: RaceProps) {
  const { t } = useTranslation();
  const [race, setRace] = useState<RaceView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ correct: boolean; correctAnswer: string } | null>(null);
  const [holdUntil, setHoldUntil] = useState(0);
  const [busy, setBusy] = useState(false);
  const clockOffset = useRef(0);

  const show = useCallback((next: RaceView) => {
    clockOffset.current = Date.parse(next.serverTime) - Date.now();
    setRace((previous) => withView(previous, next));
    if (next.penaltyMs > 0) setHoldUntil(Date.now() + next.penaltyMs);
  }, []);
  const failed = (cause: unknown) => setError(cause instanceof HttpError ? cause.errorKey : 'raceway.unavailable');

  useEffect(() => {
    let live = true;
    api.race(raceId).then((view) => live && show(view), (cause: unknown) => live && failed(cause));
    return () => {
      live = false;
    };
  }, [api, raceId, show]);

  usePushMessages('room', (message) => {
    if (message.event === 'RACE_UPDATED') {
      const update = raceUpdatedSchema.safeParse(message);
      if (update.success) setRace((current) => (current ? withUpdate(current, update.data) : current));
    } else if (message.event === 'RACE_FINISHED') {
      const finish = raceFinishedSchema.safeParse(message);
      if (finish.success) setRace((current) => (current ? withFinish(current, finish.data, new Date()) : current));
    }
  });

  // A solo race's pace cars move by the server's clock.
  const solo = race?.mode === 'solo' && race.endedAt === null;
  useEffect(() => {
    if (!solo) return;
    const tick = setInterval(() => setRace((current) => (current ? withPaceCars(current, Date.now() + clockOffset.current - Date.parse(current.startedAt)) : current)), PACE_TICK_MS);
    return () => clearInterval(tick);
  }, [solo]);

  // A wrong answer holds the car: the form opens again when the server's penalty is over.
  const [, rerender] = useState(0);
  useEffect(() => {
    const wait = holdUntil - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => rerender((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [holdUntil]);
  const held = holdUntil > Date.now();

  if (race === null) {
    return (
      <main className="raceway">
        <h1>{t('raceway.title')}</h1>
        {error !== null ? <p role="alert">{t(error, { defaultValue: t('raceway.unavailable') })}</p> : <p role="status">{t('raceway.loading')}</p>}
      </main>
    );
  }

  const join = () => api.join(race.raceId).then(show, failed);
  const end = () => api.end(race.raceId).then(show, failed);
  const answer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const response = String(new FormData(form).get('response') ?? '').trim();
    if (response === '' || race.question === null || busy) return;
    setBusy(true);
    try {
      const judged = await api.answer(race.raceId, race.question.questionKey, response, newIdempotencyKey());
      setFeedback({ correct: judged.correct, correctAnswer: judged.correctAnswer });
      show(judged.race);
      form.reset();
      setError(null);
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(false);
    }
  };

  const over = race.endedAt !== null;
  const podium = podiumOf(race);
  return (
    <main className="raceway">
      <h1>{t('raceway.raceTitle', { skill: race.skillName })}</h1>
      <p className="raceway-subtitle">{race.mode === 'solo' ? t('raceway.soloSubtitle', { questions: race.questions }) : t('raceway.classSubtitle', { teacher: race.hostDisplayName, questions: race.questions })}</p>
      <ol className="raceway-track" aria-label={t('raceway.track')}>
        {race.cars
          .filter((car) => car.joined || car.pace)
          .map((car) => (
            <li key={car.racerId} className={car.racerId === race.racerId ? 'raceway-lane raceway-lane--you' : 'raceway-lane'} data-testid={`car-${car.racerId}`}>
              <span className="raceway-name">{car.racerId === race.racerId ? t('raceway.you', { name: car.displayName }) : car.displayName}</span>
              <progress className="raceway-car" max={race.questions} value={car.position} aria-label={t('raceway.carPosition', { name: car.displayName, position: car.position, questions: race.questions })} />
              {car.place !== null ? <span className="raceway-place">{t('raceway.place', { place: car.place })}</span> : null}
            </li>
          ))}
      </ol>
      {error !== null ? <p role="alert">{t(error, { defaultValue: t('raceway.unavailable') })}</p> : null}
      {race.role === 'racer' && !race.joined && !over ? (
        <button type="button" className="button button-primary" onClick={join}>
          {t('raceway.join')}
        </button>
      ) : null}
      <div aria-live="polite" className="raceway-feedback">
        {feedback ? (feedback.correct ? t('raceway.right') : t('raceway.wrong', { answer: feedback.correctAnswer })) : null}
      </div>
      {race.question !== null && !over ? (
        <form className="raceway-question" onSubmit={answer}>
          <p className="raceway-prompt">{race.question.prompt}</p>
          {race.question.choices ? (
            <fieldset>
              <legend>{t('raceway.choose')}</legend>
              {race.question.choices.map((choice) => (
                <label key={choice}>
                  <input type="radio" name="response" value={choice} /> {choice}
                </label>
              ))}
            </fieldset>
          ) : (
            <label>
              {t('raceway.answer')}
              <input name="response" autoComplete="off" maxLength={200} />
            </label>
          )}
          <button type="submit" className="button button-primary" disabled={held || busy}>
            {held ? t('raceway.held') : t('raceway.go')}
          </button>
        </form>
      ) : null}
      {(race.role === 'host' || race.role === 'solo') && !over ? (
        <button type="button" className="button" onClick={end}>
          {t('raceway.end')}
        </button>
      ) : null}
      {over ? <RacePodium race={race} podium={podium} /> : null}
    </main>
  );
}

export function RacePodium({ race, podium }: { race: RaceView; podium: ReturnType<typeof podiumOf> }) {
  const { t } = useTranslation();
  return (
    <section className="raceway-podium" aria-labelledby="raceway-podium-title">
      <h2 id="raceway-podium-title">{t('raceway.podium')}</h2>
      {podium.length === 0 ? (
        <p>{t('raceway.noFinishers')}</p>
      ) : (
        <ol>
          {podium.map((each) => (
            <li key={each.racerId} data-testid={`podium-${each.place}`}>
              {t('raceway.podiumPlace', { place: each.place, name: each.racerId === race.racerId ? t('raceway.you', { name: each.displayName }) : each.displayName })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JudgedRaceAnswer, RaceView } from '../../../events/games';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import type { RacewayApi } from './raceway-api';
import { RacewayInvitationBanners } from './raceway-invitation-banner';
import { RacewayRacePage } from './raceway-race-page';

afterEach(cleanup);

const race: RaceView = {
  raceId: 'race-1',
  mode: 'class',
  skillName: 'Multiply by 2',
  permacode: 'ABC12',
  questions: 5,
  hostDisplayName: 'Ms. Rivera',
  startedAt: '2026-11-02T09:00:00.000Z',
  serverTime: '2026-11-02T09:00:01.000Z',
  endedAt: null,
  endReason: null,
  role: 'racer',
  racerId: 'u_ava',
  joined: true,
  paceCars: [],
  cars: [
    { racerId: 'u_ava', displayName: 'Ava B.', pace: false, position: 0, joined: true, place: null },
    { racerId: 'u_noah', displayName: 'Noah C.', pace: false, position: 0, joined: true, place: null },
  ],
  question: { questionKey: 'q1', prompt: '2 × 3 = ?', answerType: 'number', choices: null },
  penaltyMs: 0,
  lastAnswer: null,
  standings: null,
};

function fakeApi(view: RaceView = race) {
  const answers: string[] = [];
  const api: RacewayApi = {
    startRace: vi.fn(async () => ({ raceId: view.raceId })),
    race: vi.fn(async () => view),
    join: vi.fn(async () => view),
    answer: vi.fn(async (_raceId, questionKey, response): Promise<JudgedRaceAnswer> => {
      answers.push(`${questionKey} ${response}`);
      const correct = response === '6';
      const cars = view.cars.map((car) => (car.racerId === 'u_ava' && correct ? { ...car, position: 1 } : car));
      return { correct, correctAnswer: '6', position: correct ? 1 : 0, penaltyMs: correct ? 0 : 3_000, place: null, race: { ...view, cars, question: { ...view.question!, questionKey: 'q2', prompt: '2 × 4 = ?' }, penaltyMs: correct ? 0 : 3_000 } };
    }),
    end: vi.fn(async () => view),
  };
  return { api, answers };
}

function wrap(node: ReactNode) {
  const realtime = fakeRealtime();
  const result = render(
    <I18nextProvider i18n={createI18n()}>
      <RealtimeProvider userId="u_ava" logic={realtime.logic}>
        {node}
      </RealtimeProvider>
    </I18nextProvider>,
  );
  return { ...result, realtime };
}

const carOf = (racerId: string) => within(screen.getByTestId(`car-${racerId}`)).getByRole('progressbar');

describe('the race page', () => {
  it('moves every car on a RACE_UPDATED from the realtime link, never backwards', async () => {
    const { api } = fakeApi();
    const { realtime } = wrap(<RacewayRacePage raceId="race-1" api={api} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Race: Multiply by 2' })).toBeInTheDocument();
    await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
    expect(carOf('u_noah')).toHaveAttribute('value', '0');
    act(() => realtime.deliver('room', { event: 'RACE_UPDATED', raceId: 'race-1', positions: { u_noah: 3, u_ava: 1 }, joined: ['u_ava', 'u_noah'], places: {} }));
    expect(carOf('u_noah')).toHaveAttribute('value', '3');
    expect(carOf('u_ava')).toHaveAttribute('value', '1');
    // An older message that arrives late does not move a car back; another race's is not this one's.
    act(() => realtime.deliver('room', { event: 'RACE_UPDATED', raceId: 'race-1', positions: { u_noah: 2 }, joined: [], places: {} }));
    act(() => realtime.deliver('room', { event: 'RACE_UPDATED', raceId: 'race-9', positions: { u_noah: 5 }, joined: [], places: {} }));
    expect(carOf('u_noah')).toHaveAttribute('value', '3');
  });

  it('answers its own question; a wrong answer shows the answer and holds the car', async () => {
    const { api, answers } = fakeApi();
    wrap(<RacewayRacePage raceId="race-1" api={api} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), '7{Enter}');
    expect(answers).toEqual(['q1 7']);
    expect(await screen.findByText('Not quite: the answer is 6. Your car waits 3 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Penalty…' })).toBeDisabled();
  });

  it('shows the podium on RACE_FINISHED, and no question after it', async () => {
    const { api } = fakeApi();
    const { realtime } = wrap(<RacewayRacePage raceId="race-1" api={api} />);
    await screen.findByRole('textbox', { name: 'Your answer' });
    await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
    act(() =>
      realtime.deliver('room', {
        event: 'RACE_FINISHED',
        raceId: 'race-1',
        reason: 'all_finished',
        standings: [
          { racerId: 'u_noah', displayName: 'Noah C.', pace: false, place: 1, position: 5 },
          { racerId: 'u_ava', displayName: 'Ava B.', pace: false, place: 2, position: 5 },
        ],
        podium: [
          { racerId: 'u_noah', displayName: 'Noah C.', pace: false, place: 1, position: 5 },
          { racerId: 'u_ava', displayName: 'Ava B.', pace: false, place: 2, position: 5 },
        ],
      }),
    );
    const podium = screen.getByRole('region', { name: 'Podium' });
    expect(within(podium).getByTestId('podium-1')).toHaveTextContent('1. Noah C.');
    expect(within(podium).getByTestId('podium-2')).toHaveTextContent('2. Ava B. (you)');
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(carOf('u_noah')).toHaveAttribute('value', '5');
  });

  it('the teacher sees every car and an end button, and no question', async () => {
    const { api } = fakeApi({ ...race, role: 'host', racerId: null, question: null });
    wrap(<RacewayRacePage raceId="race-1" api={api} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End the race' }));
    expect(api.end).toHaveBeenCalledWith('race-1');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('the raceway invitation banner', () => {
  it('appears at once on RACEWAY_INVITATION, links into the race, and goes when the race finishes', async () => {
    const { realtime } = wrap(<RacewayInvitationBanners currentPath="/" />);
    await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
    expect(screen.queryByTestId('raceway-invitation')).not.toBeInTheDocument();
    act(() => realtime.deliver('general', { event: 'RACEWAY_INVITATION', raceId: 'race-1', teacherDisplayName: 'Ms. Rivera', skillName: 'Multiply by 2', questions: 10, startedAt: '2026-11-02T09:00:00.000Z' }));
    const banner = screen.getByTestId('raceway-invitation');
    expect(banner).toHaveTextContent('Ms. Rivera started a race: Multiply by 2 (10 questions).');
    expect(within(banner).getByRole('link', { name: 'Join the race' })).toHaveAttribute('href', '/raceway/race/race-1');
    act(() => realtime.deliver('room', { event: 'RACE_FINISHED', raceId: 'race-1', reason: 'ended', standings: [], podium: [] }));
    expect(screen.queryByTestId('raceway-invitation')).not.toBeInTheDocument();
  });

  it('is not shown on the race’s own page', async () => {
    const { realtime } = wrap(<RacewayInvitationBanners currentPath="/raceway/race/race-1" />);
    await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
    act(() => realtime.deliver('general', { event: 'RACEWAY_INVITATION', raceId: 'race-1', teacherDisplayName: 'Ms. Rivera', skillName: 'Multiply by 2', questions: 10, startedAt: '2026-11-02T09:00:00.000Z' }));
    expect(screen.queryByTestId('raceway-invitation')).not.toBeInTheDocument();
  });
});

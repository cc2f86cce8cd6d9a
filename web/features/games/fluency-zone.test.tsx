// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { FEEDBACK_MS } from './fluency-round-machine';
import { FluencyProgressPage, FluencyZonePage, type FluencyViewer } from './fluency-zone-page';
import { fakeFluencyServer, gamesHidden, progressFixture } from './games-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  profilePreferencesStore.getState().update({ hideGames: false });
});

const member: FluencyViewer = { signedIn: true, canChangeGames: true };
const visitor: FluencyViewer = { signedIn: false, canChangeGames: true };
const child: FluencyViewer = { signedIn: true, canChangeGames: false };

function wrap(node: ReactNode) {
  return render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>{node}</I18nextProvider>
    </StrictMode>,
  );
}

/** A stand-in for the app's fluency-zone sign-in dialog (web/app composes the real one; web/app/game-routes.test.tsx). */
const stubDialog = (onClose: () => void) => (
  <div role="dialog" aria-label="Sign in to the fluency zone">
    <button type="button" onClick={onClose}>
      Close
    </button>
  </div>
);

function renderRound(options: Parameters<typeof fakeFluencyServer>[0] = {}, search = '?operation=multiplication&upTo=12', viewer = member) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fake = fakeFluencyServer(options);
  let keys = 0;
  wrap(<FluencyZonePage viewer={viewer} search={search} renderSignInDialog={stubDialog} api={fake.api} now={() => Date.now()} newKey={() => `key-${++keys}`} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...fake, user };
}

const answerField = () => screen.getByRole('textbox', { name: 'Your answer' });

describe('the fluency zone page', () => {
  it('offers the round the game’s address chose, by keyboard, and plays it: one fact at a time, Enter to answer, feedback, a countdown', async () => {
    const { user, calls, answers } = renderRound();
    expect(screen.getByRole('heading', { level: 1, name: 'Math fluency zone' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Multiplication' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'To 12 × 12' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'See your multiplication progress' })).toHaveAttribute('href', '/fluency-zone/progress/multiplication');
    // Another operation offers its own ranges.
    await user.click(screen.getByRole('radio', { name: 'Addition' }));
    expect(screen.getByRole('radio', { name: 'Within 10' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'To 12 × 12' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Within 20' }));
    await user.click(screen.getByRole('button', { name: 'Start the round' }));

    expect(await screen.findByTestId('fluency-prompt')).toHaveTextContent('2 × 1 =');
    expect(calls[0]).toBe('start addition 20');
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('2:00');
    expect(answerField()).toHaveFocus();
    expect(answerField()).toHaveAttribute('inputmode', 'numeric');
    expect(answerField()).toHaveAccessibleDescription('Type a whole number and press Enter.');

    await user.keyboard('2{Enter}');
    expect(await screen.findByText('Right! 1.2 s')).toBeInTheDocument();
    expect(screen.getByTestId('fluency-feedback')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('fluency-tally')).toHaveTextContent('1 right of 1');
    expect(answers[0]).toEqual({ roundId: 'round-1', factKey: '2x1', response: '2', idempotencyKey: 'key-1' });

    // The next fact comes by itself; the cursor is back in the field.
    await act(async () => vi.advanceTimersByTime(FEEDBACK_MS.right));
    expect(await screen.findByText('2 × 2 =')).toBeInTheDocument();
    expect(answerField()).toHaveValue('');
    expect(answerField()).toHaveFocus();
    await user.keyboard('5{Enter}');
    expect(await screen.findByText('Not quite: 2 × 2 = 4')).toBeInTheDocument();
    // Enter goes on at once.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('2 × 3 =')).toBeInTheDocument();
    await user.keyboard('6{Enter}');
    expect(await screen.findByText('Right! 1.2 s — 2 × 3 is fluent.')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^0:5\d$/);
  });

  it('ends after two minutes with the round’s tally, and plays again', async () => {
    const { user, calls } = renderRound({ secondsLeft: 5 });
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    await screen.findByText('2 × 1 =');
    await user.keyboard('2{Enter}');
    await screen.findByText('Right! 1.2 s');
    await act(async () => vi.advanceTimersByTime(5_000));
    const finished = await screen.findByTestId('fluency-finished');
    expect(within(finished).getByRole('heading', { name: "Time's up!" })).toHaveFocus();
    expect(screen.getByTestId('fluency-summary')).toHaveTextContent('You answered 1 fact: 1 right.');
    expect(within(finished).getByRole('link', { name: 'See your multiplication progress' })).toHaveAttribute('href', '/fluency-zone/progress/multiplication');
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    await screen.findByTestId('fluency-prompt');
    expect(calls.filter((call) => call.startsWith('start'))).toEqual(['start multiplication 12', 'start multiplication 12']);
  });

  it('asks for a number rather than sending an empty answer', async () => {
    const { user, calls } = renderRound();
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    await screen.findByText('2 × 1 =');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a whole number first.');
    expect(answerField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.startsWith('answer'))).toEqual([]);
  });

  it('gives a visitor the fluency-zone sign-in dialog, open on arrival, and a button to open it again', async () => {
    const user = userEvent.setup();
    wrap(<FluencyZonePage viewer={visitor} search="" renderSignInDialog={stubDialog} />);
    expect(screen.getByRole('dialog', { name: 'Sign in to the fluency zone' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to play' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign in to play' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('hideGames on the fluency zone’s pages (a direct link)', () => {
  it('says games are off, and where to turn them on again, instead of the game', () => {
    profilePreferencesStore.getState().update({ hideGames: true });
    wrap(<FluencyZonePage viewer={member} search="?operation=addition&upTo=10" renderSignInDialog={stubDialog} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Games are turned off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Profile & Settings' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Start the round' })).not.toBeInTheDocument();
  });

  it('tells a family child a parent turned them off', () => {
    profilePreferencesStore.getState().update({ hideGames: true });
    wrap(<FluencyProgressPage viewer={child} operation="addition" renderSignInDialog={stubDialog} load={async () => progressFixture()} />);
    expect(screen.getByText('A parent turned games off for this account.')).toBeInTheDocument();
    expect(screen.queryByTestId('fluency-grid')).not.toBeInTheDocument();
  });

  it('says the same when the server answers games.hidden (the setting changed elsewhere)', async () => {
    const { user } = renderRound({ failStart: gamesHidden() });
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    expect(await screen.findByRole('heading', { name: 'Games are turned off' })).toBeInTheDocument();
  });
});

describe('the progress page', () => {
  it('shows every fact on a grid by its state, marked as well as coloured, with its legend, the streak and the rounds', async () => {
    const load = vi.fn(async () => progressFixture());
    const user = userEvent.setup();
    wrap(<FluencyProgressPage viewer={member} operation="addition" renderSignInDialog={stubDialog} load={load} />);
    expect(screen.getByText('Loading your progress…')).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: /Every addition fact by its state/ });
    expect(load).toHaveBeenCalledWith('addition', expect.any(AbortSignal));
    expect(screen.getByRole('link', { name: 'Addition' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Division' })).toHaveAttribute('href', '/fluency-zone/progress/division');
    // Within 20 by default: 11 × 11 facts.
    const cells = within(grid).getAllByTestId('fluency-cell');
    expect(cells).toHaveLength(121);
    const fluent = cells.find((cell) => cell.dataset.fact === '3+4')!;
    expect(fluent).toHaveAttribute('data-state', 'fluent');
    expect(fluent).toHaveClass('fluency-cell--fluent');
    expect(fluent).toHaveTextContent('★3 + 4, fluent');
    expect(cells.find((cell) => cell.dataset.fact === '2+2')).toHaveTextContent('◐2 + 2, learning');
    expect(cells.find((cell) => cell.dataset.fact === '9+9')).toHaveTextContent('○9 + 9, new');
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(within(screen.getByTestId('fluency-legend')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '○New: not tried yet (119)',
      '◐Learning: not yet right within 3 s in 3 of the last 4 tries (1)',
      '★Fluent: right within 3 s in 3 of the last 4 tries (1)',
    ]);
    expect(screen.getByTestId('fluency-streak')).toHaveTextContent('4 right answers in a row (best: 9)');
    const round = within(screen.getByTestId('fluency-rounds')).getAllByTestId('fluency-round')[0]!;
    expect(within(round).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['Within 20', '30', '27', '90%', '15', '12']);

    // Within 10 narrows the grid to its 66 facts.
    await user.click(screen.getByRole('radio', { name: 'Within 10' }));
    expect(within(grid).getAllByTestId('fluency-cell')).toHaveLength(66);
    expect(screen.getByRole('link', { name: 'Play a round' })).toHaveAttribute('href', '/fluency-zone?operation=addition&upTo=10');
  });

  it('says when nothing was played yet', async () => {
    wrap(<FluencyProgressPage viewer={member} operation="addition" renderSignInDialog={stubDialog} load={async () => progressFixture({ rounds: [] })} />);
    expect(await screen.findByTestId('fluency-no-rounds')).toHaveTextContent('No rounds yet.');
  });

  it('gives a visitor the sign-in dialog', () => {
    wrap(<FluencyProgressPage viewer={visitor} operation="addition" renderSignInDialog={stubDialog} />);
    expect(screen.getByRole('dialog', { name: 'Sign in to the fluency zone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fluency progress' })).toBeInTheDocument();
  });
});

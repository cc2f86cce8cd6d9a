// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { LandingPage } from './landing-page';
import { ok, renderWithI18n, stubFetch, subjectLanding, type Answer } from './landing-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the subject page', () => {
  it('asks for the subject and lists its grades as the edition names them, each a page-load link', async () => {
    const requests = stubFetch(() => ok(subjectLanding('UK')));
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    expect(screen.getByTestId('landing-loading')).toHaveTextContent('Loading…');
    expect(await screen.findByTestId('landing-heading')).toHaveTextContent(/^Math$/);
    expect(requests).toEqual(['/catalogue/landing?subject=math']);
    expect(screen.getByTestId('grade-link-0')).toHaveTextContent('Reception');
    expect(screen.getByTestId('grade-link-4')).toHaveTextContent('Year 5');
    expect(screen.getByTestId('grade-link-4')).toHaveAttribute('href', '/math/grade-4');
    expect(screen.getAllByRole('link', { name: /^(Reception|Year \d+)$/ })).toHaveLength(13);
    expect(screen.getByTestId('landing-games')).toHaveAttribute('id', 'games');
    const games = screen.getAllByTestId('landing-game');
    expect(games.map((game) => game.id)).toEqual(['game-1001', 'game-1005']);
    expect(games[1]).toHaveTextContent('Fluency zone: multiplication to 10 × 10 Grades 3rd–4th');
    // Issue 28: each game links to its own page, with its screenshot.
    expect(within(games[1]!).getByRole('link', { name: 'Fluency zone: multiplication to 10 × 10' })).toHaveAttribute('href', '/fluency-zone?operation=multiplication&upTo=10');
    expect(games[1]!.querySelector('img')).toHaveAttribute('src', '/games/screenshots/multiplication-10.svg');
    expect(screen.queryByTestId('landing-loading')).not.toBeInTheDocument();
  });

  it('shows no games section to whoever has hideGames on (issue 28)', async () => {
    stubFetch(() => ok({ ...subjectLanding(), games: [], gamesHidden: true }));
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    expect(await screen.findByTestId('landing-heading')).toHaveTextContent('Math');
    expect(screen.queryByTestId('landing-games')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Fluency zone/ })).not.toBeInTheDocument();
  });

  it('hides the games as soon as hideGames is turned on in this browser (issue 28)', async () => {
    stubFetch(() => ok(subjectLanding()));
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    expect(await screen.findAllByTestId('landing-game')).toHaveLength(2);
    act(() => profilePreferencesStore.getState().update({ hideGames: true }));
    expect(screen.queryByTestId('landing-games')).not.toBeInTheDocument();
    act(() => profilePreferencesStore.getState().update({ hideGames: false }));
    expect(screen.getAllByTestId('landing-game')).toHaveLength(2);
  });

  it('links the other subjects (not itself)', async () => {
    stubFetch(() => ok(subjectLanding()));
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    const others = within(await screen.findByRole('navigation', { name: 'Other subjects' }));
    expect(others.getByTestId('subject-link-sci')).toHaveAttribute('href', '/sci');
    expect(others.getByTestId('subject-link-sci')).toHaveTextContent('Science');
    expect(others.queryByTestId('subject-link-math')).not.toBeInTheDocument();
  });

  it('says when the data could not be loaded, and tries again', async () => {
    let answer: Answer = 'offline';
    stubFetch(() => answer);
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    expect(await screen.findByTestId('landing-error')).toHaveTextContent("We couldn't reach the server.");
    expect(screen.queryByTestId('landing-heading')).not.toBeInTheDocument();
    answer = ok(subjectLanding());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('landing-heading')).toHaveTextContent('Math');
    expect(screen.queryByTestId('landing-error')).not.toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a failed load', async () => {
    stubFetch(() => ok({ subject: 'math', grades: 'none' }));
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    expect(await screen.findByTestId('landing-error')).toHaveTextContent("We couldn't load this page.");
  });
});

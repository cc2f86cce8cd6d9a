// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { SearchClick } from './follow-search-result';
import type { SearchResult } from '../../shared/search/search-result';
import { searchResultFixture } from './search-result-fixture';
import type { SearchAddress } from './search-address';
import type { ResultsPage } from './search-results-api';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { searchResultsMachine } from './search-results-machine';
import { SearchResultsPage } from './search-results-page';

const result = (type: SearchResult['type'], name: string, overrides: Partial<SearchResult> = {}): SearchResult =>
  searchResultFixture({
    type,
    formattedName: name,
    url: `/math/grade-4/${type}/${encodeURIComponent(name)}`,
    gradeRange: type === 'game' ? '3rd–5th' : null,
    skillNumber: type === 'skill' ? 'C.12' : null,
    ...overrides,
  });

function page(address: SearchAddress): ResultsPage {
  const n = address.page;
  return {
    q: address.q,
    filters: address.filters,
    page: n,
    pageSize: 24,
    counts: { level: 0, skill: 60, topic: 0, lesson: 0, game: 2, takeoff: 0 },
    skillCodeMatches: n === 1 ? [result('skill', 'Time: up to 100', { matchedCategory: 'skillCode', skillCodeMatch: 'C.12' })] : [],
    results: [
      result('skill', `Skill p${n}`),
      result('skill', `Upcoming p${n}`, { isUpcomingSkill: true }),
      ...(address.filters.includes('skill') ? [] : [result('game', `Game p${n}`)]),
    ],
    trackingId: 'track-9',
  };
}

function renderPage(search: string, fetchPage: (address: SearchAddress) => Promise<ResultsPage> = async (a) => page(a)) {
  const requested: SearchAddress[] = [];
  const machine = searchResultsMachine.provide({
    actors: {
      fetchPage: fromPromise<ResultsPage, SearchAddress>(({ input }) => {
        requested.push(input);
        return fetchPage(input);
      }),
    },
  });
  const onNavigate = vi.fn();
  const logged: SearchClick[] = [];
  const openUrl = vi.fn();
  const follow = { logClick: async (click: SearchClick) => void logged.push(click), openUrl, track: vi.fn() };
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <SearchResultsPage search={search} onNavigate={onNavigate} machine={machine} follow={follow} />
    </I18nextProvider>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <I18nextProvider i18n={createI18n()}>
        <SearchResultsPage search={next} onNavigate={onNavigate} machine={machine} follow={follow} />
      </I18nextProvider>,
    );
  return { requested, onNavigate, logged, openUrl, rerender, user: userEvent.setup() };
}

const names = () => screen.getAllByTestId('search-result').map((row) => row.querySelector('.search-result-name')?.textContent);

afterEach(cleanup);

describe('the /search results page', () => {
  it('shows the skill-code matches first, then each type, upcoming skills not as links', async () => {
    const { requested } = renderPage('?q=C.12&resultPageOrigin=quickbar');
    await screen.findAllByTestId('search-result');
    expect(requested[0]).toEqual({ q: 'C.12', filters: [], page: 1, resultPageOrigin: 'quickbar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “C.12”');
    expect(names()).toEqual(['Time: up to 100', 'Skill p1', 'Upcoming p1', 'Game p1']);
    expect(screen.getAllByTestId('search-result')[0]).toHaveAttribute('data-code-match', 'true');
    const upcoming = screen.getAllByTestId('search-result')[2]!;
    expect(within(upcoming).queryByRole('link')).toBeNull();
    expect(upcoming).toHaveTextContent('Coming soon');
    expect(screen.getByRole('heading', { name: 'Games (2)' })).toBeInTheDocument();
  });

  it('shows a skill’s standards codes beside its other details, and none for other kinds (issue 29)', async () => {
    const standards = [
      { code: '4.NF.B.3', description: 'Add and subtract fractions and mixed numbers with like denominators.' },
      { code: '4.NF.A.2', description: 'Compare fractions with different numerators and denominators.' },
    ];
    renderPage('?q=fractions', async (address) => ({ ...page(address), skillCodeMatches: [], results: [result('skill', 'Add fractions', { standards }), result('game', 'Fraction game')] }));
    const [skill, game] = await screen.findAllByTestId('search-result');
    expect(skill!.querySelector('[data-detail="standards"]')).toHaveTextContent('Standards: 4.NF.B.3, 4.NF.A.2');
    expect(skill!.querySelector('[data-detail="skill-code"]')).toHaveTextContent('C.12');
    expect(game!.querySelector('[data-detail="standards"]')).toBeNull();
  });

  it('shows no game results, nor the games filter, to whoever has hideGames on (issue 28)', async () => {
    profilePreferencesStore.getState().update({ hideGames: true });
    try {
      renderPage('?q=C.12');
      await screen.findAllByTestId('search-result');
      expect(names()).toEqual(['Time: up to 100', 'Skill p1', 'Upcoming p1']);
      expect(screen.queryByRole('heading', { name: /^Games/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('search-filter-game')).not.toBeInTheDocument();
    } finally {
      profilePreferencesStore.getState().update({ hideGames: false });
    }
  });

  it('offers a filter per type with its count; ticking one goes to page 1 of that type', async () => {
    const { onNavigate, user } = renderPage('?q=fractions&page=2');
    await screen.findAllByTestId('search-result');
    expect(screen.getByTestId('search-filter-skill').closest('label')).toHaveTextContent('Skills (60)');
    // Issue 34: a type without matches is not offered (no "Levels (0)").
    expect(screen.queryByTestId('search-filter-level')).not.toBeInTheDocument();
    expect(screen.queryByText(/\(0\)/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('data-testid'))).toEqual(['search-filter-skill', 'search-filter-game']);
    await user.click(screen.getByTestId('search-filter-game'));
    expect(onNavigate).toHaveBeenLastCalledWith('/search?q=fractions&filters=game');
  });

  it('pages with Previous, Next and page numbers, and loads the page the address names', async () => {
    const { onNavigate, user, rerender, requested } = renderPage('?q=fractions');
    await screen.findAllByTestId('search-result');
    expect(screen.getByTestId('search-prev')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('search-page-1')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('search-page-3')).toBeInTheDocument();
    expect(screen.queryByTestId('search-page-4')).toBeNull();
    await user.click(screen.getByTestId('search-next'));
    expect(onNavigate).toHaveBeenLastCalledWith('/search?q=fractions&page=2');
    rerender('?q=fractions&page=2');
    await vi.waitFor(() => expect(names()).toEqual(['Skill p2', 'Upcoming p2', 'Game p2']));
    expect(requested.map((a) => a.page)).toEqual([1, 2]);
    expect(screen.getByTestId('search-prev')).toHaveAttribute('href', '/search?q=fractions');
    rerender('?q=fractions&page=3');
    await vi.waitFor(() => expect(screen.getByTestId('search-next')).toHaveAttribute('aria-disabled', 'true'));
  });

  it('logs a click on a result as a full-results click, then goes to its url', async () => {
    const { logged, openUrl, user } = renderPage('?q=fractions');
    await screen.findAllByTestId('search-result');
    await user.click(screen.getByRole('link', { name: /Skill p1/ }));
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('/math/grade-4/skill/Skill%20p1'));
    expect(logged[0]).toMatchObject({ phrase: 'fractions', trackingId: 'track-9', searchType: 'full-results', result: { type: 'skill' } });
  });

  it('searches again from its form, keeping the filters', async () => {
    const { onNavigate, user } = renderPage('?q=fractions&filters=skill&page=2');
    await screen.findAllByTestId('search-result');
    const input = screen.getByTestId('search-results-input');
    expect(input).toHaveAttribute('maxlength', '200');
    await user.clear(input);
    await user.type(input, 'decimals{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith('/search?q=decimals&filters=skill');
  });

  it('asks for a query when there is none, and shows a failure with a retry', async () => {
    renderPage('');
    expect(screen.getByText('Type a word, or a skill code such as C.12, to search.')).toBeInTheDocument();
    cleanup();
    let fail = true;
    const { user } = renderPage('?q=fractions', async (a) => {
      if (fail) throw new HttpError(0, 'app.error.network');
      return page(a);
    });
    expect(await screen.findByTestId('search-results-error')).toHaveTextContent("We couldn't reach the server.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('search-result')).toHaveLength(4);
  });
});

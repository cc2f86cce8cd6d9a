// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createHeaderPopoverStore } from '../../shared/header-popovers/header-popover-store';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { SearchClick } from './follow-search-result';
import { fetchQuickbarResults, type QuickbarResponse } from './search-quickbar-api';
import { answer, bundle, result, serverJson, skills } from './search-quickbar-fixtures';
import { SearchQuickbar } from './search-quickbar';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { searchQuickbarMachine, type FetchInput } from './search-quickbar-machine';
import { SearchQuickbarPopover } from './search-quickbar-popover';

/** A fake server: answers every phrase with `body` (JSON text, or an object to serialise). */
function fakeServer(body: (phrase: string) => string | QuickbarResponse) {
  const phrases: string[] = [];
  const fetchImpl = (async (url: string) => {
    const phrase = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    phrases.push(phrase);
    const answerBody = body(phrase);
    return new Response(typeof answerBody === 'string' ? answerBody : JSON.stringify(serverJson(answerBody)), { status: 200 });
  }) as typeof fetch;
  const machine = searchQuickbarMachine.provide({
    delays: { debounce: 0 },
    actors: {
      fetchResults: fromPromise<QuickbarResponse, FetchInput>(({ input, signal }) => fetchQuickbarResults(input.phrase, { signal, fetchImpl })),
    },
  });
  return { phrases, machine };
}

function followSpies() {
  const logged: SearchClick[] = [];
  const openUrl = vi.fn();
  return { logged, openUrl, follow: { logClick: async (click: SearchClick) => void logged.push(click), openUrl, track: vi.fn() } };
}

const EVERY_TYPE = answer(
  [
    bundle('level', [result({ type: 'level', formattedName: 'Grade 4 math', url: '/math/grade-4', skillNumber: null })]),
    bundle('skill', [
      result({ formattedName: 'Compare fractions', skillNumber: 'B.3' }),
      result({ formattedName: 'Fractions: arrays', url: '/math/grade-2/skills/MW8F', matchedCategory: 'tag', tag: 'numerator', gradeShortOrdinalName: '2nd' }),
      result({ formattedName: 'Time: up to 100', url: '/math/grade-0/skills/8GUS', matchedCategory: 'skillCode', skillCodeMatch: 'C.12', skillNumber: 'C.12', gradeShortOrdinalName: 'K' }),
      result({ formattedName: 'Fractions of shapes', url: '/math/grade-3/skills/UP1', isUpcomingSkill: true, gradeShortOrdinalName: '3rd', skillNumber: 'D.1' }),
    ]),
    bundle('topic', [result({ type: 'topic', formattedName: 'Fractions', url: '/math/grade-1#topic-fractions', skillNumber: null, gradeShortOrdinalName: '1st' })]),
    bundle('lesson', [result({ type: 'lesson', formattedName: 'Understand fractions', url: '/math/grade-1#lesson-11', skillNumber: null, thisLessonText: 'Lesson 11', lessonNumber: 11 })]),
    bundle('game', [
      result({ type: 'game', formattedName: 'Fluency zone: addition within 10', url: '/fluency-zone?operation=addition&upTo=10', skillNumber: null, gradeRange: 'K–1st', gameId: 1001, screenshotUrl: '/games/screenshots/addition-10.svg' }),
    ]),
    bundle('takeoff', [result({ type: 'takeoff', formattedName: 'Fractions launch', url: '/math/grade-2#takeoff-1', skillNumber: null, gradeShortOrdinalName: '2nd', thisLessonText: 'Lesson 1' })]),
  ],
  { moreResults: true },
);

function renderSearch(body: (phrase: string) => string | QuickbarResponse) {
  const server = fakeServer(body);
  const spies = followSpies();
  render(
    <I18nextProvider i18n={createI18n()}>
      <SearchQuickbar variant="mobile" machine={server.machine} follow={spies.follow} />
      <button type="button">elsewhere</button>
    </I18nextProvider>,
  );
  return { ...server, ...spies, user: userEvent.setup(), input: screen.getByTestId('skill-search-input') };
}

const rows = () => screen.getAllByTestId('skill-search-result');
const details = (row: HTMLElement) => Array.from(row.querySelectorAll('[data-detail], .search-result-soon')).map((el) => el.textContent);

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(cleanup);

describe('the skill search input', () => {
  it('is a labelled combobox, at most 200 characters, hidden dropdown by default', () => {
    const { input } = renderSearch(() => EVERY_TYPE);
    expect(screen.getByRole('combobox', { name: 'Search skills' })).toBe(input);
    expect(input).toHaveAttribute('maxlength', '200');
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('skill-search-dropdown')).not.toBeInTheDocument();
  });

  it('renders every bundle type under its header, with the details of each', async () => {
    const { user, input, phrases } = renderSearch(() => EVERY_TYPE);
    await user.type(input, 'fractions');
    const dropdown = await screen.findByTestId('skill-search-dropdown');
    expect(phrases.at(-1)).toBe('fractions');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(dropdown).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(6);
    expect(within(dropdown).getByRole('group', { name: 'Takeoff lesson plans' })).toBeInTheDocument();
    const byName = Object.fromEntries(rows().map((row) => [row.querySelector('.search-result-name')?.textContent, row]));
    expect(rows().map((row) => [row.dataset.index, row.dataset.type])).toEqual([
      ['1', 'level'], ['2', 'skill'], ['3', 'skill'], ['4', 'skill'], ['5', 'skill'], ['6', 'topic'], ['7', 'lesson'], ['8', 'game'], ['9', 'takeoff'],
    ]);
    expect(details(byName['Grade 4 math']!)).toEqual([]);
    expect(details(byName['Compare fractions']!)).toEqual(['4th', 'B.3']);
    expect(details(byName['Fractions: arrays']!)).toEqual(['2nd', 'Matches “numerator”']);
    expect(details(byName['Time: up to 100']!)).toEqual(['K', 'C.12']);
    expect(details(byName['Fractions of shapes']!)).toEqual(['3rd', 'D.1', 'Coming soon']);
    expect(details(byName['Fractions']!)).toEqual(['1st']);
    expect(details(byName['Understand fractions']!)).toEqual(['Lesson 11']);
    expect(details(byName['Fluency zone: addition within 10']!)).toEqual(['K–1st']);
    expect(details(byName['Fractions launch']!)).toEqual(['2nd']);
    // Results are links to their url (the option is the link: an option holds no other control); an upcoming skill is not a link.
    expect(byName['Fluency zone: addition within 10']).toHaveAttribute('href', '/fluency-zone?operation=addition&upTo=10');
    expect(byName['Fluency zone: addition within 10']!.tagName).toBe('A');
    // Issue 28: the popover shows a game's screenshot (decorative: its name is beside it).
    expect(byName['Fluency zone: addition within 10']!.querySelector('img')).toHaveAttribute('src', '/games/screenshots/addition-10.svg');
    expect(byName['Fluency zone: addition within 10']!.querySelector('img')).toHaveAttribute('alt', '');
    expect(byName['Compare fractions']!.querySelector('img')).toBeNull();
    expect(byName['Fractions of shapes']).not.toHaveAttribute('href');
    expect(byName['Fractions of shapes']).toHaveAttribute('aria-disabled', 'true');
    const more = screen.getByTestId('skill-search-more');
    expect(more).toHaveAttribute('data-index', '10');
    expect(more).toHaveAttribute('role', 'option');
    expect(more).toHaveAccessibleName('See all results');
    expect(more).toHaveAttribute('href', '/search?q=fractions');
  });

  it('shows no game to whoever has hideGames on (issue 28)', async () => {
    profilePreferencesStore.getState().update({ hideGames: true });
    try {
      const { user, input } = renderSearch(() => EVERY_TYPE);
      await user.type(input, 'fractions');
      const dropdown = await screen.findByTestId('skill-search-dropdown');
      expect(rows().map((row) => row.dataset.type)).not.toContain('game');
      expect(within(dropdown).queryByRole('group', { name: 'Games' })).not.toBeInTheDocument();
      expect(within(dropdown).queryByText(/Fluency zone/)).not.toBeInTheDocument();
    } finally {
      profilePreferencesStore.getState().update({ hideGames: false });
    }
  });

  it('shows "Failed to parse JSON response." for a body that is not JSON', async () => {
    const { user, input } = renderSearch(() => '{"noResults": fal');
    await user.type(input, 'fractions');
    expect(await screen.findByTestId('skill-search-error')).toHaveTextContent('Failed to parse JSON response.');
  });

  it('shows the no-results message, and no more-results link', async () => {
    const { user, input } = renderSearch(() => answer([]));
    await user.type(input, 'zzzzqqq');
    expect(await screen.findByTestId('skill-search-no-results')).toHaveTextContent('No results found.');
    expect(screen.queryByTestId('skill-search-more')).toBeNull();
  });

  it('moves with the keys, wrapping through the input, and Enter follows the active result after logging it', async () => {
    const { user, input, logged, openUrl } = renderSearch(() => answer([bundle('skill', skills(3))], { moreResults: true }));
    await user.type(input, 'skill');
    await screen.findByTestId('skill-search-dropdown');
    const selected = () => screen.queryAllByRole('option', { selected: true }).map((option) => option.dataset.index);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['1']);
    expect(input).toHaveAttribute('aria-activedescendant', rows()[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual(['4']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([]);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual(['4']);
    await user.keyboard('{Tab}');
    expect(selected()).toEqual([]);
    await user.keyboard('{Shift>}{Tab}{/Shift}{Shift>}{Tab}{/Shift}');
    expect(selected()).toEqual(['3']);
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('/math/grade-4/skills/S3'));
    expect(logged).toEqual([{ result: expect.objectContaining({ url: '/math/grade-4/skills/S3' }), phrase: 'skill', trackingId: 'track-1', searchType: 'autocomplete-nav' }]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(openUrl).toHaveBeenCalledTimes(1);
  });

  it('hides on Escape and an outside click, reopens on ArrowDown and on a click on the input, and hides when emptied', async () => {
    const { user, input } = renderSearch(() => answer([bundle('skill', skills(2))]));
    await user.type(input, 'sk');
    await screen.findByTestId('skill-search-dropdown');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('skill-search-dropdown')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('skill-search-dropdown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByTestId('skill-search-dropdown')).toBeNull();
    await user.click(input);
    expect(screen.getByTestId('skill-search-dropdown')).toBeInTheDocument();
    await user.clear(input);
    expect(screen.queryByTestId('skill-search-dropdown')).toBeNull();
  });

  it('blocks submitting an empty query', () => {
    renderSearch(() => EVERY_TYPE);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});

describe('the skill search popover', () => {
  it('opens from the header button with the input focused, closing other header popovers; another popover closes it', async () => {
    const headerPopovers = createHeaderPopoverStore();
    headerPopovers.getState().openPopover('live-messages');
    const server = fakeServer(() => EVERY_TYPE);
    render(
      <I18nextProvider i18n={createI18n()}>
        <SearchQuickbarPopover headerPopovers={headerPopovers} machine={server.machine} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByTestId('skill-search-popover')).toBeNull();
    await user.click(screen.getByTestId('skill-search-open'));
    const popover = screen.getByTestId('skill-search-popover');
    expect(headerPopovers.getState().open).toBe('skill-search');
    await vi.waitFor(() => expect(within(popover).getByTestId('skill-search-input')).toHaveFocus());
    expect(within(popover).getByRole('search')).toHaveAttribute('action', '/search');
    expect(within(popover).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    act(() => headerPopovers.getState().openPopover('notifications'));
    expect(screen.queryByTestId('skill-search-popover')).toBeNull();
  });

  it('Escape first hides the dropdown, then closes the popover', async () => {
    const headerPopovers = createHeaderPopoverStore();
    const server = fakeServer(() => EVERY_TYPE);
    render(
      <I18nextProvider i18n={createI18n()}>
        <SearchQuickbarPopover headerPopovers={headerPopovers} machine={server.machine} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('skill-search-open'));
    const input = await screen.findByTestId('skill-search-input');
    await vi.waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'fractions');
    await screen.findByTestId('skill-search-dropdown');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('skill-search-dropdown')).toBeNull();
    expect(screen.getByTestId('skill-search-popover')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('skill-search-popover')).toBeNull();
    expect(headerPopovers.getState().open).toBeNull();
  });
});

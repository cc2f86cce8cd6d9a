// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { resultDetails, SearchResultDetails } from './search-result-details';
import { searchResultFixture } from './search-result-fixture';

afterEach(() => {
  cleanup();
  act(() => profilePreferencesStore.getState().update({ hideGradeLevels: false }));
});

describe('a search result’s details for whoever hides grade levels (issue 31 item 5)', () => {
  it('drops the grade of skills, topics and takeoff plans, and keeps the skill code', () => {
    expect(resultDetails(searchResultFixture()).map((detail) => detail.text)).toEqual(['4th', 'B.3']);
    expect(resultDetails(searchResultFixture(), { hideGrades: true }).map((detail) => detail.text)).toEqual(['B.3']);
    expect(resultDetails(searchResultFixture({ type: 'topic' }), { hideGrades: true })).toEqual([]);
    expect(resultDetails(searchResultFixture({ type: 'takeoff' }), { hideGrades: true })).toEqual([]);
  });

  it('follows the reader’s preference as it changes', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <SearchResultDetails result={searchResultFixture()} comingSoonText="coming soon" />
      </I18nextProvider>,
    );
    expect(screen.getByText('4th')).toBeInTheDocument();
    act(() => profilePreferencesStore.getState().update({ hideGradeLevels: true }));
    expect(screen.queryByText('4th')).toBeNull();
    expect(screen.getByText('B.3')).toBeInTheDocument();
  });
});

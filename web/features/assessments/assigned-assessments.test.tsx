// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { assigned, fakeAssessmentsApi } from './assessments-fixtures';
import { AssignedAssessments } from './assigned-assessments';

afterEach(cleanup);

const renderList = (api: ReturnType<typeof fakeAssessmentsApi>) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <AssignedAssessments api={api} />
    </I18nextProvider>,
  );

describe('a student’s open assessments on her home', () => {
  it('lists each to take or continue, linked to its player; a finished one is left out, LevelUp never', async () => {
    const api = fakeAssessmentsApi({
      assigned: vi.fn(async () => ({
        assessments: [
          assigned(),
          assigned({ assessmentId: 'window-w2', title: 'ELA benchmark', kind: 'benchmark', subject: 'ela', status: 'in_progress', answered: 2, total: 10 }),
          assigned({ assessmentId: 'window-w3', title: 'Done one', status: 'finished' }),
          assigned({ assessmentId: 'levelup-math', kind: 'levelup', title: 'LevelUp diagnostic: math', opensAt: null, closesAt: null, status: 'finished', total: null }),
        ],
      })),
    });
    renderList(api);
    const links = await screen.findAllByTestId('assigned-assessment-link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Take: Math screener', '/assessment/window-w1'],
      ['Continue: ELA benchmark', '/assessment/window-w2'],
      ['Take: LevelUp diagnostic: math', '/assessment/levelup-math'],
    ]);
    expect(screen.getByText('2 of 10 answered')).toBeInTheDocument();
    expect(screen.getByText('LevelUp diagnostic · open any day')).toBeInTheDocument();
  });

  it('shows nothing when there is nothing open', async () => {
    const api = fakeAssessmentsApi({ assigned: vi.fn(async () => ({ assessments: [assigned({ status: 'finished' })] })) });
    renderList(api);
    await vi.waitFor(() => expect(api.assigned).toHaveBeenCalled());
    expect(screen.queryByTestId('assigned-assessments')).not.toBeInTheDocument();
  });
});

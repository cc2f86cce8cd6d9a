// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { AssessmentTakeBanner } from './assessment-take-banner';
import { assigned, fakeAssessmentsApi } from './assessments-fixtures';

afterEach(cleanup);

const list = [
  assigned({ assessmentId: 'levelup-math', kind: 'levelup', title: 'LevelUp diagnostic: math', opensAt: null, closesAt: null }),
  assigned({ assessmentId: 'window-w2', kind: 'benchmark', title: 'ELA benchmark', subject: 'ela', closesAt: '2026-11-20T05:00:00.000Z', status: 'in_progress' }),
  assigned({ assessmentId: 'window-w1', closesAt: '2026-11-10T05:00:00.000Z' }),
  assigned({ assessmentId: 'window-w0', title: 'Finished one', closesAt: '2026-11-05T05:00:00.000Z', status: 'finished' }),
];

const renderBanner = (currentPath = '/') => {
  const api = fakeAssessmentsApi({ assigned: vi.fn(async () => ({ assessments: list })) });
  render(
    <I18nextProvider i18n={createI18n()}>
      <AssessmentTakeBanner userId="u_ava" currentPath={currentPath} api={api} />
    </I18nextProvider>,
  );
  return api;
};

describe('a student’s assessment banner', () => {
  it('leads to the open window assessment that closes first and is not finished', async () => {
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Assessment to take' })).toHaveTextContent('Screener: “Math screener” is open until');
    expect(screen.getByRole('link', { name: 'Take it now' })).toHaveAttribute('href', '/assessment/window-w1');
  });

  it('on that assessment’s own page, the next one (continued)', async () => {
    renderBanner('/assessment/window-w1');
    expect(await screen.findByRole('link', { name: 'Continue where you left off' })).toHaveAttribute('href', '/assessment/window-w2');
  });
});

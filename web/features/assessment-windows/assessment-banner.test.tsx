// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssessmentBannerModel } from '../../../events/assessment-windows';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { pageChromeStore } from '../../shared/page-chrome/page-chrome-store';
import { AssessmentBanner } from './assessment-banner';
import type { AssessmentBannerView } from './assessment-windows-api';

afterEach(cleanup);

const mathScreener: AssessmentBannerModel = {
  mathAssessmentType: 'MATH_SCREENER',
  mathDueDate: '2026-11-20',
  mathInProgress: true,
  elaAssessmentType: null,
  elaDueDate: null,
  elaInProgress: false,
};

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

async function renderBanner(options: { model?: AssessmentBannerView | Error; storage?: ReturnType<typeof memoryStorage>; now?: Date } = {}) {
  const storage = options.storage ?? memoryStorage();
  const now = options.now ?? new Date(2026, 10, 5, 9, 0);
  const model = options.model ?? mathScreener;
  render(
    <I18nextProvider i18n={createI18n()}>
      <AssessmentBanner userId="u_ms_rivera" load={async () => (model instanceof Error ? Promise.reject(model) : model)} storage={storage} now={() => now} />
    </I18nextProvider>,
  );
  await act(async () => undefined);
  return storage;
}

describe('the assessment due-date banner', () => {
  it('shows the headline and a link button to the teacher’s students', async () => {
    await renderBanner();
    expect(screen.getByRole('region', { name: 'Assessment due dates' })).toBeInTheDocument();
    expect(screen.getByTestId('assessment-banner-headline')).toHaveTextContent('Screening is under way: the math screener is due November 20.');
    expect(screen.getByRole('link', { name: 'Get your students ready' })).toHaveAttribute('href', '/roster/view');
  });

  it('issue 30: leads to the progress page of the assessment the model names, one link per subject the text names', async () => {
    await renderBanner({ model: { ...mathScreener, mathAssessmentId: 'window-w1' } });
    expect(screen.getByRole('link', { name: 'See who has finished' })).toHaveAttribute('href', '/teacher/assessments/window-w1');
    cleanup();
    const both = { ...mathScreener, mathAssessmentType: 'MATH_BENCHMARK', mathInProgress: false, elaAssessmentType: 'ELA_BENCHMARK', elaDueDate: '2026-11-21', elaInProgress: true };
    await renderBanner({ model: { ...both, mathAssessmentId: 'window-w1', elaAssessmentId: 'window-w2' } });
    expect(screen.getByRole('link', { name: 'Math: who has finished' })).toHaveAttribute('href', '/teacher/assessments/window-w1');
    expect(screen.getByRole('link', { name: 'ELA: who has finished' })).toHaveAttribute('href', '/teacher/assessments/window-w2');
    cleanup();
    await renderBanner({ model: { ...both, mathAssessmentId: null } });
    expect(screen.getByRole('link', { name: 'Get your students ready' })).toHaveAttribute('href', '/roster/view');
  });

  it('is not shown when no window is due, or when the model cannot be loaded', async () => {
    await renderBanner({ model: { ...mathScreener, mathAssessmentType: null, mathDueDate: null, mathInProgress: false } });
    expect(screen.queryByTestId('assessment-banner')).not.toBeInTheDocument();
    cleanup();
    await renderBanner({ model: new HttpError(500, 'request.failed') as unknown as Error });
    expect(screen.queryByTestId('assessment-banner')).not.toBeInTheDocument();
  });

  it('is hidden on pages that hide the teacher banners (focus zone, same-question mode)', async () => {
    const show = pageChromeStore.getState().hideTeacherBanners();
    await renderBanner();
    expect(screen.queryByTestId('assessment-banner')).not.toBeInTheDocument();
    act(() => show());
    expect(screen.getByTestId('assessment-banner')).toBeInTheDocument();
  });

  it('"Hide until tomorrow" hides it for the rest of the day, for the same windows only', async () => {
    const storage = await renderBanner({ now: new Date(2026, 10, 5, 9, 0) });
    await userEvent.click(screen.getByRole('button', { name: 'Hide until tomorrow' }));
    expect(screen.queryByTestId('assessment-banner')).not.toBeInTheDocument();
    cleanup();
    await renderBanner({ storage, now: new Date(2026, 10, 5, 23, 59) });
    expect(screen.queryByTestId('assessment-banner')).not.toBeInTheDocument();
    cleanup();
    await renderBanner({ storage, now: new Date(2026, 10, 6, 0, 1) });
    expect(screen.getByTestId('assessment-banner')).toBeInTheDocument();
    cleanup();
    await renderBanner({ storage, now: new Date(2026, 10, 5, 12, 0), model: { ...mathScreener, elaAssessmentType: 'ELA_BENCHMARK', elaDueDate: '2026-11-30' } });
    expect(screen.getByTestId('assessment-banner')).toBeInTheDocument();
  });
});

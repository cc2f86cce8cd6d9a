// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { QuestionReviewBanner } from './question-review-banner';
import { questionReviewBannerMachine, type ReviewSession } from './question-review-banner-machine';
import { useQuestionReviewBannerStore } from './question-review-banner-store';

const session: ReviewSession = { qrmSessionId: 'qrm1', teacherDisplayName: 'Ms. Rivera', instantReviewURLNamespace: '/instant-review', questionReviewModePracticeURL: '/question-review' };

function renderBanner(path: string, server: { active: ReviewSession | null; endError?: Error }) {
  const reloadPage = vi.fn();
  const logic = questionReviewBannerMachine.provide({
    actors: {
      fetchSession: fromPromise(async () => server.active),
      endReview: fromPromise(async () => {
        if (server.endError) throw server.endError;
        server.active = null;
      }),
    },
    actions: { reloadPage, logFetchFailure: () => undefined },
  });
  const realtime = fakeRealtime();
  const ui = (current: string): ReactNode => (
    <I18nextProvider i18n={createI18n()}>
      <RealtimeProvider userId="u_ms_rivera" logic={realtime.logic}>
        <QuestionReviewBanner currentPath={current} logic={logic} />
      </RealtimeProvider>
    </I18nextProvider>
  );
  const view = render(ui(path));
  return { reloadPage, realtime, rerender: (next: string) => view.rerender(ui(next)), user: userEvent.setup() };
}

afterEach(cleanup);

describe('the question-review banner on a page', () => {
  it('shows the title, the Return to review link and End review; the navigation marker is removed meanwhile', async () => {
    renderBanner('/math', { active: session });
    const banner = await screen.findByTestId('qrm-banner');
    expect(banner).toHaveTextContent('You are reviewing questions with your class.');
    expect(screen.getByRole('link', { name: 'Return to review' })).toHaveAttribute('href', '/instant-review/question-review/qrm1');
    expect(screen.getByRole('button', { name: 'End review' })).toBeInTheDocument();
    expect(useQuestionReviewBannerStore.getState().shown).toBe(true);
  });

  it('is hidden on the review page itself (and the marker stays)', async () => {
    const { rerender } = renderBanner('/math', { active: session });
    await screen.findByTestId('qrm-banner');
    rerender('/instant-review/question-review/qrm1');
    await waitFor(() => expect(screen.queryByTestId('qrm-banner')).not.toBeInTheDocument());
    expect(useQuestionReviewBannerStore.getState().shown).toBe(false);
  });

  it('is hidden with no session', async () => {
    renderBanner('/math', { active: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('qrm-banner')).not.toBeInTheDocument();
    expect(useQuestionReviewBannerStore.getState().shown).toBe(false);
  });

  it('End review asks first in a modal (header, message, close, confirm exit); closing keeps the review', async () => {
    const { user } = renderBanner('/math', { active: session });
    await user.click(await screen.findByRole('button', { name: 'End review' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the review?' });
    expect(dialog).toHaveTextContent('Your students will stop seeing the review questions.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('qrm-banner')).toBeInTheDocument();
  });

  it('confirming ends the review: the banner goes and the marker comes back', async () => {
    const { user } = renderBanner('/math', { active: session });
    await user.click(await screen.findByRole('button', { name: 'End review' }));
    await user.click(await screen.findByTestId('qrm-end-confirm'));
    await waitFor(() => expect(screen.queryByTestId('qrm-banner')).not.toBeInTheDocument());
    expect(useQuestionReviewBannerStore.getState().shown).toBe(false);
  });

  it('a failure other than 403 keeps the banner and shows the status text', async () => {
    const { user, reloadPage } = renderBanner('/math', { active: session, endError: new HttpError(503, 'app.error.unexpected', {}, 'Service Unavailable') });
    await user.click(await screen.findByRole('button', { name: 'End review' }));
    await user.click(await screen.findByTestId('qrm-end-confirm'));
    expect(await screen.findByTestId('qrm-end-error')).toHaveTextContent("The review couldn't be ended: Service Unavailable");
    expect(screen.getByTestId('qrm-banner')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a 403 reloads the page', async () => {
    const { user, reloadPage } = renderBanner('/math', { active: session, endError: new HttpError(403, 'instant_review.not_your_session', {}, 'Forbidden') });
    await user.click(await screen.findByRole('button', { name: 'End review' }));
    await user.click(await screen.findByTestId('qrm-end-confirm'));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('goes on QRM_ENDED of its session (pushed on the room channel)', async () => {
    const { realtime } = renderBanner('/math', { active: session });
    await screen.findByTestId('qrm-banner');
    await waitFor(() => expect(realtime.isOpen()).toBe(true));
    realtime.deliver('room', { event: 'QRM_ENDED', qrmSessionId: 'qrm1', reason: 'teacher' });
    await waitFor(() => expect(screen.queryByTestId('qrm-banner')).not.toBeInTheDocument());
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionReviewInvitation } from '../../../events/instant-review';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { StudentReviewInvitation } from './student-review-invitation';

const invitation: QuestionReviewInvitation = { qrmSessionId: 'qrm1', teacherDisplayName: 'Ms. Rivera', instantReviewURLNamespace: '/instant-review', questionReviewModePracticeURL: '/question-review' };

function renderInvitation(path: string, server: { invitation: QuestionReviewInvitation | null }) {
  const realtime = fakeRealtime();
  const load = vi.fn(async () => server.invitation);
  const ui = (current: string): ReactNode => (
    <I18nextProvider i18n={createI18n()}>
      <RealtimeProvider userId="u_ava_b" logic={realtime.logic}>
        <StudentReviewInvitation currentPath={current} loadInvitation={load} />
      </RealtimeProvider>
    </I18nextProvider>
  );
  const view = render(ui(path));
  return { realtime, load, rerender: (next: string) => view.rerender(ui(next)) };
}

afterEach(cleanup);

describe('a student’s invitation to a question review', () => {
  it('shows after a reload, with the teacher’s name and a join link to the review page', async () => {
    const { load } = renderInvitation('/', { invitation });
    expect(await screen.findByTestId('qrm-invitation')).toHaveTextContent('Ms. Rivera is reviewing questions with your class.');
    expect(screen.getByRole('link', { name: 'Join the review' })).toHaveAttribute('href', '/instant-review/question-review/qrm1');
    // Once on load and once more when the live link connects; never in a loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('appears on the QUESTION_REVIEW_MODE push, without a reload', async () => {
    const server = { invitation: null as QuestionReviewInvitation | null };
    const { realtime } = renderInvitation('/', server);
    await waitFor(() => expect(realtime.isOpen()).toBe(true));
    expect(screen.queryByTestId('qrm-invitation')).not.toBeInTheDocument();
    server.invitation = invitation;
    realtime.deliver('general', { event: 'QUESTION_REVIEW_MODE', ...invitation });
    await screen.findByTestId('qrm-invitation');
  });

  it('goes when the review ends, and is not shown on the review page itself', async () => {
    const { realtime, rerender } = renderInvitation('/', { invitation });
    await screen.findByTestId('qrm-invitation');
    rerender('/instant-review/question-review/qrm1');
    expect(screen.queryByTestId('qrm-invitation')).not.toBeInTheDocument();
    rerender('/');
    await screen.findByTestId('qrm-invitation');
    await waitFor(() => expect(realtime.isOpen()).toBe(true));
    realtime.deliver('room', { event: 'QRM_ENDED', qrmSessionId: 'qrm1', reason: 'teacher' });
    await waitFor(() => expect(screen.queryByTestId('qrm-invitation')).not.toBeInTheDocument());
  });
});

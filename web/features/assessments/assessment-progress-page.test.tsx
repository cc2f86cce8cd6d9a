// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { AssessmentProgressPage } from './assessment-progress-page';
import { fakeAssessmentsApi, progress } from './assessments-fixtures';

afterEach(cleanup);

/** `userId` null: no live link opens (nor its reconnect reload). */
function renderPage(api: ReturnType<typeof fakeAssessmentsApi>, userId: string | null = 'u_rivera') {
  const realtime = fakeRealtime();
  render(
    <I18nextProvider i18n={createI18n()}>
      <RealtimeProvider userId={userId} logic={realtime.logic}>
        <AssessmentProgressPage assessmentId="window-w1" api={api} />
      </RealtimeProvider>
    </I18nextProvider>,
  );
  return realtime;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const count = (status: string) => screen.getByTestId(`assessment-count-${status}`);
const push = (fields: Record<string, unknown>) => ({ event: 'ASSESSMENT_PROGRESS', type: 'ASSESSMENT_PROGRESS', assessmentId: 'window-w1', studentUserId: 'u_ava', status: 'in_progress', answered: 2, ...fields });

describe('the teacher’s assessment progress page', () => {
  it('loading, then the counts and the table of who has not started, is in progress and finished', async () => {
    const api = fakeAssessmentsApi({ progress: vi.fn(async () => progress()) });
    renderPage(api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the assessment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress: Math screener' })).toBeInTheDocument();
    expect(count('not_started')).toHaveTextContent('Not started1');
    expect(count('in_progress')).toHaveTextContent('In progress1');
    expect(count('finished')).toHaveTextContent('Finished1');
    expect(within(rowOf('Ava B.')).getByText('1 of 3')).toBeInTheDocument();
    expect(within(rowOf('Mia D.')).getByText('Finished')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Universal Screener/ })).not.toBeInTheDocument();
  });

  it('fills in live from ASSESSMENT_PROGRESS of this assessment; another assessment’s, or one going back, changes nothing', async () => {
    const api = fakeAssessmentsApi({ progress: vi.fn(async () => progress()) });
    const realtime = renderPage(api);
    await screen.findByTestId('assessment-progress-table');
    await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
    // The link's connecting loads the table once more (pushes before it were missed).
    await vi.waitFor(() => expect(api.progress).toHaveBeenCalledTimes(2));
    act(() => realtime.deliver('teacher', push({ assessmentId: 'window-other', status: 'finished', answered: 3 })));
    expect(within(rowOf('Ava B.')).getByText('In progress')).toBeInTheDocument();
    act(() => realtime.deliver('teacher', push({ status: 'finished', answered: 3 })));
    expect(within(rowOf('Ava B.')).getByText('Finished')).toBeInTheDocument();
    expect(within(rowOf('Ava B.')).getByText('3 of 3')).toBeInTheDocument();
    expect(count('finished')).toHaveTextContent('Finished2');
    expect(count('in_progress')).toHaveTextContent('In progress0');
    expect(screen.getByTestId('assessment-progress-announcement')).toHaveTextContent('Ava B. finished.');
    act(() => realtime.deliver('teacher', push({ status: 'in_progress', answered: 2 })));
    expect(within(rowOf('Ava B.')).getByText('Finished')).toBeInTheDocument();
    act(() => realtime.deliver('teacher', push({ studentUserId: 'u_noah', status: 'in_progress', answered: 1 })));
    expect(within(rowOf('Noah C.')).getByText('In progress')).toBeInTheDocument();
    expect(api.progress).toHaveBeenCalledTimes(2);
  });

  it('a student the table does not list yet loads it again', async () => {
    const later = progress({ students: [...progress().students, { studentUserId: 'u_leo', displayName: 'Leo E.', classId: 'class_g4_room12', status: 'in_progress', answered: 1 }] });
    const loads = [progress(), progress(), later];
    const api = fakeAssessmentsApi({ progress: vi.fn(async () => loads.shift() ?? later) });
    const realtime = renderPage(api);
    await screen.findByTestId('assessment-progress-table');
    await vi.waitFor(() => expect(api.progress).toHaveBeenCalledTimes(2));
    act(() => realtime.deliver('teacher', push({ studentUserId: 'u_leo', answered: 1 })));
    expect(await screen.findByRole('row', { name: /Leo E\./ })).toBeInTheDocument();
  });

  it('a refusal (not the teacher’s) shows the server’s reason; a failure can be retried', async () => {
    const answers = [async () => Promise.reject(new HttpError(403, 'assessments.not_assigned')), async () => progress()];
    const api = fakeAssessmentsApi({ progress: vi.fn(() => answers.shift()!()) });
    renderPage(api, null);
    expect(await screen.findByRole('alert')).toHaveTextContent('This assessment is not assigned to you.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('assessment-progress-table')).toBeInTheDocument();
  });
});

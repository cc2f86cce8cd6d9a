// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { room12 } from '../../shared/classes/classes-with-students-fixture';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { createPageChromeStore } from '../../shared/page-chrome/page-chrome-store';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { parseSession } from '../../shared/session/session-api';
import { FocusZonePage } from './focus-zone-page';
import type { StudentFocusInfo } from './student-focus-api';
import { studentFocusMachine } from './student-focus-machine';
import { StudentFocusRibbon } from './student-focus-ribbon';
import type { StartFocusRequest, TeacherFocusSession } from './teacher-focus-api';
import { TeacherFocusProvider } from './teacher-focus-host';
import { teacherFocusMachine } from './teacher-focus-machine';

/** Renders `ui` under a signed-in user's live link, as main.tsx does (StrictMode); resolves once the link is open. */
async function renderWith(realtime: ReturnType<typeof fakeRealtime>, userId: string, ui: ReactNode) {
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <RealtimeProvider userId={userId} logic={realtime.logic}>
          {ui}
        </RealtimeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
  return userEvent.setup();
}

afterEach(cleanup);

describe('student focus ribbon', () => {
  it('appears on a FOCUS_SESSION push, opts out through the confirmation and reloads', async () => {
    const server: { info: StudentFocusInfo | null; calls: string[]; reloads: number } = { info: null, calls: [], reloads: 0 };
    const machine = studentFocusMachine.provide({
      actors: {
        fetchSessionInfo: fromPromise(async () => server.info),
        leaveSession: fromPromise<void, { focusSessionId: number }>(async ({ input }) => {
          server.calls.push(`leave ${input.focusSessionId}`);
        }),
      },
      actions: { reloadPage: () => void (server.reloads += 1) },
    });
    const pageChrome = createPageChromeStore();
    const realtime = fakeRealtime();
    const user = await renderWith(realtime, 'u_ava_b', <StudentFocusRibbon machine={machine} pageChrome={pageChrome} />);
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('focus-ribbon')).not.toBeInTheDocument();

    server.info = {
      focusSessionId: 4,
      allowedSubjectsText: 'Math',
      allowedGradesText: 'Grade 4',
      redirectGradeLandingPageUrl: '/math/grade-4',
      studentHasOptedOut: false,
      endTime: null,
    };
    act(() => realtime.deliver('general', { event: 'FOCUS_SESSION', focusSessionId: 4, endTime: 0 }));
    const ribbon = await screen.findByTestId('focus-ribbon');
    expect(ribbon).toHaveAttribute('data-state', 'in-progress');
    expect(screen.getByTestId('focus-ribbon-text')).toHaveTextContent('Focus session: Math · Grade 4');
    expect(screen.getByTestId('focus-ribbon-link')).toHaveAttribute('href', '/math/grade-4');
    expect(pageChrome.getState().focusMode).toBe(true);

    await user.click(screen.getByTestId('focus-opt-out'));
    expect(screen.getByRole('dialog', { name: /Leave the focus session/ })).toBeInTheDocument();
    await user.click(screen.getByTestId('focus-leave-cancel'));
    expect(screen.queryByTestId('focus-leave-confirm')).not.toBeInTheDocument();
    expect(screen.getByTestId('focus-opt-out')).toHaveFocus();
    await user.click(screen.getByTestId('focus-opt-out'));
    expect(screen.getByTestId('focus-leave-confirm')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('focus-leave-popover')).not.toBeInTheDocument();
    expect(screen.getByTestId('focus-opt-out')).toHaveFocus();
    await user.click(screen.getByTestId('focus-opt-out'));
    await user.click(screen.getByTestId('focus-leave-confirm'));
    await act(() => Promise.resolve());
    expect(server.calls).toEqual(['leave 4']);
    expect(server.reloads).toBe(1);

    // The teacher ends the session: the ended banner replaces the ribbon, focus mode ends.
    act(() => realtime.deliver('focus', { event: 'FOCUS_ENDED', focusSessionId: 4, reason: 'time_up', durationInMinutes: 30 }));
    expect(screen.getByTestId('focus-ended-banner')).toHaveTextContent("Time's up: the focus session has ended.");
    expect(screen.queryByTestId('focus-ribbon')).not.toBeInTheDocument();
    expect(pageChrome.getState().focusMode).toBe(false);
  });
});

describe('teacher focus zone', () => {
  const teacher = parseSession({
    userId: 'u_ms_rivera',
    username: 'ms.rivera',
    displayName: 'Ms. Rivera',
    userType: 4,
    role: 'teacher',
    navigation: { signedIn: true },
  });

  it('starts a session from the dialog, follows the live list, and ends it after confirming', async () => {
    const requests: StartFocusRequest[] = [];
    const keys: (string | undefined)[] = [];
    const ended: number[] = [];
    const running = (request: StartFocusRequest): TeacherFocusSession => ({
      focusSessionID: 9,
      endTime: Date.UTC(2030, 0, 1, 14, 30),
      timeoutMs: 30_000,
      allowedSubjectsText: 'Math',
      allowedGradesText: 'Grade 4',
      students: room12.students.filter((s) => request.studentUserIds?.includes(s.userId) ?? true).map((s) => ({ ...s, status: 'in' as const })),
    });
    const machine = teacherFocusMachine.provide({
      actors: {
        fetchSession: fromPromise<TeacherFocusSession | null>(async () => null),
        startSession: fromPromise(async ({ input }: { input: { request: StartFocusRequest; idempotencyKey?: string } }) => {
          requests.push(input.request);
          keys.push(input.idempotencyKey);
          return running(input.request);
        }),
        endSession: fromPromise(async ({ input }: { input: { focusSessionID: number } }) => (ended.push(input.focusSessionID), { durationInMinutes: 1 })),
      },
      actions: { applyFocusStyle: () => undefined, clearFocusStyle: () => undefined },
    });
    const realtime = fakeRealtime();
    const user = await renderWith(
      realtime,
      'u_ms_rivera',
      <TeacherFocusProvider session={teacher} logic={machine}>
        <FocusZonePage session={teacher} loadClasses={async () => [room12]} />
      </TeacherFocusProvider>,
    );

    await user.click(await screen.findByTestId('focus-start-open'));
    const dialog = screen.getByTestId('focus-start-dialog');
    expect(await within(dialog).findByTestId('focus-class')).toHaveDisplayValue('Grade 4 Room 12');
    expect(screen.getByTestId('focus-grade-4')).toBeChecked();
    expect(screen.getByTestId('focus-duration')).toHaveValue(30);

    await user.click(screen.getByTestId('focus-start-submit'));
    expect(screen.getByTestId('focus-start-error')).toHaveTextContent('Please choose at least one subject.');
    await user.click(screen.getByTestId('focus-pick-students'));
    await user.click(screen.getByTestId('focus-pick-u_noah_c'));
    await user.click(screen.getByTestId('focus-subject-math'));
    await user.click(screen.getByTestId('focus-start-submit'));

    expect(await screen.findByTestId('teacher-focus-ribbon')).toBeInTheDocument();
    expect(screen.queryByTestId('focus-start-dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([{ studentUserIds: ['u_ava_b'], subjects: ['math'], grades: [4], durationMinutes: 30 }]);
    // The start carries one Idempotency-Key per dialog, so a second submit cannot start a second session.
    expect(keys).toEqual([expect.stringMatching(/^[\w-]{8,}$/)]);
    const time = new Date(Date.UTC(2030, 0, 1, 14, 30)).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
    expect(screen.getByTestId('teacher-focus-end-time')).toHaveTextContent(`Focus session ends at ${time}`);

    act(() => realtime.deliver('teacher', { event: 'FOCUS_PARTICIPANT_CHANGED', focusSessionId: 9, studentUserId: 'u_ava_b', status: 'opted_out' }));
    expect(screen.getByTestId('focus-student-u_ava_b')).toHaveAttribute('data-status', 'opted_out');
    expect(screen.getByTestId('focus-student-u_ava_b')).toHaveTextContent('Opted out');

    await user.click(screen.getByTestId('teacher-focus-end'));
    expect(screen.getByRole('dialog', { name: 'End the focus session for all students?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('teacher-focus-end-confirm')).not.toBeInTheDocument();
    expect(screen.getByTestId('teacher-focus-end')).toHaveFocus();
    await user.click(screen.getByTestId('teacher-focus-end'));
    await user.click(screen.getByTestId('teacher-focus-end-confirm'));
    await act(() => Promise.resolve());
    expect(ended).toEqual([9]);
    expect(screen.queryByTestId('teacher-focus-ribbon')).not.toBeInTheDocument();
    expect(screen.getByTestId('focus-start-open')).toBeInTheDocument();
  });
});

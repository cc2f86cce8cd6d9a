// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledAssessmentWindows } from '../../../events/assessment-windows';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { AssessmentSchedulePage } from './assessment-schedule-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const districtView: ScheduledAssessmentWindows = {
  today: '2026-11-02',
  schools: [
    { schoolId: 'school_cedar', name: 'Cedar Creek Middle School' },
    { schoolId: 'school_maple', name: 'Maple Elementary' },
  ],
  windows: [
    {
      windowId: 'w1', schoolIds: ['school_maple'], schoolNames: ['Maple Elementary'], subject: 'ela', assessmentType: 'ELA_BENCHMARK',
      startDate: '2026-10-31', dueDate: '2026-11-14', scheduledBy: 'u_admin_lee', status: 'in_progress', mayChange: true,
    },
  ],
};

/** A fake server: answers the list, records the commands. */
function fakeServer(view: ScheduledAssessmentWindows, answers: Record<string, { status: number; body: unknown }> = {}) {
  const sent: { path: string; body: unknown; idempotencyKey: string | null }[] = [];
  const fetchImpl = vi.fn(async (path: string, init: RequestInit) => {
    if (init.method === 'POST') {
      sent.push({ path, body: JSON.parse(String(init.body)), idempotencyKey: new Headers(init.headers).get('Idempotency-Key') });
      const answer = answers[path] ?? { status: 200, body: { windowId: 'w2' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }
    // Issue 30: the page's Flex snapshots section lists them (flex-snapshots.test.tsx tests it).
    const body = path === '/assessments/flex' ? { snapshots: [] } : view;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchImpl);
  return { sent, fetchImpl };
}

const renderPage = () =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <AssessmentSchedulePage />
    </I18nextProvider>,
  );

describe('the assessment windows page', () => {
  it('a district administrator picks an ELA type and two schools, and schedules', async () => {
    const server = fakeServer(districtView);
    renderPage();
    await screen.findByTestId('assessment-schedule-form');
    expect(screen.getByTestId('assessment-schedule-school-school_maple')).not.toBeChecked(); // several schools: none ticked for them
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'ela');
    expect(within(screen.getByLabelText('Assessment')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'ELA foundations screener', 'ELA comprehension screener', 'ELA benchmark', 'ELA reading benchmark', 'ELA writing benchmark',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Assessment'), 'ELA_WRITING_BENCHMARK');
    await userEvent.click(screen.getByLabelText('Cedar Creek Middle School'));
    await userEvent.click(screen.getByLabelText('Maple Elementary'));
    await userEvent.clear(screen.getByLabelText('Due date'));
    await userEvent.type(screen.getByLabelText('Due date'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Window scheduled.')).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        path: '/assessment-windows/schedule',
        body: { schoolIds: ['school_cedar', 'school_maple'], subject: 'ela', assessmentType: 'ELA_WRITING_BENCHMARK', startDate: '2026-11-02', dueDate: '2026-11-30' },
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it('shows the server’s error key as text', async () => {
    fakeServer(districtView, { '/assessment-windows/schedule': { status: 400, body: { error: 'assessment_windows.no_schools' } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one school.');
  });

  it('lists windows with their dates, schools and status, and cancels one', async () => {
    const server = fakeServer(districtView);
    renderPage();
    const item = await screen.findByTestId('assessment-window');
    expect(item).toHaveTextContent('ELA benchmark');
    expect(item).toHaveTextContent('October 31 to November 14');
    expect(item).toHaveTextContent('Maple Elementary');
    expect(item).toHaveTextContent('In progress');
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel window: ELA benchmark due November 14' }));
    expect(await screen.findByText('Window cancelled.')).toBeInTheDocument();
    expect(server.sent.map(({ path, body }) => ({ path, body }))).toEqual([{ path: '/assessment-windows/cancel', body: { windowId: 'w1' } }]);
  });

  it('changes a window’s dates', async () => {
    const server = fakeServer(districtView);
    renderPage();
    const item = await screen.findByTestId('assessment-window');
    const change = within(item).getByRole('button', { name: 'Change dates: ELA benchmark due November 14' });
    await userEvent.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const form = within(item).getByTestId('assessment-window-reschedule');
    await userEvent.clear(within(form).getByLabelText('Due date'));
    await userEvent.type(within(form).getByLabelText('Due date'), '2026-11-21');
    await userEvent.click(within(form).getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText('Dates changed.')).toBeInTheDocument();
    expect(server.sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/assessment-windows/reschedule', body: { windowId: 'w1', startDate: '2026-10-31', dueDate: '2026-11-21' } },
    ]);
  });

  it('a window beyond the administrator’s schools cannot be cancelled from here', async () => {
    fakeServer({ ...districtView, windows: [{ ...districtView.windows[0]!, mayChange: false }] });
    renderPage();
    const item = await screen.findByTestId('assessment-window');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('Scheduled for schools beyond yours');
  });
});

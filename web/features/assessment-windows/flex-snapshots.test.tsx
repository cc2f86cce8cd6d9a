// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlexSnapshotList } from '../../../events/assessments/assessment-contract';
import { HttpError } from '../../shared/http/http-error';
import { flexSnapshotsMessages, flexSnapshotsSpanishMessages } from '../../shared/i18n/flex-snapshots-messages';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { FlexSnapshotsApi } from './assessment-windows-api';
import { FlexSnapshots } from './flex-snapshots';

// The scheduling page's Flex snapshots (issue 30; docs/diagnostics.md "Pages"): the list loads (or says it could
// not), the form opens from its button, sends the schools, subject, grades, optional title and ISO times, and on
// success closes, says so and lists again; a refusal is shown at the top (focused) and beside its field.

afterEach(cleanup);

const schools = [
  { schoolId: 'school_cedar', name: 'Cedar Creek Middle School' },
  { schoolId: 'school_maple', name: 'Maple Elementary' },
];
const cedarSnapshot: FlexSnapshotList['snapshots'][number] = {
  assessmentId: 'flex-cedar', title: 'Flex Math snapshot', subject: 'math', grades: [6], schoolNames: ['Cedar Creek Middle School'],
  opensAt: '2026-11-01T14:00:00.000Z', closesAt: '2026-11-20T14:00:00.000Z', scheduledAt: '2026-11-01T14:00:00.000Z',
};

function renderSection(api: Partial<FlexSnapshotsApi> = {}, language = 'en') {
  const schedule = vi.fn<FlexSnapshotsApi['schedule']>(async () => ({ assessmentId: 'flex-2' }));
  const list = vi.fn<FlexSnapshotsApi['list']>(async () => ({ snapshots: [cedarSnapshot] }));
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <FlexSnapshots schools={schools} api={{ list, schedule, ...api }} />
    </I18nextProvider>,
  );
  return { list, schedule };
}

describe('the Flex snapshots section', () => {
  it('shows that it loads, then the snapshots of her schools, and links the Flex report', async () => {
    let answer: (list: FlexSnapshotList) => void = () => undefined;
    renderSection({ list: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByText('Loading Flex snapshots…')).toHaveAttribute('aria-busy', 'true');
    answer({ snapshots: [cedarSnapshot] });
    const card = await screen.findByTestId('flex-snapshot');
    expect(card).toHaveTextContent('Flex Math snapshot');
    expect(card).toHaveTextContent('Math · Grade 6');
    expect(card).toHaveTextContent('Cedar Creek Middle School');
    expect(screen.getByRole('link', { name: 'Flex Diagnostic Results' })).toHaveAttribute('href', '/analytics/reports/flex-diagnostic-results');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const list = vi.fn<FlexSnapshotsApi['list']>().mockRejectedValueOnce(new HttpError(0, 'app.error.network')).mockResolvedValueOnce({ snapshots: [] });
    const user = userEvent.setup();
    renderSection({ list });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach the server.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('flex-snapshots-empty')).toHaveTextContent('No Flex snapshot is scheduled for your schools.');
  });

  it('opens the form, sends what she chose with ISO times 7 days apart, then closes it, says so and lists again', async () => {
    const user = userEvent.setup();
    const { list, schedule } = renderSection();
    const open = await screen.findByRole('button', { name: 'Schedule a Flex snapshot' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('flex-form')).toBeNull();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Schedule a Flex snapshot' });
    await user.click(within(form).getByLabelText('Maple Elementary'));
    await user.selectOptions(within(form).getByLabelText('Subject'), 'ela');
    await user.click(within(form).getByLabelText('Grade 5'));
    await user.click(within(form).getByLabelText('Grade 4'));
    await user.click(within(form).getByRole('button', { name: 'Schedule snapshot' }));
    expect(await screen.findByText('Flex snapshot scheduled. Its students see it when it opens.')).toBeInTheDocument();
    const [sent] = schedule.mock.calls[0]!;
    expect(sent).toMatchObject({ schoolIds: ['school_maple'], subject: 'ela', grades: [4, 5] });
    expect(sent).not.toHaveProperty('title');
    expect(Math.round((Date.parse(sent.closesAt) - Date.parse(sent.opensAt)) / 86_400_000)).toBe(7);
    expect(screen.queryByTestId('flex-form')).toBeNull();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s refusal at the top, focused, and beside the field it is about', async () => {
    const user = userEvent.setup();
    const { list } = renderSection({ schedule: vi.fn().mockRejectedValue(new HttpError(400, 'assessments.no_schools')) });
    await user.click(await screen.findByRole('button', { name: 'Schedule a Flex snapshot' }));
    await user.click(screen.getByRole('button', { name: 'Schedule snapshot' }));
    const summary = await screen.findByTestId('flex-error');
    expect(summary).toHaveTextContent('Choose at least one school.');
    expect(summary).toHaveFocus();
    const schoolsGroup = screen.getByRole('group', { name: 'Schools' });
    expect(schoolsGroup).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(schoolsGroup.getAttribute('aria-describedby')!)).toHaveTextContent('Choose at least one school.');
    expect(screen.getByRole('group', { name: 'Grades' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('flex-form')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('reads in Spanish, and Spanish has every English key', async () => {
    renderSection({}, 'es');
    expect(await screen.findByRole('heading', { name: 'Instantáneas del diagnóstico Flex' })).toBeInTheDocument();
    const keysOf = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(keysOf(flexSnapshotsSpanishMessages).sort()).toEqual(keysOf(flexSnapshotsMessages).sort());
  });
});

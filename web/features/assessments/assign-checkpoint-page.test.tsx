// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GradeLanding } from '../../shared/catalogue/landing-api';
import type { GradeLoader } from '../../shared/catalogue/skill-picker';
import { room12 } from '../../shared/classes/classes-with-students-fixture';
import { HttpError } from '../../shared/http/http-error';
import { checkpointsMessages, checkpointsSpanishMessages } from '../../shared/i18n/checkpoints-messages';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { CheckpointsApi } from './assessments-api';
import { AssignCheckpointLink, AssignCheckpointPage } from './assign-checkpoint-page';

// The teacher's checkpoint page (issue 30; docs/diagnostics.md "Pages"): her classes load, she picks skills with the
// catalogue's picker, the window defaults to now → 7 days, the call carries what she chose, a refusal is shown at
// the top (focused) and beside its field, and success hands the new checkpoint's id on.

afterEach(cleanup);

const skill = (permacode: string, code: string, name: string) => ({ permacode, code, name, url: `/math/grade-4/skills/${permacode}`, upcoming: false });
const grade4 = {
  edition: 'US', subject: 'math', subjectName: 'Math', grades: [], games: [], gamesHidden: false, grade: 4, gradeName: 'Grade 4',
  skills: [skill('ABC1', 'A.1', 'Add fractions'), skill('ABC2', 'A.2', 'Subtract fractions')], topics: [], lessons: [], takeoffPlans: [],
} satisfies GradeLanding;
const room8 = { classId: 'class_g6_room8', name: 'Grade 6 Room 8', grade: 6, students: [] };

function renderPage(api: Partial<CheckpointsApi> = {}, language = 'en') {
  const assign = vi.fn<CheckpointsApi['assign']>(async () => ({ assessmentId: 'checkpoint-1' }));
  const full = { classes: vi.fn(async () => [room12, room8]), assign, ...api };
  const loadGrade: GradeLoader = vi.fn(async () => grade4);
  const onAssigned = vi.fn();
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <AssignCheckpointPage api={full} loadGrade={loadGrade} onAssigned={onAssigned} />
    </I18nextProvider>,
  );
  return { assign, loadGrade, onAssigned };
}

async function addSkill(user: ReturnType<typeof userEvent.setup>, permacode: string) {
  const picker = screen.getByRole('group', { name: 'Add a skill' });
  await waitFor(() => expect(within(picker).getByLabelText('Skill')).toBeEnabled());
  await user.selectOptions(within(picker).getByLabelText('Skill'), permacode);
  await user.click(within(picker).getByRole('button', { name: 'Add skill' }));
}

describe('the checkpoint page', () => {
  it('shows that it loads, then her classes, with the window from now to 7 days on', async () => {
    let answer: (classes: (typeof room12)[]) => void = () => undefined;
    renderPage({ classes: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByText('Loading your classes…')).toHaveAttribute('aria-busy', 'true');
    answer([room12, room8]);
    const classes = await screen.findByLabelText('Class');
    expect(within(classes).getAllByRole('option').map((option) => option.textContent)).toEqual(['Grade 4 Room 12 (Grade 4)', 'Grade 6 Room 8 (Grade 6)']);
    await waitFor(() => expect(document.title).toBe('Assign a checkpoint · Live Classroom'));
    const opens = new Date((screen.getByLabelText('Opens') as HTMLInputElement).value).getTime();
    const closes = new Date((screen.getByLabelText('Closes') as HTMLInputElement).value).getTime();
    expect(Math.round((closes - opens) / 86_400_000)).toBe(7);
  });

  it('says when her classes cannot be loaded, and tries again', async () => {
    const classes = vi.fn().mockRejectedValueOnce(new HttpError(0, 'app.error.network')).mockResolvedValueOnce([room12]);
    const user = userEvent.setup();
    renderPage({ classes });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Class')).toBeInTheDocument();
  });

  it('sends the class, title, chosen skills and ISO times, and hands the new checkpoint on', async () => {
    const user = userEvent.setup();
    const { assign, onAssigned } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Class'), 'class_g4_room12');
    await user.type(screen.getByLabelText('Title'), 'Fractions unit check');
    await addSkill(user, 'ABC1');
    await addSkill(user, 'ABC2');
    expect(screen.getByTestId('checkpoint-skill-count')).toHaveTextContent('2 of 20 chosen');
    await user.click(screen.getByRole('button', { name: 'Remove A.2 Subtract fractions' }));
    await addSkill(user, 'ABC2');
    await user.click(screen.getByRole('button', { name: 'Assign checkpoint' }));
    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith('checkpoint-1'));
    const [sent, idempotencyKey] = assign.mock.calls[0]!;
    expect(sent).toMatchObject({ classId: 'class_g4_room12', title: 'Fractions unit check', permacodes: ['ABC1', 'ABC2'] });
    expect(sent.opensAt).toMatch(/Z$/);
    expect(sent.closesAt).toMatch(/Z$/);
    expect(idempotencyKey).toEqual(expect.any(String));
  });

  it('shows the server’s refusal at the top, focused, and beside the field it is about', async () => {
    const user = userEvent.setup();
    const { onAssigned } = renderPage({ assign: vi.fn().mockRejectedValue(new HttpError(400, 'assessments.one_subject')) });
    await user.type(await screen.findByLabelText('Title'), 'Mixed');
    await addSkill(user, 'ABC1');
    await user.click(screen.getByRole('button', { name: 'Assign checkpoint' }));
    const summary = await screen.findByTestId('checkpoint-error');
    expect(summary).toHaveTextContent('Choose skills of one subject, math or ELA.');
    expect(summary).toHaveAttribute('role', 'alert');
    expect(summary).toHaveFocus();
    const skills = screen.getByRole('group', { name: 'Skills' });
    expect(skills).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(skills.getAttribute('aria-describedby')!)).toHaveTextContent('Choose skills of one subject, math or ELA.');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(onAssigned).not.toHaveBeenCalled();
  });

  it('ties a refusal about the times to both times', async () => {
    const user = userEvent.setup();
    renderPage({ assign: vi.fn().mockRejectedValue(new HttpError(400, 'assessments.invalid_times')) });
    await user.click(await screen.findByRole('button', { name: 'Assign checkpoint' }));
    await screen.findByTestId('checkpoint-error');
    for (const label of ['Opens', 'Closes']) {
      const input = screen.getByLabelText(label);
      expect(document.getElementById(input.getAttribute('aria-describedby')!)).toHaveTextContent('Choose an opening time before the closing time, at most a year apart.');
    }
  });

  it('points a teacher with no class to her roster', async () => {
    renderPage({ classes: async () => [] });
    expect(await screen.findByRole('link', { name: 'Open your roster' })).toHaveAttribute('href', '/roster/view');
  });

  it('reads in Spanish, and Spanish has every English key', async () => {
    renderPage({}, 'es');
    expect(await screen.findByRole('heading', { name: 'Asignar un punto de control' })).toBeInTheDocument();
    const keysOf = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(keysOf(checkpointsSpanishMessages).sort()).toEqual(keysOf(checkpointsMessages).sort());
  });

  it('is linked from the teacher’s home', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <AssignCheckpointLink />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Assign a checkpoint' })).toHaveAttribute('href', '/teacher/checkpoints/new');
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelectSchoolData } from '../../../events/teacher-setup-dialog';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { GoToRosterDialog } from './go-to-roster-dialog';
import { SchoolAndSubjectsDialog, schoolDialogCase } from './school-and-subjects-dialog';
import { SelectSubjectsDialog } from './select-subjects-dialog';

afterEach(cleanup);
const withI18n = (node: ReactNode) => render(<I18nextProvider i18n={createI18n()}>{node}</I18nextProvider>);

const subjectBox = (subjectName: 'math' | 'ela' | 'spa', isForTrialOnly = false, selected = false) => ({
  subjectName,
  displaySubjectName: subjectName,
  displayName: { math: 'Math', ela: 'Language arts', spa: 'Spanish' }[subjectName],
  selected,
  isForTrialOnly,
});
const data = (overrides: Partial<SelectSchoolData> = {}): SelectSchoolData => ({
  fromActivationKey: false,
  notifyForInactive: false,
  showSubjDueToAddedProduct: false,
  hasTeacherSelectedSubjects: false,
  schoolList: [{ customerId: 'school_maple', customerName: 'Maple Elementary' }],
  teacherSubjects: [subjectBox('math'), subjectBox('spa', true)],
  ...overrides,
});

describe('the school-and-subjects dialog (spec §2.1)', () => {
  it('a placeholder option -1 first, trial-only subjects disabled, no close button with a list; submits the form’s choice', async () => {
    const onSubmit = vi.fn();
    withI18n(<SchoolAndSubjectsDialog data={data()} submitting={false} errorKey={null} onSubmit={onSubmit} onClose={vi.fn()} />);
    const select = screen.getByTestId('teacher-setup-school-select');
    expect((select as HTMLSelectElement).options[0]).toHaveValue('-1');
    expect(screen.getByTestId('teacher-setup-subject-spa')).toBeDisabled();
    expect(screen.queryByTestId('teacher-setup-school-dialog-close')).toBeNull();
    expect(screen.getByTestId('teacher-setup-school-subjects')).not.toHaveClass('teacher-setup-subjects--two-columns');
    const user = userEvent.setup();
    await user.selectOptions(select, 'school_maple');
    await user.click(screen.getByTestId('teacher-setup-subject-math'));
    await user.click(screen.getByTestId('teacher-setup-school-submit'));
    expect(onSubmit).toHaveBeenCalledWith({ customerId: 'school_maple', teacherSubjects: { math: true }, fromActivationKey: false, showSubjDueToAddedProduct: false, notifyForInactive: false });
  });

  it('subjects alone: two columns and a close button', async () => {
    const onClose = vi.fn();
    withI18n(<SchoolAndSubjectsDialog data={data({ schoolList: null, fromActivationKey: true })} submitting={false} errorKey={null} onSubmit={vi.fn()} onClose={onClose} />);
    expect(screen.getByTestId('teacher-setup-school-subjects')).toHaveClass('teacher-setup-subjects--two-columns');
    expect(screen.getByRole('heading')).toHaveTextContent('Your activation key is ready');
    await userEvent.setup().click(screen.getByTestId('teacher-setup-school-dialog-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s error key as the form error', () => {
    withI18n(<SchoolAndSubjectsDialog data={data()} submitting={false} errorKey="teacher_setup.school_required" onSubmit={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your school.');
  });

  it.each([
    [{ fromActivationKey: true }, 'activationKey'],
    [{ showSubjDueToAddedProduct: true, schoolList: null }, 'addedProduct'],
    [{ notifyForInactive: true }, 'inactive'],
    [{ teacherSubjects: [] }, 'schoolOnly'],
    [{ schoolList: null }, 'subjectsOnly'],
    [{}, 'both'],
  ] as [Partial<SelectSchoolData>, string][])('header and text by case: %o → %s', (overrides, expected) => {
    expect(schoolDialogCase(data(overrides))).toBe(expected);
  });
});

describe('the select-subjects modal (spec §2.2)', () => {
  const two = [
    { name: 'math' as const, displayName: 'Math', isSelected: false },
    { name: 'ela' as const, displayName: 'Language arts', isSelected: false },
  ];

  it('submit disabled until a subject is checked; one column under three subjects; not closable unless ignorable', async () => {
    const onSubmit = vi.fn();
    withI18n(<SelectSubjectsDialog variant="NEW_TEACHER" subjects={two} isIgnorable={false} submitting={false} errorKey={null} onSubmit={onSubmit} onClose={vi.fn()} />);
    expect(screen.getByTestId('teacher-setup-subject-list')).not.toHaveClass('teacher-setup-subjects--two-columns');
    expect(screen.queryByTestId('teacher-setup-subjects-dialog-close')).toBeNull();
    const submit = screen.getByTestId('teacher-setup-subjects-submit');
    expect(submit).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('teacher-setup-select-ela'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(['ela']);
  });

  it('two columns from three subjects; closable when ignorable', async () => {
    const onClose = vi.fn();
    const three = [...two, { name: 'spa' as const, displayName: 'Spanish', isSelected: true }];
    withI18n(<SelectSubjectsDialog variant="NEW_SUBJECTS" subjects={three} isIgnorable submitting={false} errorKey={null} onSubmit={vi.fn()} onClose={onClose} />);
    expect(screen.getByTestId('teacher-setup-subject-list')).toHaveClass('teacher-setup-subjects--two-columns');
    expect(screen.getByTestId('teacher-setup-subjects-submit')).toBeEnabled();
    await userEvent.setup().click(screen.getByTestId('teacher-setup-subjects-dialog-close'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the go-to-roster modal (spec §2.3)', () => {
  it.each([
    [{ isTrial: true, isNewTrial: true, durationDays: 14 }, 'Your 14-day free trial has started'],
    [{ isTrial: true, isNewTrial: false, durationDays: 30 }, 'Make the most of your trial'],
    [{ isTrial: false, isNewTrial: false, durationDays: 30 }, 'Set up your roster'],
  ])('title for %o', (props, title) => {
    withI18n(<GoToRosterDialog {...props} onGoToRoster={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('heading')).toHaveTextContent(title);
  });

  it('the button leads to the roster; closing is the close button', async () => {
    const onGoToRoster = vi.fn();
    const onClose = vi.fn();
    withI18n(<GoToRosterDialog isTrial={false} isNewTrial={false} durationDays={30} onGoToRoster={onGoToRoster} onClose={onClose} />);
    expect(screen.getByTestId('teacher-setup-go-to-roster')).toHaveAttribute('href', '/roster/view');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('teacher-setup-go-to-roster'));
    await user.click(screen.getByTestId('teacher-setup-roster-dialog-close'));
    expect(onGoToRoster).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

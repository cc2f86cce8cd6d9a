// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassSkillPlans, SkillPlanView } from '../../../events/skill-plans';
import type { GradeLanding } from '../../shared/catalogue/landing-api';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { GradeLoader } from '../../shared/catalogue/skill-picker';
import type { SkillPlansApi } from './skill-plans-api';
import { SkillPlansPage } from './skill-plans-page';

afterEach(cleanup);

const skill = (permacode: string, code: string, name: string) => ({ permacode, code, name, url: `/math/grade-4/skills/${permacode}`, upcoming: false });
const grade4 = {
  edition: 'US', subject: 'math', subjectName: 'Math', grades: [], games: [], gamesHidden: false, grade: 4, gradeName: 'Grade 4',
  skills: [skill('ABC1', 'A.1', 'Add fractions'), skill('ABC2', 'A.2', 'Subtract fractions')], topics: [], lessons: [], takeoffPlans: [],
} satisfies GradeLanding;
const loadGrade: GradeLoader = vi.fn(async () => grade4);

const planSkill = (permacode: string, code: string, name: string) => ({ permacode, code, name, subject: 'math', grade: 4, url: `/math/grade-4/skills/${permacode}` });
const riveraPlan: SkillPlanView = {
  planId: 'p1', classId: 'class_g4_room12', className: 'Grade 4 Room 12', schoolId: 'school_maple', teacherName: 'Ms. Rivera', name: 'Fall term',
  shared: false, copiedFromPlanId: null, mayEdit: true,
  units: [{ unitId: 'u1', name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', skills: [planSkill('ABC1', 'A.1', 'Add fractions')] }],
};
const okaforPlan: SkillPlanView = { ...riveraPlan, planId: 'p9', classId: 'class_g5_room3', className: 'Grade 5 Room 3', teacherName: 'Mr. Okafor', name: 'Grade 5 year', shared: true, mayEdit: false };

function fakeApi(classes: ClassSkillPlans, shared: SkillPlanView[] = []) {
  const api = {
    classPlans: vi.fn(async () => classes),
    sharedPlans: vi.fn(async () => ({ plans: shared })),
    create: vi.fn(async () => ({ planId: 'p2' })),
    revise: vi.fn(async () => ({ planId: 'p1' })),
    share: vi.fn(async () => ({ planId: 'p1' })),
    remove: vi.fn(async () => ({ planId: 'p1' })),
    copy: vi.fn(async () => ({ planId: 'p3' })),
  } satisfies SkillPlansApi;
  return api;
}

const renderPage = (api: SkillPlansApi, teacher = true) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <SkillPlansPage teacher={teacher} api={api} loadGrade={loadGrade} />
    </I18nextProvider>,
  );

const twoClasses = (planId: string | null): ClassSkillPlans => ({
  classes: [{ classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4, planId }, { classId: 'class_g4_room14', name: 'Grade 4 Room 14', grade: 4, planId: null }],
  plans: planId ? [riveraPlan] : [],
});

describe('the skill plans page', () => {
  it('a teacher makes a plan of two units, picking skills by subject and grade, and saves the whole plan', async () => {
    const user = userEvent.setup();
    const api = fakeApi(twoClasses(null));
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Make a plan for Grade 4 Room 12' }));
    const editor = screen.getByTestId('skill-plan-editor');
    expect(within(editor).getByRole('heading', { name: 'New plan for Grade 4 Room 12' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Plan name'), 'Fall term');
    await user.type(screen.getByLabelText('Unit name'), 'Fractions');
    await user.type(screen.getByLabelText('First day'), '2026-11-02');
    await user.type(screen.getByLabelText('Last day'), '2026-11-13');
    expect(within(editor).getByLabelText('Grade')).toHaveValue('4'); // the class's grade
    await user.selectOptions(await within(editor).findByRole('combobox', { name: 'Skill' }), 'ABC1');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(within(editor).getByText('A.1 Add fractions')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Skill')).queryByRole('option', { name: 'A.1 Add fractions' })).toBeNull(); // not twice

    await user.click(screen.getByRole('button', { name: 'Add a unit' }));
    const second = screen.getAllByTestId('skill-plan-unit')[1]!;
    await user.type(within(second).getByLabelText('Unit name'), 'Decimals');
    await user.type(within(second).getByLabelText('First day'), '2026-11-16');
    await user.type(within(second).getByLabelText('Last day'), '2026-11-27');
    await user.selectOptions(await within(second).findByRole('combobox', { name: 'Skill' }), 'ABC2');
    await user.click(within(second).getByRole('button', { name: 'Add skill' }));
    await user.click(screen.getByRole('button', { name: 'Move unit 2 up' }));

    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(api.create).toHaveBeenCalledWith(
      'class_g4_room12',
      {
        name: 'Fall term',
        units: [
          { unitId: null, name: 'Decimals', startsOn: '2026-11-16', endsOn: '2026-11-27', permacodes: ['ABC2'] },
          { unitId: null, name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', permacodes: ['ABC1'] },
        ],
      },
      expect.any(String),
    );
    expect(await screen.findByText('The plan is saved.')).toBeInTheDocument();
    expect(api.classPlans).toHaveBeenCalledTimes(2); // reloaded
  }, 30_000);

  it('shows the server’s rule when a save is refused, and keeps the edit', async () => {
    const user = userEvent.setup();
    const api = fakeApi(twoClasses('p1'));
    api.revise.mockRejectedValueOnce(new HttpError(400, 'skill_plans.units_overlap'));
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Plan name')).toHaveValue('Fall term');
    await user.clear(screen.getByLabelText('Plan name'));
    await user.type(screen.getByLabelText('Plan name'), 'Fall');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByTestId('skill-plan-editor-error')).toHaveTextContent('Two units share a day: units may not overlap.');
    expect(api.revise).toHaveBeenCalledWith('p1', { name: 'Fall', units: [{ unitId: 'u1', name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', permacodes: ['ABC1'] }] }, expect.any(String));
    expect(screen.getByLabelText('Plan name')).toHaveValue('Fall');
  });

  it('shares a plan, and deletes it after a confirmation', async () => {
    const user = userEvent.setup();
    const api = fakeApi(twoClasses('p1'));
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Share with my school' }));
    expect(api.share).toHaveBeenCalledWith('p1', expect.any(String));
    expect(await screen.findByText('The plan is shared with your school.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete “Fall term” for good' }));
    expect(api.remove).toHaveBeenCalledWith('p1', expect.any(String));
  });

  it('copies a colleague’s shared plan to a class without a plan', async () => {
    const user = userEvent.setup();
    const api = fakeApi(twoClasses('p1'), [okaforPlan]);
    renderPage(api);
    const shared = await screen.findByTestId('skill-plan-p9');
    expect(within(shared).getByRole('heading', { name: 'Grade 5 year' })).toBeInTheDocument();
    expect(within(shared).getByLabelText('Copy to')).toHaveValue('class_g4_room14'); // only classes without a plan
    await user.click(within(shared).getByRole('button', { name: 'Copy “Grade 5 year”' }));
    expect(api.copy).toHaveBeenCalledWith('p9', 'class_g4_room14', expect.any(String));
  });

  it('an administrator reads the plans, with nothing to change', async () => {
    const api = fakeApi({ ...twoClasses('p1'), plans: [{ ...riveraPlan, mayEdit: false }] });
    renderPage(api, false);
    expect(await screen.findByRole('heading', { name: 'Fall term' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdministratorReport, AdministratorReportFrame } from '../../../events/reports/administrator-reports';
import type { ReportGroup, ReportGrouping } from '../../../events/reports/report-view-by';
import type { ReportFrame, TeacherReport } from '../../../events/reports/teacher-reports';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { AdministratorReportPage } from './administrator-report-page';
import { administratorReportSchemas, type AdministratorReportsApi } from './administrator-reports-api';
import { TeacherReportPage } from './teacher-report-page';
import { teacherReportSchemas, type TeacherReportAnswers, type TeacherReportsApi } from './teacher-reports-api';

// View by on the report pages (docs/reports.md "View by"): the picker's views,
// the choice in the call and from the address, the group header rows of the
// tables (rows and Score grid's skill columns), and the sentences when a view
// does not group the answer.

afterEach(cleanup);

const frame: ReportFrame = {
  classId: 'class_g4_room12',
  className: 'Grade 4 Room 12',
  range: 'last_30_days',
  interval: { fromDay: '2026-10-26', toDay: '2026-11-24' },
  timeZone: 'America/New_York',
  grade: null,
};
const classes = [{ classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4, students: [{ userId: 'u_ava', displayName: 'Ava B.' }] }];
const fractions = { permacode: 'F1', code: 'A.1', name: 'Compare fractions', subject: 'math', grade: 4 };
const equivalent = { permacode: 'F2', code: 'A.2', name: 'Equivalent fractions', subject: 'math', grade: 4 };
const greetings = { permacode: 'S1', code: 'B.1', name: 'Greetings', subject: 'spa', grade: 4 };

const group = (fields: Partial<ReportGroup> & Pick<ReportGroup, 'key' | 'kind' | 'permacodes'>): ReportGroup => ({
  code: null,
  name: null,
  description: null,
  startsOn: null,
  endsOn: null,
  className: null,
  ...fields,
});
const byStandard: ReportGrouping = {
  viewBy: 'standards',
  grouped: true,
  hasPlan: null,
  groups: [
    group({ key: 'standard:4.NF.A.2', kind: 'standard', code: '4.NF.A.2', description: 'Compare two fractions', permacodes: ['F1', 'F2'] }),
    group({ key: 'other', kind: 'other', permacodes: ['S1'] }),
  ],
};
const byPlan: ReportGrouping = {
  viewBy: 'skill-plan',
  grouped: true,
  hasPlan: true,
  groups: [
    group({ key: 'unit:u1', kind: 'unit', name: 'Unit 1: Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', permacodes: ['F2'] }),
    group({ key: 'other', kind: 'other', permacodes: ['F1', 'S1'] }),
  ],
};
const noPlan: ReportGrouping = { viewBy: 'skill-plan', grouped: true, hasPlan: false, groups: [] };
const byTakeoff: ReportGrouping = {
  viewBy: 'takeoff',
  grouped: true,
  hasPlan: true,
  groups: [
    group({ key: 'lesson:class_g4_room12:US-math-4-takeoff:1', kind: 'lesson', code: '1', name: 'Fractions: getting started', description: 'Grade 4 math takeoff', permacodes: ['F1', 'F2'] }),
    group({ key: 'other', kind: 'other', permacodes: ['S1'] }),
  ],
};

const skillsOf = (grouping: ReportGrouping | null): TeacherReportAnswers['skills-practiced'] => ({
  ...frame,
  viewBy: grouping?.viewBy ?? 'grades',
  grouping,
  skills: [fractions, equivalent, greetings].map((skill, index) => ({ ...skill, students: 2, questions: 30 - index, correct: 20, seconds: 600, averageScore: 70, proficientStudents: 1, masteredStudents: 0 })),
});

/** The page with fake calls: the answer follows the `viewBy` the call asks for. */
function renderTeacher(report: TeacherReport, answerFor: (viewBy: string | null) => unknown, search = '') {
  const fetchReport = vi.fn(async (name: TeacherReport, query: string) => teacherReportSchemas[name].parse(answerFor(new URLSearchParams(query).get('viewBy'))));
  const api: TeacherReportsApi = { fetchClasses: vi.fn(async () => classes), fetchReport: fetchReport as TeacherReportsApi['fetchReport'] };
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <TeacherReportPage report={report} api={api} search={search} />
      </I18nextProvider>
    </StrictMode>,
  );
  return { fetchReport, user: userEvent.setup() };
}

/** The table's body rows as text: a group header row as `# header`, a row as its first cell. */
const tableLines = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => (row.classList.contains('report-group-row') ? `# ${row.textContent}` : row.children[0]!.textContent));

describe('the view-by picker', () => {
  it('offers grades, standards, skill plan and takeoff, all enabled', async () => {
    renderTeacher('skills-practiced', (viewBy) => skillsOf(viewBy === 'standards' ? byStandard : null));
    const picker = await screen.findByTestId('view-by');
    const options = within(picker).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent, option.disabled])).toEqual([
      ['grades', 'Grades', false],
      ['standards', 'Standards', false],
      ['skill-plan', 'Skill plan', false],
      ['takeoff', 'Takeoff', false],
    ]);
    expect(document.body.textContent).not.toContain('not available yet');
  });
});

describe('a skill report grouped', () => {
  it('by standard: the call names the view, the table shows each standard as a header row over its skills, "No standard" last', async () => {
    const { fetchReport, user } = renderTeacher('skills-practiced', (viewBy) => skillsOf(viewBy === 'standards' ? byStandard : null));
    await screen.findByTestId('skills-table');
    expect(fetchReport.mock.calls[0]![1]).not.toContain('viewBy');
    expect(screen.queryAllByTestId('report-group-row')).toHaveLength(0);
    await user.selectOptions(screen.getByTestId('view-by'), 'standards');
    await waitFor(() => expect(screen.getAllByTestId('report-group-row')).toHaveLength(2));
    expect(new URLSearchParams(fetchReport.mock.calls.at(-1)![1]).get('viewBy')).toBe('standards');
    expect(tableLines(screen.getByTestId('skills-table'))).toEqual(['# 4.NF.A.2 — Compare two fractions', 'A.1 Compare fractions', 'A.2 Equivalent fractions', '# No standard', 'B.1 Greetings']);
    expect(screen.getAllByTestId('report-group-row')[0]!.querySelector('th')).toHaveAttribute('scope', 'colgroup');
  });

  it('by skill plan from the address: the units with their days, then "Not in the plan"; sorting sorts within each group', async () => {
    const { fetchReport, user } = renderTeacher('skills-practiced', (viewBy) => skillsOf(viewBy === 'skill-plan' ? byPlan : null), '?viewBy=skill-plan');
    await waitFor(() => expect(screen.getAllByTestId('report-group-row')).toHaveLength(2));
    expect(new URLSearchParams(fetchReport.mock.calls[0]![1]).get('viewBy')).toBe('skill-plan');
    expect(screen.getByTestId('view-by')).toHaveValue('skill-plan');
    const table = screen.getByTestId('skills-table');
    expect(tableLines(table)).toEqual(['# Unit 1: Fractions (2026-11-02 to 2026-11-13)', 'A.2 Equivalent fractions', '# Not in the plan', 'A.1 Compare fractions', 'B.1 Greetings']);
    await user.click(within(table).getByTestId('sort-questions'));
    expect(tableLines(table)).toEqual(['# Unit 1: Fractions (2026-11-02 to 2026-11-13)', 'A.2 Equivalent fractions', '# Not in the plan', 'B.1 Greetings', 'A.1 Compare fractions']);
  });

  it('by takeoff: each lesson of the class’s plan as a header row over its skills, then "Not in the plan"; none assigned says so', async () => {
    const { fetchReport, user } = renderTeacher('skills-practiced', (viewBy) => skillsOf(viewBy === 'takeoff' ? byTakeoff : null));
    await screen.findByTestId('skills-table');
    await user.selectOptions(screen.getByTestId('view-by'), 'takeoff');
    await waitFor(() => expect(screen.getAllByTestId('report-group-row')).toHaveLength(2));
    expect(new URLSearchParams(fetchReport.mock.calls.at(-1)![1]).get('viewBy')).toBe('takeoff');
    expect(tableLines(screen.getByTestId('skills-table'))).toEqual([
      '# Lesson 1: Fractions: getting started (Grade 4 math takeoff)',
      'A.1 Compare fractions',
      'A.2 Equivalent fractions',
      '# Not in the plan',
      'B.1 Greetings',
    ]);
    cleanup();
    renderTeacher('skills-practiced', () => skillsOf({ viewBy: 'takeoff', grouped: true, hasPlan: false, groups: [] }), '?viewBy=takeoff');
    expect(await screen.findByTestId('report-no-plan')).toHaveTextContent('No class here follows a takeoff plan');
  });

  it('a class without a plan: a sentence says so, the figures are shown ungrouped', async () => {
    renderTeacher('skills-practiced', () => skillsOf(noPlan), '?viewBy=skill-plan');
    expect(await screen.findByTestId('report-no-plan')).toHaveTextContent('There is no skill plan to group this report by');
    expect(tableLines(screen.getByTestId('skills-table'))).toEqual(['A.1 Compare fractions', 'A.2 Equivalent fractions', 'B.1 Greetings']);
  });

  it('Score grid: the skill columns in runs under a header row naming each group', async () => {
    const grid: TeacherReportAnswers['score-grid'] = {
      ...frame,
      viewBy: 'standards',
      grouping: byStandard,
      subject: 'math',
      subjects: ['math', 'spa'],
      skills: [fractions, equivalent, greetings],
      students: [{ userId: 'u_ava', displayName: 'Ava B.', scores: { F1: { smartScore: 90, questions: 10, seconds: 60 } } }],
    };
    renderTeacher('score-grid', () => grid, '?viewBy=standards');
    const groups = await screen.findByTestId('report-column-groups');
    expect([...groups.children].map((cell) => [cell.tagName, cell.textContent, cell.getAttribute('colspan')])).toEqual([
      ['TD', '', '1'],
      ['TH', '4.NF.A.2 — Compare two fractions', '2'],
      ['TH', 'No standard', '1'],
    ]);
  });
});

describe('reports not about skills', () => {
  it('an administrator report per school says the view does not group it, and shows the same table', async () => {
    const adminFrame: AdministratorReportFrame = {
      schoolOptions: [{ schoolId: 'school_maple', name: 'Maple Elementary' }],
      schoolId: null,
      range: 'last_30_days',
      fromDay: '2026-10-04',
      toDay: '2026-11-02',
      timeZone: 'America/New_York',
      grade: null,
      gradeOptions: [4],
    };
    const dashboard = (viewBy: string | null) => ({
      ...adminFrame,
      viewBy: viewBy ?? 'grades',
      grouping: viewBy === null ? null : { viewBy, grouped: false, hasPlan: null, groups: [] },
      rows: [{ schoolId: 'school_maple', schoolName: 'Maple Elementary', students: 44, studentsActive: 24, questions: 3_400, seconds: 90_000, skillsProficient: 60, skillsMastered: 3 }],
    });
    const fetchReport = vi.fn(async (name: AdministratorReport, query: string) => administratorReportSchemas[name].parse(dashboard(new URLSearchParams(query).get('viewBy'))));
    const api = { fetchReport: fetchReport as AdministratorReportsApi['fetchReport'] } as AdministratorReportsApi;
    render(
      <I18nextProvider i18n={createI18n()}>
        <AdministratorReportPage report="district-dashboard" api={api} search="" />
      </I18nextProvider>,
    );
    expect((await screen.findAllByRole('table')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('report-not-grouped')).toBeNull();
    await userEvent.setup().selectOptions(screen.getByTestId('view-by'), 'skill-plan');
    expect(await screen.findByTestId('report-not-grouped')).toHaveTextContent('so Skill plan does not group it: the figures are the same as by grades.');
    expect(new URLSearchParams(fetchReport.mock.calls.at(-1)![1]).get('viewBy')).toBe('skill-plan');
  });
});

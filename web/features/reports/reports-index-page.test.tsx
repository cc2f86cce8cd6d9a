// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { parseSession } from '../../shared/session/session-api';
import { ReportsIndexPage } from './reports-index-page';

afterEach(cleanup);

const session = (userType: number, navigation: Record<string, boolean> = {}) => parseSession({ userId: 'u', username: 'x', userType, navigation: { signedIn: true, ...navigation } });
const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
const show = (userType: number, navigation: Record<string, boolean> = {}) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <ReportsIndexPage session={session(userType, navigation)} />
    </I18nextProvider>,
  );

describe('the reports index', () => {
  it('gives a teacher the class reports and the live classroom', () => {
    show(4);
    expect(links()).toEqual([
      ['Students quickview', '/analytics/reports/students-quickview'],
      ['Student usage', '/analytics/reports/student-usage'],
      ['Student summary', '/analytics/reports/student-summary'],
      ['LevelUp overview', '/analytics/reports/levelup-overview'],
      ['LevelUp strand analysis', '/analytics/reports/levelup-strand-analysis'],
      ['LevelUp standards performance', '/analytics/reports/levelup-standards-performance'],
      ['Flex overview', '/analytics/reports/flex-overview'],
      ['Flex strand analysis', '/analytics/reports/flex-strand-analysis'],
      ['Skills practiced', '/analytics/reports/skills-practiced'],
      ['Trouble spots', '/analytics/reports/trouble-spots'],
      ['Skill analysis', '/analytics/reports/skill-analysis'],
      ['Checkpoint analysis', '/analytics/reports/checkpoint-analysis'],
      ['Checkpoint performance', '/analytics/reports/checkpoint-performance'],
      ['Student trouble spots', '/analytics/reports/student-trouble-spots'],
      ['Score grid', '/analytics/reports/score-grid'],
      ['Student score chart', '/analytics/reports/student-score-chart'],
      ['Skill score chart', '/analytics/reports/skill-score-chart'],
      ['Questions log', '/analytics/reports/questions-log'],
      ['Progress and growth', '/analytics/reports/progress-and-growth'],
      ['Progress and improvement', '/analytics/reports/progress-and-improvement'],
      ['Live message', '/analytics/reports/live-message'],
      ['Student stats', '/analytics/reports/student-stats'],
      ['Student raceway report', '/analytics/reports/student-raceway'],
      ['Quiz analysis', '/analytics/reports/quiz-analysis'],
      ['Student quiz results', '/analytics/reports/student-quiz-results'],
      ['Scratchpad work', '/analytics/reports/scratchpad-work'],
      ['Live classroom', '/analytics/live-classroom'],
    ]);
    expect(screen.queryByTestId('reports-index-administrator')).not.toBeInTheDocument();
  });

  it('gives an administrator their reports first, then their schools’ class reports', () => {
    show(13);
    expect(within(screen.getByTestId('reports-index-administrator')).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'District Dashboard',
      'School Achievement',
      'Time Spent',
      'Skill Usage',
      'Skill Proficiency',
      'Universal Screener Results',
      'Benchmark Growth',
      'LevelUp Diagnostic Results',
      'Flex Diagnostic Results',
      'Flex Diagnostic Tier Analysis',
      'Flex Diagnostic Strands',
      'Checkpoint Performance',
      'Common Assessment Results',
      'Common Assessment Item Analysis',
      'Standards Proficiency Overview',
      'Standards Proficiency Details',
      'Standards Performance',
      'Quiz Resource Results',
      'Quiz Resource Item Analysis',
    ]);
    expect(screen.getByRole('link', { name: 'Standards Performance' })).toHaveAttribute('href', '/analytics/reports/standards-performance');
    expect(screen.getByRole('link', { name: 'Quiz Resource Item Analysis' })).toHaveAttribute('href', '/analytics/reports/quiz-resource-item-analysis');
    expect(within(screen.getByTestId('reports-index-class')).getAllByRole('link')).toHaveLength(27);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('gives learners their progress, and parents their children’s and Progress Share', () => {
    show(2);
    expect(links()).toEqual([['My progress', '/analytics/progress']]);
    cleanup();
    show(11, { sharedAnalyticsAccess: true });
    expect(links()).toEqual([
      ['My children’s progress', '/analytics/progress'],
      ['Progress Share', '/analytics/progress-share'],
    ]);
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAdministratorHome, fullAdministratorHome } from './home-fixtures';
import { itLoadsAndRetries, renderHomeSummary } from './home-summary-harness';

afterEach(cleanup);

type Load = Parameters<typeof renderHomeSummary>[1];

const renderHome = (load: Load, language = 'en') => renderHomeSummary('u_admin_lee', load, { language });

describe('the administrator’s home (issue 32 item 3)', () => {
  itLoadsAndRetries('u_admin_lee', fullAdministratorHome, 'Your schools this week');

  it('full: each school’s week, and the assessment windows with how far along each is', async () => {
    await renderHome(async () => fullAdministratorHome);
    const week = await screen.findByRole('region', { name: 'Your schools this week' });
    expect(week).toHaveTextContent('Nov 16, 2026 to Nov 20, 2026');
    expect(week).toHaveTextContent('Maple Elementary');
    expect(week).toHaveTextContent('12 students practised');
    expect(week).toHaveTextContent('340 questions answered');
    expect(week).toHaveTextContent('8 skills reached proficiency');
    expect(week).toHaveTextContent('3 skills mastered');
    expect(within(week).getByRole('link', { name: 'Open the district dashboard' })).toHaveAttribute('href', '/analytics/reports/district-dashboard?range=this_week');
    const windows = screen.getByRole('region', { name: 'Assessment windows' });
    expect(windows).toHaveTextContent('Math screener: Nov 16, 2026 to Nov 25, 2026');
    expect(within(windows).getByRole('progressbar', { name: 'Day 5 of 10' })).toHaveAttribute('value', '5');
    expect(windows).toHaveTextContent('Starts Nov 30, 2026');
  });

  it('empty: no schools, no windows', async () => {
    await renderHome(async () => emptyAdministratorHome);
    expect(await screen.findByRole('region', { name: 'Your schools this week' })).toHaveTextContent('No school is linked to your account.');
    expect(screen.getByRole('region', { name: 'Assessment windows' })).toHaveTextContent('No assessment window is open or coming up.');
  });

  it('speaks Spanish', async () => {
    await renderHome(async () => fullAdministratorHome, 'es');
    expect(await screen.findByRole('region', { name: 'Tus escuelas esta semana' })).toHaveTextContent('12 estudiantes practicaron');
  });
});

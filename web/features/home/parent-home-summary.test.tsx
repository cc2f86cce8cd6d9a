// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyParentHome, fullParentHome } from './home-fixtures';
import { itLoadsAndRetries, renderHomeSummary } from './home-summary-harness';

afterEach(cleanup);

type Load = Parameters<typeof renderHomeSummary>[1];

const renderHome = (load: Load, language = 'en') => renderHomeSummary('u_park_family', load, { language });

describe('the parent’s home (issue 32 item 3)', () => {
  itLoadsAndRetries('u_park_family', fullParentHome, 'Mina');

  it('full: each child’s week and what each is working on', async () => {
    await renderHome(async () => fullParentHome);
    const mina = await screen.findByRole('region', { name: 'Mina' });
    expect(mina).toHaveTextContent('2 days in a row');
    expect(mina).toHaveTextContent('25 questions this week');
    expect(mina).toHaveTextContent('1 skill mastered this week');
    expect(within(mina).getByRole('link', { name: 'Add fractions' })).toHaveAttribute('href', '/math/grade-4/skills/F1');
    const joon = screen.getByRole('region', { name: 'Joon' });
    expect(joon).toHaveTextContent('Practise today to start a streak.');
    expect(joon).toHaveTextContent('No practice yet.');
  });

  it('empty: no children yet', async () => {
    await renderHome(async () => emptyParentHome);
    expect(await screen.findByRole('region', { name: 'Your children this week' })).toHaveTextContent('No children are in your family yet.');
  });

  it('speaks Spanish', async () => {
    await renderHome(async () => fullParentHome, 'es');
    expect(await screen.findByRole('region', { name: 'Tus hijos esta semana' })).toHaveTextContent('25 preguntas esta semana');
  });
});

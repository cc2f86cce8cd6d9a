// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyVisitorHome, fullVisitorHome } from './home-fixtures';
import { itLoadsAndRetries, renderHomeSummary } from './home-summary-harness';

afterEach(cleanup);

type Load = Parameters<typeof renderHomeSummary>[1];

const renderHome = (load: Load, language = 'en') => renderHomeSummary(null, load, { language });

describe('the visitor’s home (issue 32 item 3)', () => {
  itLoadsAndRetries(null, fullVisitorHome, 'Popular this week');

  it('full: popular skills to start with, and the free questions left today', async () => {
    await renderHome(async () => fullVisitorHome);
    const popular = await screen.findByRole('region', { name: 'Popular this week' });
    expect(within(popular).getByRole('link', { name: 'Practise Add fractions' })).toHaveAttribute('href', '/math/grade-4/skills/F1');
    expect(within(popular).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Free practice today' })).toHaveTextContent('7 of 10 free questions left today.');
  });

  it('empty: nothing popular yet, and no free questions left', async () => {
    await renderHome(async () => emptyVisitorHome);
    expect(await screen.findByRole('region', { name: 'Popular this week' })).toHaveTextContent('No skill has been practised this week yet');
    expect(screen.getByRole('region', { name: 'Free practice today' })).toHaveTextContent('You have used today’s 10 free questions.');
  });

  it('speaks Spanish', async () => {
    await renderHome(async () => fullVisitorHome, 'es');
    expect(await screen.findByRole('region', { name: 'Práctica gratis hoy' })).toHaveTextContent('Te quedan 7 de 10 preguntas gratis hoy.');
  });
});

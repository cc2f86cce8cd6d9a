// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n-setup';
import { MIN_CATEGORY_SLOT, ReportChart } from './report-chart';

afterEach(cleanup);

function drawChart(data: { name: string; value: number }[]) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <ReportChart kind="bar" title="Questions answered" data={data} xKey="name" xLabel="Student" series={[{ key: 'value', label: 'Questions' }]} testId="chart" />
    </I18nextProvider>,
  );
  return screen.getByRole('img', { name: 'Questions answered' });
}

describe('a report chart keeps a readable slot for every category (issue 34: 24 names on a phone overlapped)', () => {
  it('a chart of categories is at least as wide as their slots, in a box of its own that scrolls sideways', () => {
    const students = Array.from({ length: 24 }, (_, index) => ({ name: `Student ${index + 1}`, value: index }));
    const canvas = drawChart(students);
    const minWidth = Number.parseFloat(canvas.style.minWidth);
    expect(minWidth).toBeGreaterThanOrEqual(24 * MIN_CATEGORY_SLOT);
    expect(canvas.parentElement).toHaveAttribute('data-testid', 'report-chart-scroll');
  });

  it('a time axis (days) keeps no minimum: its ticks thin out instead', () => {
    const days = Array.from({ length: 30 }, (_, index) => ({ name: `2026-11-${String(index + 1).padStart(2, '0')}`, value: index }));
    expect(drawChart(days).style.minWidth).toBe('');
  });
});

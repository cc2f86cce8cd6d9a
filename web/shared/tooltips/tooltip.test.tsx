// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, type TooltipProps } from './tooltip';
import { carrotAlignment, tooltipGap } from './tooltip-timing';

function renderTooltip(props: Partial<TooltipProps> = {}) {
  render(
    <Tooltip content="Shared analytics help" {...props}>
      {(anchor) => (
        <a href="/analytics" {...anchor}>
          Progress Share analytics
        </a>
      )}
    </Tooltip>,
  );
  return screen.getByRole('link', { name: 'Progress Share analytics' });
}

/** Moves the fake clock and lets Floating UI's position promises settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('tooltip', () => {
  it('shows after the default 500 ms of hover and hides 75 ms after the pointer leaves', async () => {
    const anchor = renderTooltip();
    fireEvent.mouseEnter(anchor);
    await advance(499);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Shared analytics help');
    expect(tooltip).toHaveAttribute('data-testid', 'tooltip');
    expect(anchor).toHaveAttribute('aria-describedby', tooltip.id);

    fireEvent.mouseLeave(anchor);
    await advance(74);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(anchor).not.toHaveAttribute('aria-describedby');
  });

  it('takes other delays: 700 ms for shared analytics, 75 ms for remember me', async () => {
    const anchor = renderTooltip({ showDelayMs: 700 });
    fireEvent.mouseEnter(anchor);
    await advance(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    cleanup();

    const quick = renderTooltip({ showDelayMs: 75 });
    fireEvent.mouseEnter(quick);
    await advance(74);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('never shows when the pointer leaves before the delay', async () => {
    const anchor = renderTooltip();
    fireEvent.mouseEnter(anchor);
    await advance(300);
    fireEvent.mouseLeave(anchor);
    await advance(1_000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    const anchor = renderTooltip();
    act(() => anchor.focus());
    await advance(0);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('tooltip geometry', () => {
  it('sits 12 px above or 20 px below its anchor', () => {
    expect(tooltipGap('top-start')).toBe(12);
    expect(tooltipGap('top')).toBe(12);
    expect(tooltipGap('bottom-start')).toBe(20);
  });

  it('starts where its carrot, 30 px in, meets the anchor middle', () => {
    expect(carrotAlignment(100)).toBe(20);
    expect(carrotAlignment(40)).toBe(-10);
  });
});

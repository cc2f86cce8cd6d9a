// @vitest-environment jsdom
import { render } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endFirstPaint, endFirstPaintAtTheLatest, FIRST_PAINT_LONGEST_MS, FirstPaintEnd } from './first-paint';

// Issue 33: the app takes the server's first paint's place (server/html/first-paint.ts) in one step.
afterEach(() => {
  document.getElementById('first-paint')?.remove();
  document.body.className = '';
});

function paintFirst(): void {
  document.body.classList.add('first-paint-showing');
  document.body.insertAdjacentHTML('afterbegin', '<div id="first-paint" class="first-paint"><h1>Welcome to Live Classroom</h1></div>');
}

describe('the end of the first paint', () => {
  it('removes the first paint and unmarks <body> (so #root shows), and does nothing the second time', () => {
    paintFirst();
    endFirstPaint();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.body).not.toHaveClass('first-paint-showing');
    expect(() => endFirstPaint()).not.toThrow();
  });

  it('happens when FirstPaintEnd commits, not before', () => {
    paintFirst();
    expect(document.getElementById('first-paint')).not.toBeNull();
    render(<FirstPaintEnd />);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.body).not.toHaveClass('first-paint-showing');
  });

  it('happens at the latest FIRST_PAINT_LONGEST_MS after the app starts, even if no page commits', () => {
    vi.useFakeTimers();
    try {
      paintFirst();
      endFirstPaintAtTheLatest();
      vi.advanceTimersByTime(FIRST_PAINT_LONGEST_MS - 1);
      expect(document.getElementById('first-paint')).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.getElementById('first-paint')).toBeNull();
      expect(document.body).not.toHaveClass('first-paint-showing');
    } finally {
      vi.useRealTimers();
    }
  });
});

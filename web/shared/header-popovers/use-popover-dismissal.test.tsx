// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePopoverDismissal, type DismissReason } from './use-popover-dismissal';

afterEach(cleanup);

function Popover({ open, onDismiss, escapeKey }: { open: boolean; onDismiss(reason: DismissReason): void; escapeKey?: boolean }) {
  const dismissal = usePopoverDismissal({ open, onDismiss, ...(escapeKey === undefined ? {} : { escapeKey }) });
  return (
    <>
      <button type="button" ref={dismissal.setReference} {...dismissal.getReferenceProps()}>
        trigger
      </button>
      {open ? (
        <div ref={dismissal.setFloating} {...dismissal.getFloatingProps()}>
          <button type="button">inside</button>
        </div>
      ) : null}
      <button type="button">elsewhere</button>
    </>
  );
}

describe('popover dismissal', () => {
  it('dismisses an open popover on Escape and on a press outside it, not on one inside it or on its trigger', async () => {
    const onDismiss = vi.fn();
    render(<Popover open onDismiss={onDismiss} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'inside' }));
    await user.click(screen.getByRole('button', { name: 'trigger' }));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onDismiss).toHaveBeenLastCalledWith('outside-press');
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenLastCalledWith('escape-key');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('does nothing while closed, and leaves Escape alone when asked to', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Popover open={false} onDismiss={onDismiss} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.keyboard('{Escape}');
    rerender(<Popover open escapeKey={false} onDismiss={onDismiss} />);
    await user.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

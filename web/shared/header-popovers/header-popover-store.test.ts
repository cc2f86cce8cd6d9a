import { describe, expect, it } from 'vitest';
import { createHeaderPopoverStore } from './header-popover-store';

describe('header popovers', () => {
  it('keeps at most one open: opening one closes the other', () => {
    const store = createHeaderPopoverStore();
    expect(store.getState().open).toBeNull();
    store.getState().openPopover('user-menu');
    store.getState().openPopover('live-messages');
    expect(store.getState().open).toBe('live-messages');
  });

  it('closes only the popover that is open', () => {
    const store = createHeaderPopoverStore();
    store.getState().openPopover('live-messages');
    store.getState().closePopover('user-menu');
    expect(store.getState().open).toBe('live-messages');
    store.getState().closePopover('live-messages');
    expect(store.getState().open).toBeNull();
  });

  it('does not notify when nothing changes', () => {
    const store = createHeaderPopoverStore();
    let notified = 0;
    store.subscribe(() => notified++);
    store.getState().openPopover('live-messages');
    store.getState().openPopover('live-messages');
    store.getState().closePopover('notifications');
    expect(notified).toBe(1);
  });
});

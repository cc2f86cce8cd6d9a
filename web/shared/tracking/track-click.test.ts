import { describe, expect, it, vi } from 'vitest';
import { STUDENT_ACTIONS, TEACHER_ACTIONS, TRACKING_FEATURES, TRACKING_MODULES, type TrackingButton } from './tracking-groups';
import { createClickTracker, type Click } from './track-click';

const click: Click = {
  feature: TRACKING_FEATURES.liveMessageFeature,
  module: TRACKING_MODULES.studentLiveMessagePopover,
  button: STUDENT_ACTIONS.studentAcknowledgesLiveMessage,
  clickText: 'Got it',
};

describe('click tracking', () => {
  it('pushes a click_button event with snake-case fields onto the page data list', () => {
    const page = { dataLayer: [] as unknown[] };
    createClickTracker({ page: () => page })({ ...click, clickUrl: 'https://example.org/a', outbound: true });
    expect(page.dataLayer).toEqual([
      {
        event: 'click_button',
        feature: 'live_message',
        module: 'student_live_message_popover',
        button: 'student_acknowledge_live_message',
        click_text: 'Got it',
        click_url: 'https://example.org/a',
        interaction_type: 'click',
        outbound: true,
      },
    ]);
  });

  it('gives every field on every push, null or false when the click has no value for it', () => {
    const page = { dataLayer: [] as unknown[] };
    createClickTracker({ page: () => page })({
      feature: TRACKING_FEATURES.liveMessageFeature,
      module: TRACKING_MODULES.liveMessageCompose,
      button: TEACHER_ACTIONS.teacherSendsLiveMessage,
    });
    expect(page.dataLayer[0]).toEqual({
      event: 'click_button',
      feature: 'live_message',
      module: 'live_message_compose',
      button: 'teacher_send_live_message',
      click_text: null,
      click_url: null,
      interaction_type: 'click',
      outbound: false,
    });
  });

  it('warns and records nothing when the page has no data list', () => {
    const warn = vi.fn();
    expect(() => createClickTracker({ page: () => ({}), warn })(click)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/no dataLayer/);
  });

  it('throws for an unregistered feature, module or button name, before touching the list', () => {
    const page = { dataLayer: [] as unknown[] };
    const track = createClickTracker({ page: () => page });
    expect(() => track({ ...click, feature: 'made_up' as Click['feature'] })).toThrow(/not a registered feature/);
    expect(() => track({ ...click, module: 'made_up' as Click['module'] })).toThrow(/not a registered module/);
    expect(() => track({ ...click, button: 'made_up' as TrackingButton })).toThrow(/not a registered button/);
    // A registered name of the wrong kind is not accepted either.
    expect(() => track({ ...click, button: 'live_message' as TrackingButton })).toThrow(/not a registered button/);
    expect(page.dataLayer).toEqual([]);
  });

  it('throws for an unregistered name even when the page has no data list', () => {
    const warn = vi.fn();
    expect(() => createClickTracker({ page: () => undefined, warn })({ ...click, button: 'x' as TrackingButton })).toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});

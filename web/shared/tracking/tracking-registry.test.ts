import { describe, expect, it, vi } from 'vitest';
import { TRACKING_GROUPS, type TrackingGroup } from './tracking-groups';
import { createTrackingRegistry, findSharedKeys, reportSharedKeys } from './tracking-registry';

describe('tracking constant groups', () => {
  it('include Teacher actions, Admin actions and Student actions', () => {
    expect(TRACKING_GROUPS.map((group) => group.name)).toEqual(
      expect.arrayContaining(['Teacher actions', 'Admin actions', 'Student actions']),
    );
  });

  it('share no key today', () => {
    expect(findSharedKeys(TRACKING_GROUPS)).toEqual([]);
  });

  it('register names by kind', () => {
    const registry = createTrackingRegistry(TRACKING_GROUPS);
    expect(registry.isRegistered('button', 'admin_send_live_message')).toBe(true);
    expect(registry.isRegistered('feature', 'admin_send_live_message')).toBe(false);
    expect(registry.isRegistered('module', 'live_message_compose')).toBe(true);
  });
});

describe('the development check for shared keys', () => {
  const groups: TrackingGroup[] = [
    { name: 'Teacher actions', kind: 'button', names: { send: 'teacher_send', open: 'teacher_open' } },
    { name: 'Admin actions', kind: 'button', names: { send: 'admin_send' } },
    { name: 'Student actions', kind: 'button', names: { open: 'student_open', send: 'student_send' } },
  ];

  it('finds each key held by two or more groups, with its holders', () => {
    expect(findSharedKeys(groups)).toEqual([
      { key: 'send', groups: ['Teacher actions', 'Admin actions', 'Student actions'] },
      { key: 'open', groups: ['Teacher actions', 'Student actions'] },
    ]);
  });

  it('logs one console error per shared key, and nothing when keys are unique', () => {
    const logError = vi.fn();
    reportSharedKeys(groups, logError);
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError.mock.calls[0]?.[0]).toContain('"send"');
    logError.mockClear();
    reportSharedKeys(TRACKING_GROUPS, logError);
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs through console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportSharedKeys(groups);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});

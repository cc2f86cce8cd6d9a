import { describe, expect, it } from 'vitest';
import { canSubmit, HIDDEN_DROPDOWN, pressKey, reduceDropdown, type DropdownContext, type DropdownState } from './search-quickbar-model';

const THREE: DropdownContext = { optionCount: 3, canShow: true };
const shown = (activeIndex: number): DropdownState => ({ visible: true, activeIndex });
const press = (state: DropdownState, key: string, shiftKey = false, context = THREE) => pressKey(state, { key, shiftKey }, context);

/** Presses `key` `times` times from `state` and lists the active indexes visited. */
function walk(state: DropdownState, key: string, times: number, shiftKey = false): number[] {
  const visited: number[] = [];
  for (let i = 0; i < times; i++) {
    state = press(state, key, shiftKey).state;
    visited.push(state.activeIndex);
  }
  return visited;
}

describe('the dropdown keyboard model: index 0 is the input, 1..n the options', () => {
  it('ArrowDown walks down and wraps from the last option to the input', () => {
    expect(walk(shown(0), 'ArrowDown', 8)).toEqual([1, 2, 3, 0, 1, 2, 3, 0]);
  });

  it('ArrowUp walks up and wraps from the input to the last option', () => {
    expect(walk(shown(0), 'ArrowUp', 8)).toEqual([3, 2, 1, 0, 3, 2, 1, 0]);
  });

  it('Tab walks forward and Shift+Tab backward, both wrapping through the input', () => {
    expect(walk(shown(0), 'Tab', 4)).toEqual([1, 2, 3, 0]);
    expect(walk(shown(0), 'Tab', 4, true)).toEqual([3, 2, 1, 0]);
    expect(press(shown(3), 'Tab').state).toEqual(shown(0));
    expect(press(shown(0), 'Tab', true).state).toEqual(shown(3));
  });

  it('every move from every index lands where it should, and is handled', () => {
    for (let from = 0; from <= 3; from++) {
      expect(press(shown(from), 'ArrowDown')).toEqual({ state: shown((from + 1) % 4), handled: true, follow: null });
      expect(press(shown(from), 'ArrowUp')).toEqual({ state: shown((from + 3) % 4), handled: true, follow: null });
      expect(press(shown(from), 'Tab')).toEqual({ state: shown((from + 1) % 4), handled: true, follow: null });
      expect(press(shown(from), 'Tab', true)).toEqual({ state: shown((from + 3) % 4), handled: true, follow: null });
    }
  });

  it('with a single option the keys toggle between the input and it', () => {
    const one = { optionCount: 1, canShow: true };
    expect(pressKey(shown(0), { key: 'ArrowDown' }, one).state).toEqual(shown(1));
    expect(pressKey(shown(1), { key: 'ArrowDown' }, one).state).toEqual(shown(0));
    expect(pressKey(shown(0), { key: 'ArrowUp' }, one).state).toEqual(shown(1));
  });

  it('ArrowDown when hidden shows the dropdown with the input active, if there is something to show', () => {
    expect(press(HIDDEN_DROPDOWN, 'ArrowDown')).toEqual({ state: shown(0), handled: true, follow: null });
    expect(press(HIDDEN_DROPDOWN, 'ArrowDown', false, { optionCount: 0, canShow: false })).toEqual({
      state: HIDDEN_DROPDOWN,
      handled: false,
      follow: null,
    });
  });

  it('ArrowUp and Tab do nothing while hidden (Tab leaves the input as usual)', () => {
    expect(press(HIDDEN_DROPDOWN, 'ArrowUp')).toEqual({ state: HIDDEN_DROPDOWN, handled: false, follow: null });
    expect(press(HIDDEN_DROPDOWN, 'Tab')).toEqual({ state: HIDDEN_DROPDOWN, handled: false, follow: null });
    expect(press(HIDDEN_DROPDOWN, 'Tab', true)).toEqual({ state: HIDDEN_DROPDOWN, handled: false, follow: null });
  });

  it('with no options shown (no results, an error) arrows keep the input active and Tab leaves', () => {
    const none = { optionCount: 0, canShow: true };
    expect(pressKey(shown(0), { key: 'ArrowDown' }, none)).toEqual({ state: shown(0), handled: true, follow: null });
    expect(pressKey(shown(0), { key: 'ArrowUp' }, none)).toEqual({ state: shown(0), handled: true, follow: null });
    expect(pressKey(shown(0), { key: 'Tab' }, none).handled).toBe(false);
  });

  it('Enter on an option follows it; on the input (or hidden) it is left to the form', () => {
    expect(press(shown(2), 'Enter')).toEqual({ state: shown(2), handled: true, follow: 2 });
    expect(press(shown(0), 'Enter')).toEqual({ state: shown(0), handled: false, follow: null });
    expect(press(HIDDEN_DROPDOWN, 'Enter')).toEqual({ state: HIDDEN_DROPDOWN, handled: false, follow: null });
  });

  it('Escape hides the dropdown and returns to the input; while hidden it is left alone', () => {
    expect(press(shown(2), 'Escape')).toEqual({ state: HIDDEN_DROPDOWN, handled: true, follow: null });
    expect(press(HIDDEN_DROPDOWN, 'Escape').handled).toBe(false);
  });

  it('other keys change nothing', () => {
    expect(press(shown(2), 'a')).toEqual({ state: shown(2), handled: false, follow: null });
    expect(press(shown(2), 'Home')).toEqual({ state: shown(2), handled: false, follow: null });
  });
});

describe('the dropdown visibility rules', () => {
  it('is hidden by default', () => {
    expect(HIDDEN_DROPDOWN).toEqual({ visible: false, activeIndex: 0 });
  });

  it('typing hides it when the value is empty, and otherwise returns to the input', () => {
    expect(reduceDropdown(shown(2), { type: 'typed', value: '' }, THREE)).toEqual(HIDDEN_DROPDOWN);
    expect(reduceDropdown(shown(2), { type: 'typed', value: 'fra' }, THREE)).toEqual(shown(0));
    expect(reduceDropdown(HIDDEN_DROPDOWN, { type: 'typed', value: 'fra' }, THREE)).toEqual(HIDDEN_DROPDOWN);
  });

  it('an answer shows it', () => {
    expect(reduceDropdown(HIDDEN_DROPDOWN, { type: 'answered' }, THREE)).toEqual(shown(0));
    expect(reduceDropdown(shown(2), { type: 'answered' }, THREE)).toEqual(shown(0));
  });

  it('an outside click hides it', () => {
    expect(reduceDropdown(shown(2), { type: 'outsideClick' }, THREE)).toEqual(HIDDEN_DROPDOWN);
  });

  it('a click on the input reopens it for a phrase of 2 or more characters with an existing result', () => {
    const click = (value: string, hasResult: boolean) => reduceDropdown(HIDDEN_DROPDOWN, { type: 'inputClicked', value, hasResult }, THREE);
    expect(click('fr', true)).toEqual(shown(0));
    expect(click(' f ', true)).toEqual(HIDDEN_DROPDOWN);
    expect(click('fractions', false)).toEqual(HIDDEN_DROPDOWN);
    expect(reduceDropdown(shown(2), { type: 'inputClicked', value: 'fr', hasResult: true }, THREE)).toEqual(shown(2));
  });

  it('keys go through the keyboard model', () => {
    expect(reduceDropdown(shown(3), { type: 'key', press: { key: 'ArrowDown' } }, THREE)).toEqual(shown(0));
  });

  it('a new layout returns to the input when the active option is gone', () => {
    expect(reduceDropdown(shown(3), { type: 'relaid' }, { optionCount: 2, canShow: true })).toEqual(shown(0));
    expect(reduceDropdown(shown(2), { type: 'relaid' }, { optionCount: 2, canShow: true })).toEqual(shown(2));
  });
});

describe('submitting', () => {
  it('an empty query blocks submit', () => {
    expect(canSubmit('')).toBe(false);
    expect(canSubmit('   ')).toBe(false);
    expect(canSubmit('c')).toBe(true);
  });
});

import { searchablePhrase } from './search-quickbar-api';

/**
 * The dropdown's visibility and keyboard rules (spec §4 "Search dropdown"),
 * as pure functions. Index 0 is the input itself; options are 1..n (the
 * results shown, then the more-results link). Arrow keys and Tab wrap around
 * through the input while the dropdown is shown; focus stays in the input and
 * the active option is announced with aria-activedescendant.
 */

export interface DropdownState {
  visible: boolean;
  /** 0: the input; 1..n: an option. */
  activeIndex: number;
}

export const HIDDEN_DROPDOWN: DropdownState = { visible: false, activeIndex: 0 };

export interface DropdownContext {
  /** Options shown (results, plus the more-results link). */
  optionCount: number;
  /** Whether there is an answer to show (results, no results, or an error text). */
  canShow: boolean;
}

export interface KeyPress {
  key: string;
  shiftKey?: boolean;
}

export interface KeyOutcome {
  state: DropdownState;
  /** The key did something here: the browser's default (caret move, focus move, submit) is prevented. */
  handled: boolean;
  /** Enter on an option: its index, to follow. */
  follow: number | null;
}

export type DropdownEvent =
  | { type: 'typed'; value: string }
  /** A search finished and its answer (results, no results, or an error) is ready to show. */
  | { type: 'answered' }
  | { type: 'outsideClick' }
  | { type: 'inputClicked'; value: string; hasResult: boolean }
  | { type: 'key'; press: KeyPress }
  /** The number of options changed (new answer, or the room below the input changed). */
  | { type: 'relaid' };

export function reduceDropdown(state: DropdownState, event: DropdownEvent, context: DropdownContext): DropdownState {
  switch (event.type) {
    case 'typed':
      return event.value === '' ? HIDDEN_DROPDOWN : { ...state, activeIndex: 0 };
    case 'answered':
      return { visible: true, activeIndex: 0 };
    case 'outsideClick':
      return HIDDEN_DROPDOWN;
    case 'inputClicked':
      return searchablePhrase(event.value) !== null && event.hasResult ? { ...state, visible: true } : state;
    case 'key':
      return pressKey(state, event.press, context).state;
    case 'relaid':
      return state.activeIndex > context.optionCount ? { ...state, activeIndex: 0 } : state;
  }
}

const unhandled = (state: DropdownState): KeyOutcome => ({ state, handled: false, follow: null });

export function pressKey(state: DropdownState, press: KeyPress, { optionCount, canShow }: DropdownContext): KeyOutcome {
  const size = optionCount + 1;
  const move = (step: number): KeyOutcome => ({
    state: { ...state, activeIndex: (((state.activeIndex + step) % size) + size) % size },
    handled: true,
    follow: null,
  });
  switch (press.key) {
    case 'ArrowDown':
      if (state.visible) return move(1);
      return canShow ? { state: { visible: true, activeIndex: 0 }, handled: true, follow: null } : unhandled(state);
    case 'ArrowUp':
      return state.visible ? move(-1) : unhandled(state);
    case 'Tab':
      return state.visible && optionCount > 0 ? move(press.shiftKey ? -1 : 1) : unhandled(state);
    case 'Enter':
      return state.visible && state.activeIndex > 0 ? { state, handled: true, follow: state.activeIndex } : unhandled(state);
    case 'Escape':
      return state.visible ? { state: HIDDEN_DROPDOWN, handled: true, follow: null } : unhandled(state);
    default:
      return unhandled(state);
  }
}

/** An empty query blocks submit (spec §4). */
export function canSubmit(value: string): boolean {
  return value.trim() !== '';
}

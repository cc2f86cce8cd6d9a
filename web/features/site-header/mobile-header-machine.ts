import { assign, setup } from 'xstate';
import type { Subject } from '../../../events/curriculum';

/**
 * The mobile header (below 1014px, spec §2.6, §4 "Mobile"): the hamburger
 * menu and the mobile search are mutually exclusive — opening one closes the
 * other — and Escape closes either. The menu's nested lists form a stack
 * (Subjects → a subject's grades; Switch account) walked back with Back; the
 * menu always reopens at its top level. Resizing to the desktop layout closes
 * both (the component debounces the resize by 100 ms).
 */

export type MobileMenuLevel = { kind: 'subjects' } | { kind: 'grades'; subject: Subject } | { kind: 'accounts' };

export type MobileHeaderEvent =
  | { type: 'menu.toggle' }
  | { type: 'search.toggle' }
  | { type: 'list.open'; level: MobileMenuLevel }
  | { type: 'back' }
  | { type: 'close' }
  | { type: 'viewport.desktop' };

export const mobileHeaderMachine = setup({
  types: {
    context: {} as { levels: MobileMenuLevel[] },
    events: {} as MobileHeaderEvent,
  },
  actions: {
    /** Given by the component: the other header popovers close when a mobile panel opens. */
    closeOtherPopovers: () => undefined,
    backToTopLevel: assign({ levels: [] }),
    openList: assign({
      levels: ({ context, event }) => (event.type === 'list.open' ? [...context.levels, event.level] : context.levels),
    }),
    goBack: assign({ levels: ({ context }) => context.levels.slice(0, -1) }),
  },
}).createMachine({
  id: 'mobileHeader',
  initial: 'closed',
  context: { levels: [] },
  on: {
    close: '.closed',
    'viewport.desktop': '.closed',
  },
  states: {
    closed: {
      entry: 'backToTopLevel',
      on: {
        'menu.toggle': { target: 'menu', actions: 'closeOtherPopovers' },
        'search.toggle': { target: 'search', actions: 'closeOtherPopovers' },
      },
    },
    menu: {
      entry: 'backToTopLevel',
      on: {
        'menu.toggle': 'closed',
        'search.toggle': 'search',
        'list.open': { actions: 'openList' },
        back: { actions: 'goBack' },
      },
    },
    search: {
      on: {
        'search.toggle': 'closed',
        'menu.toggle': 'menu',
      },
    },
  },
});

/** The list the menu shows: the top level when the stack is empty. */
export function currentMenuLevel(levels: readonly MobileMenuLevel[]): MobileMenuLevel | null {
  return levels.at(-1) ?? null;
}

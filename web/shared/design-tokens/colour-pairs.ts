/**
 * Every foreground/background pair of colour tokens (tokens.css) the product
 * puts together, with what the foreground is. colour-pairs.test.ts reads the
 * token values from tokens.css and checks each pair's WCAG 2.1 contrast:
 * 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold) and for
 * non-text (icons, control borders, the focus ring, state fills).
 *
 * A stylesheet that puts two tokens together in a new way adds the pair here.
 * A colour token in no pair must be in `DECORATIVE_COLOUR_TOKENS`, with why it
 * needs no contrast.
 */

export type ColourToken = `--color-${string}`;

/** What the foreground is: text, large text, or something else that must be seen (WCAG 1.4.3, 1.4.11). */
export type PairUse = 'text' | 'large-text' | 'non-text';

export const MINIMUM_CONTRAST: Readonly<Record<PairUse, number>> = { text: 4.5, 'large-text': 3, 'non-text': 3 };

export interface ColourPair {
  foreground: ColourToken;
  background: ColourToken;
  use: PairUse;
  /** Where the product shows it. */
  where: string;
}

const pair = (foreground: ColourToken, background: ColourToken, use: PairUse, where: string): ColourPair => ({ foreground, background, use, where });

export const COLOUR_PAIRS: readonly ColourPair[] = [
  // Body text and links on the page and on cards, panels, popovers and dialogs.
  pair('--color-text', '--color-page', 'text', 'body text'),
  pair('--color-text', '--color-page', 'large-text', 'headings'),
  pair('--color-text', '--color-surface', 'text', 'text in the header, cards, popovers, dialogs, buttons'),
  pair('--color-text-muted', '--color-page', 'text', 'greeting, notes, loading text, result details'),
  pair('--color-text-muted', '--color-surface', 'text', 'rosters, times, hints, usernames'),
  pair('--color-accent', '--color-page', 'text', 'links on the page (grade pages, skill pages, "Go to the home page")'),
  pair('--color-accent', '--color-surface', 'text', 'links and outlined link buttons on cards and in the header'),
  // Filled and inverse surfaces.
  pair('--color-text-inverse', '--color-accent', 'text', 'primary buttons, the current chip and page number, a pressed reaction, the avatar'),
  pair('--color-text-inverse', '--color-danger', 'text', 'the airplane badge (unanswered count)'),
  pair('--color-text-inverse', '--color-surface-inverse', 'text', 'tooltips, the skip link'),
  // Selected and hovered rows of menus and the search dropdown.
  pair('--color-text', '--color-accent-subtle', 'text', 'hovered or focused menu items, the selected search option'),
  pair('--color-text-muted', '--color-accent-subtle', 'text', 'an edition code in a hovered edition item'),
  pair('--color-accent', '--color-accent-subtle', 'text', '"See all results" when selected'),
  pair('--color-text-muted', '--color-border', 'text', 'the "Coming soon" chip of an upcoming skill'),
  // States.
  pair('--color-danger', '--color-danger-subtle', 'text', 'form errors, load failures'),
  pair('--color-danger', '--color-surface', 'text', 'a failed acknowledgement, a search failure, a destructive button (.button-danger)'),
  pair('--color-success', '--color-surface', 'text', 'a student in the focus session'),
  pair('--color-warning', '--color-surface', 'text', 'a student who left the focus session'),
  pair('--color-warning', '--color-warning-subtle', 'text', 'the "Coming soon" detail of a search result'),
  // Issue 28: the fluency zone's progress grid marks each fact's state (besides its colour).
  pair('--color-success', '--color-success-subtle', 'text', 'the mark of a fluent fact on the fluency progress grid and its legend (learning: the warning pair above)'),
  // Ribbons and banners.
  pair('--color-text', '--color-info-subtle', 'text', "the student's focus ribbon, the header in focus mode"),
  pair('--color-text-muted', '--color-info-subtle', 'text', "the focus ribbon's detail"),
  pair('--color-accent', '--color-info-subtle', 'text', 'links in the focus ribbon and the focus-mode header'),
  pair('--color-text', '--color-success-subtle', 'text', 'the "session ended" ribbon'),
  pair('--color-text', '--color-warning-subtle', 'text', "the teacher's focus ribbon"),
  pair('--color-text-muted', '--color-warning-subtle', 'text', "the teacher's focus ribbon detail"),
  // The banners carousel (issue 16): its call-to-action buttons cycle through six colours, white text on each.
  ...(['blue', 'green', 'teal', 'orange', 'purple', 'pink'] as const).map((colour) =>
    pair('--color-text-inverse', `--color-cta-${colour}`, 'text', `a banner's call to action (${colour})`),
  ),
  // Non-text: what shows a control, its state or focus.
  pair('--color-border-control', '--color-surface', 'non-text', 'text fields, selects and text areas'),
  pair('--color-border-control', '--color-page', 'non-text', 'a read-only field on the page colour'),
  pair('--color-focus-ring', '--color-page', 'non-text', 'the focus ring on the page'),
  pair('--color-focus-ring', '--color-surface', 'non-text', 'the focus ring on the header, cards, menus and dialogs'),
  pair('--color-focus-ring', '--color-info-subtle', 'non-text', 'the focus ring on the focus ribbon'),
  pair('--color-focus-ring', '--color-warning-subtle', 'non-text', "the focus ring on the teacher's ribbon"),
  pair('--color-accent', '--color-surface', 'non-text', 'the airplane icon, the current nav underline, the selected option bar, the spinner'),
  pair('--color-accent', '--color-accent-subtle', 'non-text', "the selected search option's bar"),
  pair('--color-text', '--color-surface', 'non-text', 'icons: caret, close, hamburger, search'),
  pair('--color-text-muted', '--color-surface', 'non-text', "a message's age pie"),
  pair('--color-success', '--color-surface', 'non-text', 'the "connected" dot'),
  pair('--color-warning', '--color-surface', 'non-text', 'the "connecting" dot'),
];

/** Colour tokens that need no contrast, and why. */
export const DECORATIVE_COLOUR_TOKENS: Readonly<Partial<Record<ColourToken, string>>> = {
  '--color-border': 'separators and card outlines; a button or chip is told by its label, not its outline',
  '--color-success-border': "the ended ribbon's edge; the ribbon says what it is",
  '--color-warning-border': "the teacher ribbon's edge; the ribbon says what it is",
  '--color-info-border': "the focus ribbon's edge; the ribbon says what it is",
  '--color-warning-strong': "the teacher's focus-mode stripe at the top of the page; the ribbon says it in words",
  '--color-scrim': 'dims the page behind a dialog',
  '--color-scrim-light': 'dims the page behind the user menu',
};

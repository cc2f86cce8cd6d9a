import { z } from 'zod';

// Spec §7 "Bot-verification token request": a token is requested for an action
// — `signin_mini` (the header's quick sign-in), `signin_10q_limit` (the
// practice-limit and fluency-zone sign-in) or the dialog's hash (the sign-in
// dialog, the custom-domain page, the sub-account dialog: `#signin`, …). The
// action is signed into the challenge, and a route accepts only a token made for
// an action it expects (docs/sign-in.md "Bot check").

/** Where the browser's ALTCHA widget gets its challenges (`challengeurl`; the action is appended as `?action=`). */
export const BOT_CHECK_CHALLENGE_PATH = '/bot-check/challenge';

export const QUICK_SIGN_IN_ACTION = 'signin_mini';
export const PRACTICE_LIMIT_ACTION = 'signin_10q_limit';

/** Where a sign-in was made (spec §7 sign-in submit's location). */
export const signInLocations = ['SIGNIN_MODAL', 'PRACTICE_LIMIT_MODAL', 'QUICK_SIGNIN', 'FLUENCY_ZONE_MODAL', 'CUSTOM_DOMAIN_PAGE'] as const;
export type SignInLocation = (typeof signInLocations)[number];

/** A dialog's hash: `#` and up to 63 letters, digits, `_` or `-`. */
const DIALOG_HASH = /^#[A-Za-z0-9_-]{1,63}$/;

export const botCheckAction = z
  .string()
  .refine((action) => action === QUICK_SIGN_IN_ACTION || action === PRACTICE_LIMIT_ACTION || DIALOG_HASH.test(action), 'bot_check.unknown_action');

export type BotCheckActionRule = (action: string) => boolean;

/** The actions a sign-in from `location` accepts a token of (no location: the sign-in dialog). */
export function signInActionRule(location: SignInLocation | undefined): BotCheckActionRule {
  switch (location) {
    case 'QUICK_SIGNIN':
      return (action) => action === QUICK_SIGN_IN_ACTION;
    case 'PRACTICE_LIMIT_MODAL':
    case 'FLUENCY_ZONE_MODAL':
      // The limit dialogs' own form, or the sign-in dialog opened from them (which requests with its hash).
      return (action) => action === PRACTICE_LIMIT_ACTION || DIALOG_HASH.test(action);
    default:
      return (action) => DIALOG_HASH.test(action);
  }
}

/** The sub-account dialog (and the switch-to-parent dialog) request tokens with their hash. */
export const dialogActionRule: BotCheckActionRule = (action) => DIALOG_HASH.test(action);

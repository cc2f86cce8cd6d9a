import { trackClick, type Click } from '../tracking/track-click';
import { SIGN_IN_ACTIONS, TRACKING_FEATURES, type TrackingModule } from '../tracking/tracking-groups';

/**
 * Reports an accepted sign-in to click analytics (spec §7 "response: debugId,
 * userKind (reported)"): a `click_button` event of feature `sign_in` whose click
 * text is the answered `userKind` (STUDENT, TEACHER, …), from the form's module.
 */
export function reportSignIn(
  module: TrackingModule,
  userKind: string,
  options: { subAccount?: boolean; track?: (click: Click) => void } = {},
): void {
  const track = options.track ?? trackClick;
  try {
    track({
      feature: TRACKING_FEATURES.signInFeature,
      module,
      button: options.subAccount ? SIGN_IN_ACTIONS.subAccountSignInAccepted : SIGN_IN_ACTIONS.signInAccepted,
      ...(userKind ? { clickText: userKind } : {}),
    });
  } catch {
    // Analytics never stands in the way of signing in.
  }
}

import type { Banner, BannerTrackingKind } from '../../../events/banners';
import { dismissSignedOut, trackBanner, trackSignedOutClick } from './banners-api';

/** The calls tracking makes (tests give fakes). */
export interface BannerTrackingCalls {
  track(bannerId: number, kind: BannerTrackingKind): Promise<void>;
  signedOutClick(bannerId: number): Promise<void>;
  signedOutDismiss(bannerId: number): Promise<void>;
}

export const bannerTrackingCalls: BannerTrackingCalls = { track: trackBanner, signedOutClick: trackSignedOutClick, signedOutDismiss: dismissSignedOut };

export interface BannerTracker {
  /** A banner's slide is shown (selected, and the carousel at least half in view). */
  shown(banner: Banner): void;
  /** Its call to action was followed. */
  clicked(banner: Banner): void;
  /** It was dismissed. */
  dismissed(banner: Banner): void;
}

const warn = (what: string) => (error: unknown) => console.warn(`banners: ${what} failed`, error);

/**
 * Spec §4 "a banner's display is tracked once per banner": a signed-in user's
 * display (and click) is sent at most once per banner — not when the server has
 * it already (`hasSignedInDisplay`, `hasSignedInClick`), and not again in this
 * page's life however often the slide comes round. A signed-out visitor's
 * displays are not tracked; their clicks and dismissals go to the signed-out calls.
 */
export function createBannerTracker(signedIn: boolean, calls: BannerTrackingCalls = bannerTrackingCalls): BannerTracker {
  const sent = new Set<string>();
  const once = (banner: Banner, kind: 'display' | 'click', recorded: boolean) => {
    const key = `${kind}:${banner.bannerId}`;
    if (recorded || sent.has(key)) return;
    sent.add(key);
    calls.track(banner.bannerId, kind).catch(warn(kind));
  };
  return {
    shown(banner) {
      if (signedIn) once(banner, 'display', banner.hasSignedInDisplay);
    },
    clicked(banner) {
      if (signedIn) once(banner, 'click', banner.hasSignedInClick);
      else calls.signedOutClick(banner.bannerId).catch(warn('click'));
    },
    dismissed(banner) {
      if (signedIn) calls.track(banner.bannerId, 'dismiss').catch(warn('dismiss'));
      else calls.signedOutDismiss(banner.bannerId).catch(warn('dismiss'));
    },
  };
}

import { createContext, useContext, type MouseEvent } from 'react';
import { headerPopoverStore, type HeaderPopoverStore } from '../../shared/header-popovers/header-popover-store';
import { trackClick, type Click } from '../../shared/tracking/track-click';
import { TRACKING_FEATURES, type TrackingButton, type TrackingModule } from '../../shared/tracking/tracking-groups';

/** What the header's parts share, replaceable in tests: the click tracker and the header popovers. */
export interface HeaderServices {
  track: (click: Click) => void;
  popovers: HeaderPopoverStore;
}

export const HeaderServicesContext = createContext<HeaderServices>({ track: trackClick, popovers: headerPopoverStore });

export function useHeaderServices(): HeaderServices {
  return useContext(HeaderServicesContext);
}

/** Tracks a click on a header link or button (feature `site_header`). */
export function useTrackHeaderClick(module: TrackingModule) {
  const { track } = useHeaderServices();
  return (button: TrackingButton, event?: MouseEvent<HTMLElement>) => {
    const target = event?.currentTarget;
    track({
      feature: TRACKING_FEATURES.siteHeaderFeature,
      module,
      button,
      clickText: target?.textContent?.trim() || undefined,
      clickUrl: target instanceof HTMLAnchorElement ? target.href : undefined,
    });
  };
}

/** Closes whichever header popover is open (used by parts that are not in the shared list). */
export function closeOpenHeaderPopover(popovers: HeaderPopoverStore): void {
  const open = popovers.getState().open;
  if (open !== null) popovers.getState().closePopover(open);
}

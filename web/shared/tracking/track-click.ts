import { TRACKING_GROUPS, type TrackingButton, type TrackingFeature, type TrackingModule } from './tracking-groups';
import { createTrackingRegistry, reportSharedKeys, type TrackingRegistry } from './tracking-registry';

/**
 * Click analytics (spec §3, §5, §8): a `click_button` event pushed onto the
 * page data list `window.dataLayer`. No HTTP call. The names must be
 * registered in a tracking constant group, otherwise this throws; without a
 * data list it warns and does nothing.
 */

export interface Click {
  feature: TrackingFeature;
  module: TrackingModule;
  button: TrackingButton;
  clickText?: string;
  clickUrl?: string;
  outbound?: boolean;
}

/** What lands on the data list: the click's fields in snake case. */
export interface ClickButtonEvent {
  event: 'click_button';
  feature: string;
  module: string;
  button: string;
  click_text: string | null;
  click_url: string | null;
  interaction_type: 'click';
  outbound: boolean;
}

/** The page, as far as tracking needs it. */
export interface TrackingPage {
  dataLayer?: unknown[];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface ClickTrackerOptions {
  registry?: TrackingRegistry;
  page?: () => TrackingPage | undefined;
  warn?: (message: string) => void;
}

export function createClickTracker(options: ClickTrackerOptions = {}): (click: Click) => void {
  const registry = options.registry ?? createTrackingRegistry(TRACKING_GROUPS);
  const page = options.page ?? (() => (typeof window === 'undefined' ? undefined : window));
  const warn = options.warn ?? console.warn;
  return (click) => {
    for (const kind of ['feature', 'module', 'button'] as const) {
      if (!registry.isRegistered(kind, click[kind])) {
        throw new Error(`Click tracking: "${String(click[kind])}" is not a registered ${kind} name`);
      }
    }
    const dataLayer = page()?.dataLayer;
    if (!Array.isArray(dataLayer)) {
      warn('Click tracking: the page has no dataLayer; the click was not recorded');
      return;
    }
    dataLayer.push(toClickButtonEvent(click));
  };
}

/**
 * Every field is present on every push (null when unknown): a tag manager's
 * data model merges pushes, so an absent field would keep the previous click's value.
 */
export function toClickButtonEvent(click: Click): ClickButtonEvent {
  return {
    event: 'click_button',
    feature: click.feature,
    module: click.module,
    button: click.button,
    click_text: click.clickText ?? null,
    click_url: click.clickUrl ?? null,
    interaction_type: 'click',
    outbound: click.outbound ?? false,
  };
}

/** The application's tracker. */
export const trackClick = createClickTracker();

if (import.meta.env.DEV) reportSharedKeys(TRACKING_GROUPS);

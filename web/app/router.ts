import { useSyncExternalStore, type MouseEvent } from 'react';

/**
 * A tiny history-based router. Features render plain `<a href>` links; the
 * layout passes clicks through `followInAppLink`, which turns same-origin
 * links into history navigations, so no feature depends on the router.
 */

const NAVIGATED = 'live-classroom:navigated';

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

/** The current path, e.g. "/" or "/signin" (trailing slash removed). */
export function useRoutePath(): string {
  return useSyncExternalStore(subscribe, currentPath, () => '/');
}

/** The current query string, e.g. "?q=fractions&page=2" ("" when none). */
export function useRouteSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search, () => '');
}

function currentPath(): string {
  const path = window.location.pathname;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Click handler for the layout: follows same-origin links without a page load. */
export function followInAppLink(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (anchor === null || !anchor.href || anchor.hasAttribute('download')) return;
  if (anchor.target !== '' && anchor.target !== '_self') return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  // In-page links (the skip link) keep the browser's own behaviour.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== '') return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

/** Elements a keyboard user can reach with Tab inside a container, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  const candidates = container.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
  );
  return [...candidates].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden]') &&
      // Not shown (display: none, visibility: hidden): not a Tab stop. (jsdom has no checkVisibility.)
      (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Keeps Tab inside a container (a focus trap: the user menu, the focus start dialog): from the last element Tab goes
 * to the first, from the first Shift+Tab goes to the last. Returns true when it
 * moved focus itself.
 */
export function cycleFocus(container: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault(): void }): boolean {
  if (event.key !== 'Tab') return false;
  const elements = tabbableElements(container);
  if (elements.length === 0) return false;
  const index = elements.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey
    ? index <= 0
      ? elements.length - 1
      : index - 1
    : index === -1 || index === elements.length - 1
      ? 0
      : index + 1;
  event.preventDefault();
  elements[next]?.focus();
  return true;
}

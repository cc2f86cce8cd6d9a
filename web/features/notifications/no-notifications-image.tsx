/**
 * The empty state's picture (spec §2.19): an empty tray with a resting bell,
 * drawn here (no external image), coloured by the design tokens through
 * notifications.css.
 */
export function NoNotificationsImage() {
  return (
    <svg className="no-notifications-image" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false" data-testid="no-notifications-image">
      <ellipse className="no-notifications-shadow" cx="60" cy="86" rx="42" ry="6" />
      <path className="no-notifications-tray" d="M18 58 30 30h60l12 28v20a6 6 0 0 1-6 6H24a6 6 0 0 1-6-6Z" />
      <path className="no-notifications-tray-edge" d="M18 58h26a16 16 0 0 0 32 0h26" />
      <path
        className="no-notifications-bell"
        d="M60 10a3 3 0 0 1 3 3v2.2A13 13 0 0 1 73 28v9l4 6H43l4-6v-9a13 13 0 0 1 10-12.8V13a3 3 0 0 1 3-3Zm-5 35h10a5 5 0 0 1-10 0Z"
      />
    </svg>
  );
}

import type { MouseEvent, ReactNode } from 'react';

/**
 * A link followed with a real page load (for subject, grade and skill pages).
 * The layout turns same-origin link clicks into history navigations; stopping
 * the click here lets the browser load the page, so the server sees it (during
 * a focus session it sends a student from a subject or grade outside the
 * session to the session's page). `current` marks the page being shown (`aria-current`).
 */
export function PageLoadLink({
  href,
  children,
  className,
  testId,
  current = false,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  current?: boolean;
}) {
  return (
    <a href={href} className={className} data-testid={testId} aria-current={current ? 'page' : undefined} onClick={stopInAppNavigation}>
      {children}
    </a>
  );
}

function stopInAppNavigation(event: MouseEvent<HTMLAnchorElement>): void {
  event.stopPropagation();
}

import type { MouseEvent, ReactNode } from 'react';

export interface PageLinkProps {
  href: string;
  onNavigate(href: string): void;
  className?: string;
  testId?: string;
  current?: boolean;
  label?: string;
  children: ReactNode;
}

/** A link within the results page: a plain click changes the address in the app; others keep the browser's behaviour. */
export function PageLink({ href, onNavigate, className, testId, current = false, label, children }: PageLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} className={className} data-testid={testId} aria-current={current ? 'page' : undefined} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}

import { useMemo, type MouseEvent } from 'react';
import { sanitizeMessageHtml } from './message-html';

export interface MessageLinkClick {
  text: string;
  url: string;
  /** The link leaves this site. */
  outbound: boolean;
}

export interface MessageBodyProps {
  html: string;
  testId?: string;
  /** Called when a link inside the message is clicked (for click tracking). */
  onLinkClick?(link: MessageLinkClick): void;
}

/** A message's HTML, sanitized with DOMPurify right before it reaches the DOM. */
export function MessageBody({ html, testId, onLinkClick }: MessageBodyProps) {
  const clean = useMemo(() => sanitizeMessageHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor === null || !anchor.href || onLinkClick === undefined) return;
    const url = new URL(anchor.href, window.location.href);
    onLinkClick({ text: (anchor.textContent ?? '').trim(), url: url.href, outbound: url.origin !== window.location.origin });
  };
  return (
    <div
      className="live-message-text"
      data-testid={testId}
      onClick={onClick}
      // Sanitized just above: text formatting and links only.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * Message HTML is sanitized by the server and again here, with DOMPurify,
 * before it reaches the DOM: only text formatting and links survive. Links
 * open in a new tab without access to this page (rel="noopener noreferrer").
 */

export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'a', 'span', 'div', 'blockquote'];
export const ALLOWED_ATTR = ['href'];

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier !== null) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node instanceof Element) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeMessageHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}

/** A teacher's typed text as message HTML: line breaks become <br>. */
export function composedTextToHtml(text: string): string {
  return text.trim().replace(/\r\n?/g, '\n').replace(/\n/g, '<br>');
}

/** A message's words as plain text, for reading it aloud: the sanitized HTML's text, line breaks and paragraphs as pauses. */
export function messagePlainText(html: string): string {
  const body = getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, RETURN_DOM: true }) as HTMLElement;
  body.querySelectorAll('br, p, li, div').forEach((element: Element) => element.append('\n'));
  return (body.textContent ?? '').replace(/\n\s*\n+/g, '\n').trim();
}

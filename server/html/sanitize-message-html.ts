import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for teacher-written message HTML (issue 4): text formatting,
 * lists, line breaks and http(s) links. Everything else — scripts, event handler
 * attributes, styles, images, other URL schemes — is removed before the message
 * is stored. The client sanitizes again with DOMPurify when rendering.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'mark', 'sub', 'sup', 'p', 'br', 'ul', 'ol', 'li', 'a', 'span', 'div', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the sanitized HTML shows no text at all (only tags or white space). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim() === '';
}

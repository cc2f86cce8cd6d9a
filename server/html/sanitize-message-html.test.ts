import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeMessageHtml } from './sanitize-message-html';

describe('sanitizeMessageHtml', () => {
  it('keeps text formatting, lists, line breaks and http(s) links', () => {
    expect(sanitizeMessageHtml('<p><b>Great</b> <em>work</em><br></p><ul><li>one</li></ul>')).toBe(
      '<p><b>Great</b> <em>work</em><br /></p><ul><li>one</li></ul>',
    );
    expect(sanitizeMessageHtml('<a href="https://example.org/x">link</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">link</a>',
    );
  });

  it('removes scripts, event handlers, images, styles and other link schemes', () => {
    const sanitized = sanitizeMessageHtml(
      '<script>alert(1)</script>Hi <img src=x onerror="alert(2)"><b onclick="x()" style="color:red">there</b> <a href="javascript:alert(3)">bad</a><iframe src="https://x"></iframe>',
    );
    expect(sanitized).toBe('Hi <b>there</b> <a target="_blank" rel="noopener noreferrer">bad</a>');
    expect(sanitized).not.toMatch(/script|onerror|onclick|style|javascript|img|iframe/);
  });

  it('tells blank HTML from a message', () => {
    expect(isBlankHtml('<p> </p><br>')).toBe(true);
    expect(isBlankHtml(sanitizeMessageHtml('<script>alert(1)</script>'))).toBe(true);
    expect(isBlankHtml('<b>ok</b>')).toBe(false);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { composedTextToHtml, messagePlainText, sanitizeMessageHtml } from './message-html';

describe('message HTML', () => {
  it('keeps text formatting and lists', () => {
    expect(sanitizeMessageHtml('<p><b>Great</b> <em>work</em></p><ul><li>one</li></ul>')).toBe(
      '<p><b>Great</b> <em>work</em></p><ul><li>one</li></ul>',
    );
  });

  it('removes scripts, event handlers, styles and unknown elements but keeps their text', () => {
    const clean = sanitizeMessageHtml(
      'Look <script>alert(1)</script><img src=x onerror=alert(1)><b onclick="x()" style="color:red">here</b><iframe src="//evil"></iframe>',
    );
    expect(clean).toBe('Look <b>here</b>');
  });

  it('keeps safe links, opening in a new tab without an opener, and drops javascript: links', () => {
    const clean = sanitizeMessageHtml('<a href="https://example.org/x" target="_self" onclick="y()">read</a> <a href="javascript:alert(1)">bad</a>');
    const root = document.createElement('div');
    root.innerHTML = clean;
    const [good, bad] = root.querySelectorAll('a');
    expect(good?.getAttribute('href')).toBe('https://example.org/x');
    expect(good?.getAttribute('target')).toBe('_blank');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(good?.hasAttribute('onclick')).toBe(false);
    expect(bad?.hasAttribute('href')).toBe(false);
    expect(bad?.textContent).toBe('bad');
  });

  it('turns typed line breaks into <br>', () => {
    expect(composedTextToHtml('  Line one\r\nLine two\n')).toBe('Line one<br>Line two');
  });
});

describe('a message as plain text, for reading it aloud', () => {
  it('keeps the words, with a pause for each line break and paragraph, and drops the markup and anything unsafe', () => {
    expect(messagePlainText('<p>Great work <b>today</b>!</p><p>Try <a href="/math">fractions</a> next.<br>See you</p><script>alert(1)</script>')).toBe('Great work today!\nTry fractions next.\nSee you');
  });
});

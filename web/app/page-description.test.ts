// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../shared/i18n/english-messages';
import { pageRoutes } from './page-routes';
import { pageDescriptionKey, setPageDescription } from './page-description';

// Issue 33: every page has a meta description (a description per group of pages).

const lookUp = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], englishMessages);

describe('page descriptions', () => {
  it('gives every example of every page route a description in English, a visitor’s skill page its own', () => {
    for (const path of pageRoutes.flatMap((route) => route.examples)) {
      const text = lookUp(pageDescriptionKey(path));
      expect(typeof text, path).toBe('string');
      expect((text as string).length, path).toBeGreaterThan(40);
    }
    expect(pageDescriptionKey('/math/grade-4/topics/fractions')).toBe('pageDescriptions.topic');
    expect(pageDescriptionKey('/')).toBe('pageDescriptions.site');
    expect(pageDescriptionKey('/no/such/page')).toBe('pageDescriptions.site');
  });

  it('writes the description into the one meta element, adding it when missing', () => {
    document.head.innerHTML = '';
    setPageDescription(document, 'First');
    setPageDescription(document, 'Second');
    const metas = document.head.querySelectorAll('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]!.getAttribute('content')).toBe('Second');
  });
});

// @vitest-environment jsdom
import { getConfig } from '@testing-library/react';
import { expect, it } from 'vitest';

it('gives a component test’s findBy… and waitFor 10 s to find what they look for (the setup file; 1 s without it)', () => {
  expect(getConfig().asyncUtilTimeout).toBe(10_000);
});

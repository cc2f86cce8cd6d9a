import { describe, expect, it } from 'vitest';
import { permacodeOfNamedLesson } from './catalogue-lessons';

const skills = [
  { permacode: 'UP1', tags: ['fraction', 'fractions'], upcoming: true },
  { permacode: 'ADD1', tags: ['sum', 'addition'], upcoming: false },
  { permacode: 'FRA1', tags: ['numerator', 'fractions'], upcoming: false },
  { permacode: 'FRA2', tags: ['denominator', 'fractions'], upcoming: false },
];

describe('a named lesson of the catalogue', () => {
  it('is the lesson of the first skill of its topic that is not upcoming', () => {
    expect(permacodeOfNamedLesson('Understand fractions', skills)).toBe('FRA1');
    expect(permacodeOfNamedLesson('Practise addition', skills)).toBe('ADD1');
  });

  it('has none when no skill of the page fits', () => {
    expect(permacodeOfNamedLesson('Explore geometry', skills)).toBeNull();
  });
});

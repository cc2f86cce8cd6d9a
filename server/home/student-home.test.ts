import { describe, expect, it } from 'vitest';
import type { LoggedAnswer, SkillScore } from '../../projections/practice';
import { mondayOf, recommendedSkills, streakOf, troubleSpotsOf } from './student-home';

// The student's home's rules (docs/home.md): the week, the streak, trouble spots and what is recommended.

const answerOf = (permacode: string, correct: boolean) => ({ permacode, correct }) as LoggedAnswer;
const scoreOf = (permacode: string, smartScore: number, proficient = false) => ({ permacode, smartScore, proficient }) as SkillScore;

describe('the student’s home', () => {
  it('counts the week from Monday (UTC)', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
  });

  it('a streak is the days in a row with an answer up to today, or up to yesterday while today has none', () => {
    const days = new Set(['2026-11-27', '2026-11-28', '2026-11-25']);
    const questionsOn = (day: string) => (days.has(day) ? 3 : 0);
    expect(streakOf(questionsOn, '2026-11-29')).toBe(2);
    expect(streakOf(questionsOn, '2026-11-28')).toBe(2);
    expect(streakOf(questionsOn, '2026-11-30')).toBe(0);
    expect(streakOf(() => 1, '2026-11-30')).toBe(60); // bounded
  });

  it('a trouble spot is a skill missed at least twice recently and not proficient, most missed first', () => {
    const recent = [answerOf('A', false), answerOf('B', false), answerOf('A', false), answerOf('C', false), answerOf('B', false), answerOf('A', false), answerOf('D', false), answerOf('D', false)];
    const spots = troubleSpotsOf(recent, [scoreOf('A', 40), scoreOf('B', 55), scoreOf('D', 85, true)]);
    expect(spots).toEqual([
      { permacode: 'A', misses: 3, smartScore: 40 },
      { permacode: 'B', misses: 2, smartScore: 55 },
    ]);
  });

  it('recommends the first three trouble spots', () => {
    const spots = ['A', 'B', 'C', 'D'].map((permacode) => ({ permacode, misses: 2, smartScore: 0 }));
    expect(recommendedSkills(spots)).toEqual(['A', 'B', 'C']);
    expect(recommendedSkills([])).toEqual([]);
  });
});

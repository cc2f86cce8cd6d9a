import { describe, expect, it } from 'vitest';
import type { EventOf } from '../events/log/event-schemas';
import type { PracticeQuestionAnswered } from '../events/practice';
import { homeProjection, homeQueries, mondayOf } from './home';
import { projectionSpecification } from './projection-specification';

// The home's read model (docs/home.md): questions answered per skill and week, for a visitor's popular skills.

const spec = projectionSpecification(homeProjection, homeQueries);

const answered = (permacode: string, answeredAt: string, visitor = false): EventOf<typeof PracticeQuestionAnswered> => ({
  type: 'PracticeQuestionAnswered',
  data: {
    learnerId: visitor ? 'v_1' : 'u_ava',
    skillId: 1,
    permacode,
    subject: 'math',
    grade: 4,
    visitor,
    questionKey: `k-${permacode}-${answeredAt}`,
    seed: 's',
    level: 1,
    correct: true,
    response: '1',
    scoreBefore: 0,
    scoreAfter: 13,
    secondsSpent: 5,
    answeredAt,
  },
});

describe('the home read model', () => {
  it('a week starts on Monday (UTC)', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23T00:00:00.000Z')).toBe('2026-11-23');
    expect(mondayOf('2026-11-22T23:59:59.000Z')).toBe('2026-11-16');
  });

  it('popular skills: the week’s most answered first, visitors counted too, other weeks apart', () => {
    spec
      .given([
        answered('AAA', '2026-11-23T09:00:00.000Z'),
        answered('BBB', '2026-11-24T09:00:00.000Z'),
        answered('BBB', '2026-11-25T09:00:00.000Z', true),
        answered('CCC', '2026-11-20T09:00:00.000Z'),
        answered('CCC', '2026-11-20T10:00:00.000Z'),
        answered('CCC', '2026-11-20T11:00:00.000Z'),
      ])
      .then((q) => {
        expect(q.popularSkills('2026-11-23', 10)).toEqual([
          { permacode: 'BBB', answers: 2 },
          { permacode: 'AAA', answers: 1 },
        ]);
        expect(q.popularSkills('2026-11-23', 1)).toEqual([{ permacode: 'BBB', answers: 2 }]);
        expect(q.popularSkills('2026-11-16', 10)).toEqual([{ permacode: 'CCC', answers: 3 }]);
      });
  });
});

import { describe, expect, it } from 'vitest';
import { wrongAnswerSummary } from './teacher-report-trouble-spots';

describe('the trouble spots row’s wrong answers', () => {
  it('names one answer once with how often in all, wrong on several questions or not, the three most given first', () => {
    expect(
      wrongAnswerSummary([
        { response: '>', count: 2 },
        { response: '=', count: 1 },
        { response: '>', count: 3 },
        { response: '<' },
        { response: '=', count: 1 },
        { response: '12' },
      ]),
    ).toEqual([
      { response: '>', count: 5 },
      { response: '=', count: 2 },
      { response: '<', count: 1 },
    ]);
  });
});

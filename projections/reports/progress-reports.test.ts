import { describe, expect, it } from 'vitest';
import type { PracticeEvent } from '../../events/practice';
import type { PlacementEvent } from './report-learners';
import { projectionSpecification } from '../projection-specification';
import { progressReportsProjection, progressReportsQueries } from './progress-reports';

const spec = projectionSpecification(progressReportsProjection, progressReportsQueries);

type Given = PracticeEvent | PlacementEvent;

const user = (userId: string, role: 'student' | 'teacher' | 'child', schoolId: string | null): Given => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId,
    displayName: userId,
    role,
    userType: role === 'student' ? 2 : role === 'teacher' ? 4 : 12,
    edition: 'US',
    schoolId,
    districtId: null,
    parentUserId: role === 'child' ? 'u_parent' : null,
  },
});

const addition = { skillId: 1, permacode: 'ADD1', subject: 'math' as const, grade: 4 };
const nouns = { skillId: 3, permacode: 'NOUN3', subject: 'ela' as const, grade: 3 };

let seeds = 0;
function answered(learnerId: string, skill: typeof addition | typeof nouns, answeredAt: string, before: number, after: number, seconds = 30, visitor = false): Given {
  const seed = `seed-${++seeds}`;
  return {
    type: 'PracticeQuestionAnswered',
    data: { learnerId, ...skill, visitor, questionKey: `key-${seed}`, seed, level: 1, correct: after > before, response: '1', scoreBefore: before, scoreAfter: after, secondsSpent: seconds, answeredAt },
  };
}
const reached = (type: 'SkillProficient' | 'SkillMastered', learnerId: string, skill: typeof addition, reachedAt: string): Given => ({ type, data: { learnerId, ...skill, reachedAt } });

const history: Given[] = [
  { type: 'SchoolRegistered', data: { schoolId: 'school_oak', districtId: null, name: 'Oak', timeZone: 'Europe/Berlin' } },
  user('u_oli', 'student', 'school_oak'),
  user('u_kid', 'child', null),
  user('u_teacher', 'teacher', null),
  // Oli keeps Berlin days: 23:30 UTC on 2 Nov is 00:30 on the 3rd.
  answered('u_oli', addition, '2026-11-02T10:00:00.000Z', 70, 73, 20),
  answered('u_oli', addition, '2026-11-02T10:01:00.000Z', 73, 77, 25),
  answered('u_oli', nouns, '2026-11-02T10:02:00.000Z', 0, 13, 40),
  answered('u_oli', addition, '2026-11-02T23:30:00.000Z', 77, 80, 15),
  reached('SkillProficient', 'u_oli', addition, '2026-11-02T23:30:00.000Z'),
  answered('u_oli', addition, '2026-11-03T09:00:00.000Z', 80, 71, 50),
  // A family's child keeps New York days (no school): 03:00 UTC on the 3rd is the 2nd.
  answered('u_kid', addition, '2026-11-03T03:00:00.000Z', 0, 13, 10),
  // Neither a visitor nor staff trying a skill have progress.
  answered('v_visitor', addition, '2026-11-02T10:00:00.000Z', 0, 13, 10, true),
  answered('u_teacher', addition, '2026-11-02T10:00:00.000Z', 0, 13, 10),
];

describe('a learner’s progress', () => {
  it('sums each local day of the range', () =>
    spec.given(history).then((q) => {
      expect(q.daysOf('u_oli', '2026-11-02', '2026-11-03')).toEqual([
        { day: '2026-11-02', questions: 3, correct: 3, seconds: 85 },
        { day: '2026-11-03', questions: 2, correct: 1, seconds: 65 },
      ]);
      expect(q.daysOf('u_oli', null, '2026-11-02')).toEqual([{ day: '2026-11-02', questions: 3, correct: 3, seconds: 85 }]);
      expect(q.daysOf('u_kid', '2026-11-02', '2026-11-02')).toEqual([{ day: '2026-11-02', questions: 1, correct: 1, seconds: 10 }]);
      expect(q.daysOf('u_teacher', null, '2026-11-30')).toEqual([]);
      expect(q.daysOf('v_visitor', null, '2026-11-30')).toEqual([]);
    }));

  it('gives per skill the SmartScore before the first answer of the range and after its last', () =>
    spec.given(history).then((q) => {
      expect(q.skillsOf('u_oli', '2026-11-02', '2026-11-02')).toEqual([
        { skillId: 1, permacode: 'ADD1', subject: 'math', skillGrade: 4, questions: 2, correct: 2, seconds: 45, scoreAtStart: 70, scoreAtEnd: 77 },
        { skillId: 3, permacode: 'NOUN3', subject: 'ela', skillGrade: 3, questions: 1, correct: 1, seconds: 40, scoreAtStart: 0, scoreAtEnd: 13 },
      ]);
      expect(q.skillsOf('u_oli', '2026-11-03', '2026-11-03')).toEqual([
        { skillId: 1, permacode: 'ADD1', subject: 'math', skillGrade: 4, questions: 2, correct: 1, seconds: 65, scoreAtStart: 77, scoreAtEnd: 71 },
      ]);
    }));

  it('lists the skills reached up to the end of the range, on the local day reached', () =>
    spec.given(history).then((q) => {
      expect(q.milestonesUpTo('u_oli', '2026-11-02')).toEqual([]);
      expect(q.milestonesUpTo('u_oli', '2026-11-03')).toEqual([{ skillId: 1, permacode: 'ADD1', subject: 'math', skillGrade: 4, kind: 'proficient', day: '2026-11-03' }]);
    }));

  it('keeps a learner’s days in their school’s time zone, the default one without a school', () =>
    spec.given(history).then((q) => {
      expect(q.timeZoneOf('u_oli')).toBe('Europe/Berlin');
      expect(q.timeZoneOf('u_kid')).toBe('America/New_York');
      expect(q.timeZoneOf('u_nobody')).toBe('America/New_York');
    }));
});

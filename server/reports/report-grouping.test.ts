import { describe, expect, it } from 'vitest';
import type { Standard } from '../../events/standards/standard';
import { inView, skillPlanGrouping, standardsGrouping, takeoffGrouping, type TakeoffLessonOf } from './report-grouping';

// The grouping rules of view by (docs/reports.md "View by"): which group each skill falls under.

const standard = (code: string, grade: number, subject: Standard['subject'] = 'math'): Standard => ({ code, description: `about ${code}`, domain: 'd', grade, gradeMax: grade, subject });
const aligned: Record<string, Standard[]> = { A1: [standard('4.NF.B.3', 4)], A2: [standard('4.NBT.A.1', 4)], A3: [standard('4.NF.B.3', 4)], B1: [standard('3.OA.A.1', 3)], E1: [standard('RL.4.1', 4, 'ela')] };
const standardsOf = (permacode: string) => aligned[permacode] ?? [];
const unit = (unitId: string, permacodes: string[]) => ({ unit: { unitId, name: `Unit ${unitId}`, startsOn: '2026-09-01', endsOn: '2026-09-14', permacodes }, className: null });

describe('view by standards', () => {
  it('puts each skill under its standard, standards by subject, grade and code, the unaligned last under "No standard"', () => {
    const grouping = standardsGrouping(standardsOf, ['A1', 'S1', 'E1', 'A2', 'B1', 'A3']);
    expect(grouping.groups.map((group) => [group.key, group.permacodes])).toEqual([
      ['standard:RL.4.1', ['E1']],
      ['standard:3.OA.A.1', ['B1']],
      ['standard:4.NBT.A.1', ['A2']],
      ['standard:4.NF.B.3', ['A1', 'A3']],
      ['other', ['S1']],
    ]);
    expect(grouping.groups[3]).toMatchObject({ kind: 'standard', code: '4.NF.B.3', description: 'about 4.NF.B.3' });
    expect(grouping.groups[4]).toMatchObject({ kind: 'other', code: null });
  });

  it('has no "No standard" group when every skill is aligned, and no group at all without skills', () => {
    expect(standardsGrouping(standardsOf, ['A1']).groups.map((group) => group.key)).toEqual(['standard:4.NF.B.3']);
    expect(standardsGrouping(standardsOf, []).groups).toEqual([]);
  });
});

describe('view by skill plan', () => {
  it('puts each skill under every unit listing it, in the plan\'s order, the rest last under "Not in the plan"; units without the report\'s skills are left out', () => {
    const grouping = skillPlanGrouping([unit('u2', ['A2', 'A1']), unit('u1', ['A1', 'X9']), unit('u3', ['X8'])], ['A1', 'A2', 'B1']);
    expect(grouping).toMatchObject({ viewBy: 'skill-plan', grouped: true, hasPlan: true });
    expect(grouping.groups.map((group) => [group.key, group.permacodes])).toEqual([
      ['unit:u2', ['A1', 'A2']],
      ['unit:u1', ['A1']],
      ['other', ['B1']],
    ]);
    expect(grouping.groups[0]).toMatchObject({ kind: 'unit', name: 'Unit u2', startsOn: '2026-09-01', endsOn: '2026-09-14' });
  });

  it('no plan: an empty grouping that says so', () => {
    expect(skillPlanGrouping(null, ['A1'])).toEqual({ viewBy: 'skill-plan', grouped: true, hasPlan: false, groups: [] });
  });
});

describe('view by takeoff (issue 31)', () => {
  const lesson = (lessonNumber: number, permacodes: string[], className: string | null = null): TakeoffLessonOf => ({
    planId: 'US-math-4-takeoff', planName: 'Grade 4 math takeoff', lessonNumber, lessonName: `Lesson name ${lessonNumber}`, permacodes, className, classId: 'c1',
  });

  it("puts each skill under every lesson naming it (its skill or a practice skill), in the plan's order, the rest last; lessons without the report's skills are left out", () => {
    const grouping = takeoffGrouping([lesson(1, ['A2', 'A1']), lesson(2, ['X9']), lesson(3, ['A1', 'X8'], 'Room 12')], ['A1', 'A2', 'B1']);
    expect(grouping).toMatchObject({ viewBy: 'takeoff', grouped: true, hasPlan: true });
    expect(grouping.groups.map((group) => [group.key, group.permacodes])).toEqual([
      ['lesson:c1:US-math-4-takeoff:1', ['A1', 'A2']],
      ['lesson:c1:US-math-4-takeoff:3', ['A1']],
      ['other', ['B1']],
    ]);
    expect(grouping.groups[1]).toMatchObject({ kind: 'lesson', code: '3', name: 'Lesson name 3', description: 'Grade 4 math takeoff', className: 'Room 12' });
  });

  it('no class following a plan: an empty grouping that says so', () => {
    expect(takeoffGrouping(null, ['A1'])).toEqual({ viewBy: 'takeoff', grouped: true, hasPlan: false, groups: [] });
  });

  it('is what a report in the takeoff view answers', () => {
    const groupers = { standardsOf, planUnits: () => null, takeoffLessons: () => [lesson(1, ['A1'])] };
    expect(inView('skills-practiced', { skills: [{ permacode: 'A1' }] }, 'takeoff', groupers).grouping?.groups.map((group) => group.key)).toEqual(['lesson:c1:US-math-4-takeoff:1']);
  });
});

describe('a report in a view', () => {
  const answer = { classId: 'c', skills: [{ permacode: 'A1', questions: 3 }] };
  const groupers = { standardsOf, planUnits: () => null, takeoffLessons: () => null };

  it('keeps every figure and adds only the view and its grouping', () => {
    expect(inView('skills-practiced', answer, 'grades', groupers)).toEqual({ ...answer, viewBy: 'grades', grouping: null });
    const viewed = inView('skills-practiced', answer, 'standards', groupers);
    expect({ ...viewed, viewBy: undefined, grouping: undefined }).toEqual({ ...answer, viewBy: undefined, grouping: undefined });
    expect(viewed.grouping?.groups.map((group) => group.key)).toEqual(['standard:4.NF.B.3']);
  });

  it('a report not about skills is not grouped, and reads no plan', () => {
    const planUnits = () => {
      throw new Error('read');
    };
    expect(inView('student-usage', { students: [] }, 'skill-plan', { standardsOf, planUnits, takeoffLessons: planUnits }).grouping).toEqual({ viewBy: 'skill-plan', grouped: false, hasPlan: null, groups: [] });
  });
});

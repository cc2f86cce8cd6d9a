import { describe, expect, it } from 'vitest';
import type { Standard } from '../../events/standards/standard';
import { inView, skillPlanGrouping, standardsGrouping } from './report-grouping';

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

describe('a report in a view', () => {
  const answer = { classId: 'c', skills: [{ permacode: 'A1', questions: 3 }] };
  const groupers = { standardsOf, planUnits: () => null };

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
    expect(inView('student-usage', { students: [] }, 'skill-plan', { standardsOf, planUnits }).grouping).toEqual({ viewBy: 'skill-plan', grouped: false, hasPlan: null, groups: [] });
  });
});

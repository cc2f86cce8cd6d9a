import { describe, expect, it } from 'vitest';
import { gradeLandingSchema, skillDetailsSchema, skillsByCategory, subjectLandingSchema, takeoffPlanAnchor } from '../../shared/catalogue/landing-api';
import { gradeLanding, skillDetails, subjectLanding } from './landing-fixtures';

describe('reading the landing data', () => {
  it('reads subject, grade and skill answers', () => {
    expect(subjectLandingSchema.parse(subjectLanding('UK')).grades[4]).toEqual({ grade: 4, gradeName: 'Year 5', url: '/math/grade-4' });
    const page = gradeLandingSchema.parse(gradeLanding());
    expect(page.skills).toHaveLength(64);
    expect(page.skills.find((skill) => skill.code === 'C.3')?.upcoming).toBe(true);
    expect(skillDetailsSchema.parse(skillDetails())).toMatchObject({ code: 'C.12', tags: ['fractions', 'comparing'], upcoming: false });
    const { takeoffPlans: _none, ...withoutPlans } = gradeLanding();
    expect(gradeLandingSchema.parse(withoutPlans).takeoffPlans).toEqual([]);
  });

  it('refuses answers of the wrong shape or links that leave the site', () => {
    expect(subjectLandingSchema.safeParse({ ...subjectLanding(), subject: 'art' }).success).toBe(false);
    expect(gradeLandingSchema.safeParse(subjectLanding()).success).toBe(false);
    const page = gradeLanding();
    expect(gradeLandingSchema.safeParse({ ...page, skills: [...page.skills, { ...page.skills[0], url: '//evil.example/x' }] }).success).toBe(false);
    expect(gradeLandingSchema.safeParse({ ...page, lessons: [{ lessonName: 'x' }] }).success).toBe(false);
    expect(skillDetailsSchema.safeParse({ ...skillDetails(), tags: 'fractions' }).success).toBe(false);
    expect(skillDetailsSchema.safeParse(null).success).toBe(false);
  });

  it('groups skills by the letter of their code, in order', () => {
    const groups = skillsByCategory(gradeLanding().skills);
    expect(groups.map((group) => [group.category, group.skills.length])).toEqual([['A', 16], ['B', 16], ['C', 16], ['D', 16]]);
    expect(groups[2]?.skills[11]?.code).toBe('C.12');
  });

  it('finds the anchors the server links to', () => {
    expect(takeoffPlanAnchor({ edition: 'UK', subject: 'ela', grade: 0 }, 2)).toBe('UK-ela-0-takeoff-2');
  });
});

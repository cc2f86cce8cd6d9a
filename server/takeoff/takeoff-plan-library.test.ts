import { describe, expect, it } from 'vitest';
import { EDITIONS, GRADES } from '../../events/curriculum';
import { MAX_PRACTICE_SKILLS, MIN_PRACTICE_SKILLS, TAKEOFF_SUBJECTS } from '../../events/takeoff/takeoff-plans';
import { generateCatalogue } from '../catalogue/generate-catalogue';
import { allTakeoffPlans, takeoffPlanById, takeoffPlansFor } from './takeoff-plan-library';

// Issue 31, item 2: every grade of math and ELA has a takeoff plan in every
// edition, and every permacode a plan names is a skill of that grade's section.

const sections = generateCatalogue();
const sectionOf = (edition: string, subject: string, grade: number) => sections.find((s) => s.edition === edition && s.subject === subject && s.grade === grade)!;

describe('takeoff lesson plans', () => {
  it('has one plan for every edition, math and ELA, and grade K–12', () => {
    for (const edition of EDITIONS) {
      for (const subject of TAKEOFF_SUBJECTS) {
        for (const grade of GRADES) expect(takeoffPlansFor(edition, subject, grade), `${edition} ${subject} ${grade}`).toHaveLength(1);
      }
    }
    expect(allTakeoffPlans()).toHaveLength(EDITIONS.length * TAKEOFF_SUBJECTS.length * GRADES.length);
  });

  it('names only skills of the plan’s own section, practisable ones, with 2–4 practice skills per lesson', () => {
    const problems: string[] = [];
    for (const plan of allTakeoffPlans()) {
      const skills = new Map(sectionOf(plan.edition, plan.subject, plan.grade).skills.map((skill) => [skill.permacode, skill]));
      expect(plan.lessons.length, plan.planId).toBeGreaterThanOrEqual(12);
      plan.lessons.forEach((lesson, index) => {
        if (lesson.lessonNumber !== index + 1) problems.push(`${plan.planId} numbering at ${index}`);
        for (const permacode of [lesson.permacode, ...lesson.practicePermacodes]) {
          const skill = skills.get(permacode);
          if (skill === undefined || skill.upcoming) problems.push(`${plan.planId} #${lesson.lessonNumber} ${permacode}`);
        }
        if (lesson.practicePermacodes.length < MIN_PRACTICE_SKILLS || lesson.practicePermacodes.length > MAX_PRACTICE_SKILLS) problems.push(`${plan.planId} #${lesson.lessonNumber} practice count`);
        if (lesson.practicePermacodes.includes(lesson.permacode)) problems.push(`${plan.planId} #${lesson.lessonNumber} practises its own skill`);
        if (lesson.lessonName.trim() === '' || lesson.teacherNote.trim() === '') problems.push(`${plan.planId} #${lesson.lessonNumber} text`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('follows the section’s topics in order and reads naturally', () => {
    const plan = takeoffPlanById('US-math-4-takeoff')!;
    const topics = sectionOf('US', 'math', 4).topics.map((topic) => topic.name);
    expect(plan.name).toBe('Grade 4 math takeoff');
    expect(plan.lessons[0]!.lessonName).toBe(`${topics[0]}: getting started`);
    expect(plan.lessons.at(-1)!.lessonName).toBe(`${topics[3]}: putting it together`);
    expect(plan.lessons[0]!.teacherNote).toMatch(/^Open /);
    expect(takeoffPlanById('UK-ela-0-takeoff')!.name).toBe('Reception language arts takeoff');
    expect(takeoffPlanById('US-sci-4-takeoff')).toBeNull();
  });
});

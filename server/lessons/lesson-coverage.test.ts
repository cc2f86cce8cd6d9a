import { describe, expect, it } from 'vitest';
import { permacodeOfNamedLesson } from '../../events/lessons/catalogue-lessons';
import { TOPICS_WITH_IDEAS } from '../../events/lessons/lesson-ideas';
import { LESSON_CHECK_KEYS, lessonContentOf } from '../../events/lessons/lesson-content';
import type { PracticeSkill } from '../../events/practice/question-engine';
import { generateCatalogue } from '../catalogue/generate-catalogue';

// Issue 31: every math and ELA skill of the catalogue has a lesson with at least two worked
// examples shown in steps and three check questions; the other subjects too, as far as their banks go.

function skillsOf(subjects: readonly string[]): PracticeSkill[] {
  const unique = new Map<string, PracticeSkill>();
  for (const section of generateCatalogue()) {
    if (!subjects.includes(section.subject)) continue;
    for (const skill of section.skills) {
      const engine: PracticeSkill = { subject: section.subject, grade: section.grade, topic: skill.tags[1] ?? skill.tags[0] ?? '', name: skill.name };
      unique.set(JSON.stringify(engine), engine);
    }
  }
  return [...unique.values()];
}

describe('lessons for the catalogue', () => {
  it('every math and ELA skill has a lesson: an idea on its topic, ≥ 2 examples in steps, 3 checks', () => {
    const skills = skillsOf(['math', 'ela']);
    expect(skills.length).toBeGreaterThan(1_000);
    for (const skill of skills) {
      const lesson = lessonContentOf(skill);
      expect(lesson.idea.length, skill.name).toBeGreaterThanOrEqual(2);
      expect(TOPICS_WITH_IDEAS[skill.subject as 'math' | 'ela'], skill.topic).toContain(skill.topic);
      expect(lesson.examples.length, skill.name).toBeGreaterThanOrEqual(2);
      for (const example of lesson.examples) expect(example.steps.length, skill.name).toBeGreaterThanOrEqual(2);
      expect(lesson.checks.map((check) => check.questionKey)).toEqual([...LESSON_CHECK_KEYS]);
    }
  });

  it('science, social studies and Spanish skills have lessons too (their banks cover every topic)', () => {
    for (const skill of skillsOf(['sci', 'ss', 'spa'])) {
      const lesson = lessonContentOf(skill);
      expect(lesson.examples.length, skill.name).toBeGreaterThanOrEqual(2);
      expect(lesson.checks).toHaveLength(3);
    }
  });

  it('every lesson a grade page names opens the lesson of a skill of that page', () => {
    for (const section of generateCatalogue()) {
      for (const lesson of section.lessons) {
        const permacode = permacodeOfNamedLesson(lesson.lessonName, section.skills);
        expect(permacode, `${section.edition} ${section.subject} ${section.grade}: ${lesson.lessonName}`).not.toBeNull();
        expect(section.skills.find((skill) => skill.permacode === permacode)?.upcoming).toBe(false);
      }
    }
  });
});

import type { CatalogueSection } from '../catalogue';
import { gradeName, subjectNames, type Edition } from '../curriculum';
import { isTakeoffSubject, type TakeoffSubject } from './takeoff-contract';

export { isTakeoffSubject, lessonPagePath, TAKEOFF_SUBJECTS } from './takeoff-contract';
export type { TakeoffSubject } from './takeoff-contract';

// Takeoff lesson plans as data (issue 31, item 2; docs/takeoff.md): for math and
// ELA, one plan per edition and grade (K–12: every edition's catalogue has all
// thirteen grades), built from the catalogue section's topics in their order.
// Each topic (a category, A–D, of 16 skills) gives four lessons of four skills:
// the first skill that can be practised is the lesson's (its lesson is at
// `/lesson/{permacode}`), the others are practised after it. Pure over the
// section, so the plans are the same on every machine and follow the catalogue.

/** A lesson's practice skills: at least two, at most four. */
export const MIN_PRACTICE_SKILLS = 2;
export const MAX_PRACTICE_SKILLS = 4;
/** Skills per lesson group in a topic (the lesson's own and the ones practised after it). */
const SKILLS_PER_LESSON = 4;

export interface TakeoffLesson {
  lessonNumber: number;
  lessonName: string;
  /** The lesson's skill; the lesson page is `/lesson/{permacode}`. */
  permacode: string;
  /** 2–4 skills of the same grade to practise after the lesson. */
  practicePermacodes: string[];
  teacherNote: string;
}

export interface TakeoffPlan {
  planId: string;
  edition: Edition;
  subject: TakeoffSubject;
  grade: number;
  name: string;
  lessons: TakeoffLesson[];
}

export function takeoffPlanId(edition: Edition, subject: TakeoffSubject, grade: number): string {
  return `${edition}-${subject}-${grade}-takeoff`;
}

const phases: Record<TakeoffSubject, readonly string[]> = {
  math: ['getting started', 'building fluency', 'solving problems', 'putting it together'],
  ela: ['a first look', 'reading closely', 'using it in writing', 'bringing it together'],
};

type Skill = CatalogueSection['skills'][number];

function teacherNote(subject: TakeoffSubject, phase: number, topic: string, skill: Skill, practice: number): string {
  const lesson = `“${skill.name}”`;
  const topicWord = topic.toLowerCase();
  if (phase === 0) {
    return `Open ${topicWord} with the lesson on ${lesson}: work through its examples together, then let students answer the check questions on their own before the ${practice} practice skills.`;
  }
  if (phase === 1) {
    return `Start with two minutes on what was hard last time. After the lesson on ${lesson}, pair students for the first practice skill and let them finish the others alone.`;
  }
  if (phase === 2) {
    return subject === 'math'
      ? `Pose one word problem before the lesson on ${lesson} and come back to it at the end; ask students to say which step they found hardest.`
      : `Read a short passage aloud before the lesson on ${lesson}; ask students to point to where the skill shows up in it.`;
  }
  return `Close ${topicWord}: after the lesson on ${lesson}, ask each student to explain one example in their own words. The practice skills double as a review of the topic.`;
}

/** The takeoff plan of a math or ELA catalogue section; null for the other subjects. */
export function takeoffPlanOf(section: CatalogueSection): TakeoffPlan | null {
  const subject = section.subject;
  if (!isTakeoffSubject(subject)) return null;
  const edition = section.edition as Edition;
  const lessons: TakeoffLesson[] = [];
  const categories = new Map<string, Skill[]>();
  for (const skill of section.skills) {
    const letter = skill.code.split('.')[0]!;
    categories.set(letter, [...(categories.get(letter) ?? []), skill]);
  }
  [...categories.values()].forEach((skills, topicIndex) => {
    const topic = section.topics[topicIndex]?.name ?? subjectNames[subject];
    const available = skills.filter((skill) => !skill.upcoming);
    for (let phase = 0; phase * SKILLS_PER_LESSON < skills.length; phase++) {
      const group = skills.slice(phase * SKILLS_PER_LESSON, (phase + 1) * SKILLS_PER_LESSON).filter((skill) => !skill.upcoming);
      const lessonSkill = group[0];
      if (lessonSkill === undefined) continue;
      const practice = group.slice(1).map((skill) => skill.permacode);
      for (const skill of available) {
        if (practice.length >= MIN_PRACTICE_SKILLS) break;
        if (skill !== lessonSkill && !practice.includes(skill.permacode)) practice.push(skill.permacode);
      }
      const practicePermacodes = practice.slice(0, MAX_PRACTICE_SKILLS);
      lessons.push({
        lessonNumber: lessons.length + 1,
        lessonName: `${topic}: ${phases[subject][phase % phases[subject].length]}`,
        permacode: lessonSkill.permacode,
        practicePermacodes,
        teacherNote: teacherNote(subject, phase, topic, lessonSkill, practicePermacodes.length),
      });
    }
  });
  return {
    planId: takeoffPlanId(edition, subject, section.grade),
    edition,
    subject,
    grade: section.grade,
    name: `${gradeName(edition, section.grade)} ${subjectNames[subject].toLowerCase()} takeoff`,
    lessons,
  };
}

// The catalogue's named lessons (three per grade page, `lessonName` "Understand fractions",
// `lessonNumber` 31) are lessons of a skill (issue 31, docs/lessons.md): each is the lesson of the
// first skill of the page, not upcoming, whose topic (`tags[1]`) the lesson's name ends with — the
// generator names a lesson `<verb> <topic in lower case>` (server/catalogue/generate-catalogue.ts).

interface SectionSkill {
  permacode: string;
  tags: readonly string[];
  upcoming: boolean;
}

/** The permacode of the skill a named lesson teaches, or null when no skill of the page fits. */
export function permacodeOfNamedLesson(lessonName: string, skills: readonly SectionSkill[]): string | null {
  const name = lessonName.toLowerCase();
  const skill = skills.find((candidate) => !candidate.upcoming && candidate.tags[1] !== undefined && name.endsWith(` ${candidate.tags[1].toLowerCase()}`));
  return skill?.permacode ?? null;
}

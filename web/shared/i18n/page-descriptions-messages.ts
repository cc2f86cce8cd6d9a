/**
 * Issue 33: the `<meta name="description">` of each group of pages (web/app/page-description.ts),
 * under `pageDescriptions` (one top-level key): what a search result says under the page's title.
 */
export const pageDescriptionsMessages = {
  pageDescriptions: {
    site: 'Live Classroom: practice math and English skills, play learning games, and follow progress, with live tools for teachers.',
    subjects: 'Browse the skills of Live Classroom by subject and grade, and practice any of them straight away.',
    topic: 'The skills of one topic of a grade on Live Classroom, each with its practice page and its lesson.',
    skill: 'Practice this skill on Live Classroom: questions at your level, with an explanation after every answer.',
    signIn: 'Sign in to Live Classroom as a student, a teacher, an administrator or a family member.',
    games: 'Learning games of Live Classroom: build math fluency and race your classmates.',
    search: 'Search the skills, games and pages of Live Classroom.',
    teaching: 'Live Classroom for teachers: follow your class live, send messages, run reviews and read reports.',
    reports: 'Live Classroom reports: usage, skills, progress and standards for classes, schools and districts.',
  },
};

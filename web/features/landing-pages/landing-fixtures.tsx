import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';

/** Test helpers: catalogue answers shaped like the server's, and a fetch stub serving them. */

const ukGradeName = (grade: number) => (grade === 0 ? 'Reception' : `Year ${grade + 1}`);
const usGradeName = (grade: number) => (grade === 0 ? 'Kindergarten' : `Grade ${grade}`);

export function subjectLanding(edition = 'US', subject = 'math') {
  const gradeName = edition === 'UK' ? ukGradeName : usGradeName;
  return {
    edition,
    subject,
    subjectName: subject === 'math' ? 'Math' : 'Science',
    grades: Array.from({ length: 13 }, (_, grade) => ({ grade, gradeName: gradeName(grade), url: `/${subject}/grade-${grade}` })),
    games: [
      { gameId: 1001, name: 'Fluency zone: addition within 10', gradeRange: 'K–1st', url: '/fluency-zone?operation=addition&upTo=10', screenshotUrl: '/games/screenshots/addition-10.svg' },
      { gameId: 1005, name: 'Fluency zone: multiplication to 10 × 10', gradeRange: '3rd–4th', url: '/fluency-zone?operation=multiplication&upTo=10', screenshotUrl: '/games/screenshots/multiplication-10.svg' },
    ],
    gamesHidden: false,
  };
}

/** 64 skills A.1 … D.16; C.3 is upcoming. */
export function gradeLanding(edition = 'US', grade = 4) {
  const page = subjectLanding(edition);
  const skills = ['A', 'B', 'C', 'D'].flatMap((letter) =>
    Array.from({ length: 16 }, (_, index) => {
      const code = `${letter}.${index + 1}`;
      const permacode = `P${letter}${index + 1}`;
      return { code, name: code === 'C.12' ? 'Compare fractions' : `Skill ${code}`, url: `/math/grade-${grade}/skills/${permacode}`, permacode, upcoming: code === 'C.3' };
    }),
  );
  return {
    ...page,
    grade,
    gradeName: page.grades[grade]!.gradeName,
    skills,
    topics: [
      { name: 'Fractions', url: `/math/grade-${grade}/topics/fractions` },
      { name: 'Geometry', url: `/math/grade-${grade}/topics/geometry` },
    ],
    lessons: [{ lessonName: 'Explore fractions', lessonNumber: grade * 10 + 1, url: '/lesson/18MCV' }],
    takeoffPlans: [
      { lessonName: 'Fractions launch', lessonNumber: 1, grade: `${grade}th`, url: '/lesson/PC1' },
      { lessonName: 'Fractions practice', lessonNumber: 2, grade: `${grade}th`, url: null },
    ],
    categories: [
      { letter: 'A', name: 'Place value' },
      { letter: 'B', name: 'Geometry' },
      { letter: 'C', name: 'Fractions' },
      { letter: 'D', name: 'Measurement' },
    ],
  };
}

/** Issue 34: the topic page of category C (`Fractions`), 16 skills C.1 … C.16; C.3 is upcoming. */
export function topicPage(overrides: Record<string, unknown> = {}) {
  const grade = gradeLanding();
  return {
    edition: 'US',
    subject: 'math',
    subjectName: 'Math',
    grade: 4,
    gradeName: 'Grade 4',
    gradeUrl: '/math/grade-4',
    name: 'Fractions',
    url: '/math/grade-4/topics/fractions',
    category: { letter: 'C', name: 'Fractions' },
    skills: grade.skills
      .filter((skill) => skill.code.startsWith('C.'))
      .map((skill) => ({ ...skill, lessonUrl: skill.upcoming ? null : `/lesson/${skill.permacode}` })),
    otherTopics: [{ name: 'Geometry', url: '/math/grade-4/topics/geometry' }],
    ...overrides,
  };
}

export function skillDetails(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Compare fractions',
    code: 'C.12',
    subject: 'math',
    subjectName: 'Math',
    grade: 4,
    gradeName: 'Grade 4',
    edition: 'US',
    tags: ['fractions', 'comparing'],
    upcoming: false,
    url: '/math/grade-4/skills/PC12',
    ...overrides,
  };
}

export type Answer = { status: number; body: unknown } | 'offline';

/** Stubs the global fetch: `answer(path)` gives each request's answer; `requests` lists the paths asked. */
export function stubFetch(answer: (path: string) => Answer) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    const reply = answer(input);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return Response.json(reply.body, { status: reply.status });
  });
  return requests;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });

export function renderWithI18n(ui: ReactNode) {
  return render(<I18nextProvider i18n={createI18n()}>{ui}</I18nextProvider>);
}

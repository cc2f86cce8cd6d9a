import type { Subject } from '../../events/curriculum';
import { gradeLevelBands } from '../../events/practice';
import { gradeLevelBand } from '../../events/practice/grade-level-band';
import type { BandCounts, SchoolAchievementReport } from '../../events/reports/administrator-reports';
import type { StudentSubjectStanding } from '../../projections/reports/administrator-reports';

// School Achievement's rows (docs/administrator-reports.md): per school, grade and
// subject, how many of the students are in each grade-level band. The band of
// a student in a subject is the product's one rule (events/practice/grade-level-band.ts),
// from their practice up to the end of the range and the grade of their class:
// fewer than 20 answers, no proficient skill or no class → Not pinpointed; else
// the highest grade they are proficient in minus their class's grade: ≥ +1 Above,
// 0 On, −1 Below, ≤ −2 Far below. A student who did not practise a subject is Not
// pinpointed in it. Subjects: those any student of the report practised (math when none did).
// Issue 30: a student with a pinpointed diagnostic overall level in the subject is in that level's band
// (events/diagnostics/diagnostic-band.ts), whatever her practice.

export interface AchievementSchool {
  schoolId: string;
  schoolName: string;
  students: { learnerId: string; grade: number | null }[];
  standings: StudentSubjectStanding[];
  /** Issue 30: each student's pinpointed diagnostic overall level by `learnerId|subject` (the band then comes from it). */
  diagnostics?: ReadonlyMap<string, number>;
}

const noBands = (): BandCounts => Object.fromEntries(gradeLevelBands.map((band) => [band, 0])) as BandCounts;
/** Grades in order, students without a class last. */
const gradeOrder = (grade: number | null) => grade ?? Number.MAX_SAFE_INTEGER;

export function achievementRows(schools: readonly AchievementSchool[]): SchoolAchievementReport['rows'] {
  const practised = [
    ...new Set(schools.flatMap((school) => [...school.standings.map((standing) => standing.subject), ...[...(school.diagnostics?.keys() ?? [])].map((key) => key.split('|')[1] as Subject)])),
  ].sort();
  const subjects: Subject[] = practised.length > 0 ? practised : ['math'];
  const rows: SchoolAchievementReport['rows'] = [];
  for (const school of [...schools].sort((a, b) => a.schoolName.localeCompare(b.schoolName))) {
    const standingOf = new Map(school.standings.map((standing) => [`${standing.learnerId}|${standing.subject}`, standing]));
    const grades = [...new Set(school.students.map((student) => student.grade))].sort((a, b) => gradeOrder(a) - gradeOrder(b));
    for (const grade of grades) {
      const ofGrade = school.students.filter((student) => student.grade === grade);
      for (const subject of subjects) {
        const bands = noBands();
        for (const student of ofGrade) {
          const standing = standingOf.get(`${student.learnerId}|${subject}`) ?? { questionsAnswered: 0, proficientGrades: [] };
          const level = school.diagnostics?.get(`${student.learnerId}|${subject}`);
          bands[gradeLevelBand(standing, student.grade, level === undefined ? null : { level, pinpointed: true })] += 1;
        }
        rows.push({ schoolId: school.schoolId, schoolName: school.schoolName, grade, subject, students: ofGrade.length, bands });
      }
    }
  }
  return rows;
}

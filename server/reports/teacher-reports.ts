import { SUBJECTS, type Subject } from '../../events/curriculum';
import { daysBetween, daysFrom } from '../../events/reports/report-ranges';
import type {
  AnsweredQuestion,
  LiveMessageReport,
  ProgressAndImprovementReport,
  QuestionsLogReport,
  ReportFrame,
  ReportSkill,
  ReportStudent,
  ScoreGridReport,
  SkillsPracticedReport,
  StudentSummaryReport,
  StudentTroubleSpotsReport,
  StudentUsageReport,
  TroubleSpotsReport,
  WrongAnswerGroup,
} from '../../events/reports/teacher-reports';
import { QUESTIONS_LOG_LIMIT, WRONG_ANSWERS_GROUPED, WRONG_ANSWERS_SHOWN, type ClassReportFilter, type TeacherReportsQueries, type SkillKey } from '../../projections/reports/teacher-reports-queries';

// The teacher reports (issue 18, docs/reports.md) from the read models of
// projections/reports/teacher-reports.ts: each function turns query rows into the
// answer of one `GET /reports/{report}`. Figures are computed here only where
// SQL alone would be clumsy (an average rounded, days without practice filled in).

/** Names a skill from the catalogue; null when the catalogue has no such permacode. */
export type SkillNamer = (permacode: string) => { code: string | null; name: string } | null;

/** The question an answer answered, regenerated from its recorded seed; null when its skill's questions can no longer be made. */
export type QuestionOf = (answer: { permacode: string; level: number; seed: string }) => AnsweredQuestion | null;

export interface ClassReportInput {
  queries: TeacherReportsQueries;
  nameSkill: SkillNamer;
  /** Trouble spots: the question each wrong answer answered (the route's, from the question engine). */
  questionOf?: QuestionOf;
  frame: ReportFrame;
  filter: ClassReportFilter;
  /** The class's current students, by name. */
  students: readonly ReportStudent[];
}

/** Days of a Student usage chart are filled in (days without practice at 0) for ranges up to this long. */
export const FILLED_DAYS_MAX = 400;

export function skillOf(key: SkillKey, nameSkill: SkillNamer): ReportSkill {
  const names = nameSkill(key.permacode);
  return { permacode: key.permacode, code: names?.code ?? null, name: names?.name ?? key.permacode, subject: key.subject, grade: key.grade };
}

export const bySkillOrder = (a: ReportSkill, b: ReportSkill) =>
  a.subject.localeCompare(b.subject) || a.grade - b.grade || (a.code ?? '').localeCompare(b.code ?? '', undefined, { numeric: true }) || a.permacode.localeCompare(b.permacode);

export const studentName = (students: readonly ReportStudent[]) => {
  const names = new Map(students.map((student) => [student.userId, student.displayName]));
  return (userId: string) => names.get(userId) ?? userId;
};

export function studentUsageReport({ queries, frame, filter, students }: ClassReportInput): StudentUsageReport {
  const byDay = queries.usageByDay(filter);
  const from = frame.interval.fromDay ?? byDay[0]?.day ?? frame.interval.toDay;
  const to = frame.interval.toDay;
  const days =
    daysBetween(from, to) < FILLED_DAYS_MAX
      ? (() => {
          const found = new Map(byDay.map((row) => [row.day, row]));
          return daysFrom(from, to).map((day) => found.get(day) ?? { day, questions: 0, seconds: 0, students: 0 });
        })()
      : byDay;
  const usage = new Map(queries.usageByStudent(filter).map((row) => [row.userId, row]));
  return {
    ...frame,
    days,
    students: students.map((student) => {
      const row = usage.get(student.userId);
      return { ...student, questions: row?.questions ?? 0, seconds: row?.seconds ?? 0, daysActive: row?.daysActive ?? 0 };
    }),
  };
}

export function skillsPracticedReport({ queries, nameSkill, frame, filter }: ClassReportInput): SkillsPracticedReport {
  const totals = new Map<number, { questions: number; correct: number; seconds: number }>();
  for (const row of queries.skillTotals(filter)) {
    const total = totals.get(row.skillId) ?? { questions: 0, correct: 0, seconds: 0 };
    total.questions += row.questions;
    total.correct += row.correct;
    total.seconds += row.seconds;
    totals.set(row.skillId, total);
  }
  const skills = new Map<number, { key: SkillKey; scores: number[] }>();
  for (const row of queries.endScores(filter)) {
    const skill = skills.get(row.skillId) ?? { key: row, scores: [] };
    skill.scores.push(row.endScore);
    skills.set(row.skillId, skill);
  }
  return {
    ...frame,
    skills: [...skills.values()]
      .map(({ key, scores }) => ({
        ...skillOf(key, nameSkill),
        students: scores.length,
        ...totals.get(key.skillId)!,
        averageScore: Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
        proficientStudents: scores.filter((score) => score >= 80).length,
        masteredStudents: scores.filter((score) => score === 100).length,
      }))
      .sort((a, b) => b.questions - a.questions || bySkillOrder(a, b)),
  };
}

/** Questions answered per student × skill in the range. */
function answeredBy(queries: TeacherReportsQueries, filter: ClassReportFilter) {
  const answered = new Map<string, number>();
  for (const row of queries.skillTotals(filter)) answered.set(`${row.userId}|${row.skillId}`, row.questions);
  return answered;
}

type WrongAnswerRow = ReturnType<TeacherReportsQueries['wrongAnswers']>[number];

/** Identical wrong answers (same question — prompt and picture —, same answer) grouped: the most given first, ties the latest first. */
export function groupWrongAnswers(rows: readonly WrongAnswerRow[], questionOf: QuestionOf, nameOf: (userId: string) => string): WrongAnswerGroup[] {
  const groups = new Map<string, WrongAnswerGroup & { latest: number }>();
  rows.forEach((row, latest) => {
    const question = questionOf(row);
    const key = JSON.stringify([question ?? `${row.permacode}|${row.level}|${row.seed}`, row.response]);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { question, response: row.response, count: 1, students: [{ userId: row.userId, displayName: nameOf(row.userId) }], level: row.level, answeredAt: row.answeredAt, latest });
      return;
    }
    group.count += 1;
    if (!group.students.some((student) => student.userId === row.userId)) group.students.push({ userId: row.userId, displayName: nameOf(row.userId) });
  });
  return [...groups.values()].sort((a, b) => b.count - a.count || a.latest - b.latest).map(({ latest: _latest, ...group }) => group);
}

/** Without the question engine (tests of the figures alone): no question. */
const noQuestion: QuestionOf = () => null;

export function troubleSpotsReport({ queries, nameSkill, questionOf = noQuestion, frame, filter, students }: ClassReportInput): TroubleSpotsReport {
  const nameOf = studentName(students);
  const answered = new Map<number, number>();
  for (const row of queries.skillTotals(filter)) answered.set(row.skillId, (answered.get(row.skillId) ?? 0) + row.questions);
  const skills = new Map<number, Omit<TroubleSpotsReport['skills'][number], 'wrongAnswers'> & { missers: Set<string>; newest: WrongAnswerRow[] }>();
  for (const row of queries.wrongAnswers(filter)) {
    let skill = skills.get(row.skillId);
    if (!skill) {
      skill = { ...skillOf(row, nameSkill), missed: 0, answered: answered.get(row.skillId) ?? 0, studentsMissing: 0, missers: new Set(), newest: [] };
      skills.set(row.skillId, skill);
    }
    skill.missed += 1;
    skill.missers.add(row.userId);
    if (skill.newest.length < WRONG_ANSWERS_GROUPED) skill.newest.push(row);
  }
  // One regeneration per question asked (a seed, skill and level), however often it was missed.
  const questions = new Map<string, AnsweredQuestion | null>();
  const questionOnce: QuestionOf = (answer) => {
    const key = `${answer.permacode}|${answer.level}|${answer.seed}`;
    if (!questions.has(key)) questions.set(key, questionOf(answer));
    return questions.get(key)!;
  };
  return {
    ...frame,
    skills: [...skills.values()]
      .map(({ missers, newest, ...skill }) => ({ ...skill, studentsMissing: missers.size, wrongAnswers: groupWrongAnswers(newest, questionOnce, nameOf).slice(0, WRONG_ANSWERS_SHOWN) }))
      .sort((a, b) => b.missed - a.missed || bySkillOrder(a, b)),
  };
}

export function studentTroubleSpotsReport(input: ClassReportInput, studentUserId: string | null): StudentTroubleSpotsReport {
  const { queries, nameSkill, frame, filter, students } = input;
  const nameOf = studentName(students);
  const answered = answeredBy(queries, filter);
  const rows = new Map<string, StudentTroubleSpotsReport['rows'][number]>();
  for (const row of queries.wrongAnswers(filter)) {
    if (studentUserId !== null && row.userId !== studentUserId) continue;
    const key = `${row.userId}|${row.skillId}`;
    let entry = rows.get(key);
    if (!entry) {
      entry = { userId: row.userId, displayName: nameOf(row.userId), ...skillOf(row, nameSkill), missed: 0, answered: answered.get(key) ?? 0, wrongAnswers: [] };
      rows.set(key, entry);
    }
    entry.missed += 1;
    if (entry.wrongAnswers.length < WRONG_ANSWERS_SHOWN) entry.wrongAnswers.push({ response: row.response, level: row.level, answeredAt: row.answeredAt });
  }
  return {
    ...frame,
    rows: [...rows.values()].sort((a, b) => b.missed - a.missed || a.displayName.localeCompare(b.displayName) || bySkillOrder(a, b)),
  };
}

/** The subjects of these rows, in the product's order (math first). */
export const subjectsOf = (rows: readonly { subject: string }[]): Subject[] => SUBJECTS.filter((each) => rows.some((row) => row.subject === each));

/** Score grid of one subject: the one asked for, else the first the class practised in the range (docs/reports.md). */
export function scoreGridReport({ queries, nameSkill, frame, filter, students }: ClassReportInput, asked: Subject | null = null): ScoreGridReport {
  const skills = new Map<string, ReportSkill>();
  const rows = queries.endScores(filter);
  const subjects = subjectsOf(rows);
  const subject = asked ?? subjects[0] ?? null;
  const totals = answeredBy(queries, filter);
  const seconds = new Map(queries.skillTotals(filter).map((row) => [`${row.userId}|${row.skillId}`, row.seconds]));
  const scores = new Map<string, ScoreGridReport['students'][number]['scores']>();
  for (const row of rows) {
    if (row.subject !== subject) continue;
    if (!skills.has(row.permacode)) skills.set(row.permacode, skillOf(row, nameSkill));
    const own = scores.get(row.userId) ?? {};
    const key = `${row.userId}|${row.skillId}`;
    own[row.permacode] = { smartScore: row.endScore, questions: totals.get(key) ?? 0, seconds: seconds.get(key) ?? 0 };
    scores.set(row.userId, own);
  }
  return {
    ...frame,
    subject,
    subjects,
    skills: [...skills.values()].sort(bySkillOrder),
    students: students.map((student) => ({ ...student, scores: scores.get(student.userId) ?? {} })),
  };
}

export function questionsLogReport({ queries, nameSkill, frame, filter }: ClassReportInput, student: ReportStudent): QuestionsLogReport {
  const answers = queries.answersOf(student.userId, filter, QUESTIONS_LOG_LIMIT + 1);
  return {
    ...frame,
    student,
    answers: answers.slice(0, QUESTIONS_LOG_LIMIT).map((answer) => ({
      ...skillOf(answer, nameSkill),
      position: answer.position,
      level: answer.level,
      correct: answer.correct,
      response: answer.response,
      scoreAfter: answer.scoreAfter,
      secondsSpent: answer.secondsSpent,
      answeredAt: answer.answeredAt,
      day: answer.day,
    })),
    truncated: answers.length > QUESTIONS_LOG_LIMIT,
  };
}

export function studentSummaryReport({ queries, frame, filter, students }: ClassReportInput, studentUserId: string | null): StudentSummaryReport {
  const usage = new Map(queries.usageByStudent(filter).map((row) => [row.userId, row]));
  const milestones = new Map<string, { proficient: number; mastered: number }>();
  for (const row of queries.milestones(filter)) {
    const own = milestones.get(row.userId) ?? { proficient: 0, mastered: 0 };
    own[row.kind] = row.skills;
    milestones.set(row.userId, own);
  }
  return {
    ...frame,
    students: students
      .filter((student) => studentUserId === null || student.userId === studentUserId)
      .map((student) => {
        const row = usage.get(student.userId);
        const reached = milestones.get(student.userId);
        return {
          ...student,
          questions: row?.questions ?? 0,
          correct: row?.correct ?? 0,
          seconds: row?.seconds ?? 0,
          skillsPractised: row?.skillsPractised ?? 0,
          proficientSkills: reached?.proficient ?? 0,
          masteredSkills: reached?.mastered ?? 0,
          lastPractisedDay: row?.lastPractisedDay ?? null,
        };
      }),
  };
}

export function progressAndImprovementReport({ queries, nameSkill, frame, filter, students }: ClassReportInput): ProgressAndImprovementReport {
  const nameOf = studentName(students);
  const starts = new Map(queries.startScores(filter).map((row) => [`${row.userId}|${row.skillId}`, row.startScore]));
  const totals = new Map(queries.skillTotals(filter).map((row) => [`${row.userId}|${row.skillId}`, row]));
  return {
    ...frame,
    rows: queries
      .endScores(filter)
      .map((row) => {
        const key = `${row.userId}|${row.skillId}`;
        const startScore = starts.get(key) ?? 0;
        return {
          userId: row.userId,
          displayName: nameOf(row.userId),
          ...skillOf(row, nameSkill),
          startScore,
          endScore: row.endScore,
          gained: row.endScore - startScore,
          questions: totals.get(key)?.questions ?? 0,
          seconds: totals.get(key)?.seconds ?? 0,
        };
      })
      .sort((a, b) => b.gained - a.gained || a.displayName.localeCompare(b.displayName) || bySkillOrder(a, b)),
  };
}

export function liveMessageReport({ queries, frame, filter }: ClassReportInput): LiveMessageReport {
  const days = new Map<string, LiveMessageReport['days'][number]>();
  for (const row of queries.reactionsByDay(filter)) {
    if (row.response === 'UNACKNOWLEDGED') continue;
    const day = days.get(row.day) ?? { day: row.day, GOT_IT: 0, THANK_YOU: 0, CONFUSED: 0, NO: 0 };
    day[row.response] += row.students;
    days.set(row.day, day);
  }
  return { ...frame, messages: queries.liveMessages(filter), days: [...days.values()] };
}

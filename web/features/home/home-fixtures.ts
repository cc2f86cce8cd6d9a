import type { AdministratorHome, ParentHome, StudentHome, TeacherHome, VisitorHome } from '../../../events/home/home-contract';

// The homes' test data (issue 32): a full and an empty home per user type.

const skill = (permacode: string, name: string, smartScore: number | null) => ({ permacode, code: 'A.1', name, url: `/math/grade-4/skills/${permacode}`, smartScore });

export const fullStudentHome: StudentHome = {
  userType: 'student',
  continue: [{ ...skill('F1', 'Add fractions', 72), lastPractisedAt: '2026-11-20T10:00:00.000Z' }],
  recommended: [skill('M2', 'Multiply by 10', 35)],
  toDo: [
    { kind: 'quiz', quizId: 'quiz_1', title: 'Fractions check', teacherDisplayName: 'Ms. Rivera', dueAt: '2026-11-24T15:00:00.000Z', started: true },
    { kind: 'unit', classId: 'class_1', className: 'Grade 4 Room 12', planName: 'Term plan', name: 'Fractions', dueOn: '2026-11-28', skills: [skill('F1', 'Add fractions', 72)] },
    { kind: 'lesson', classId: 'class_1', className: 'Grade 4 Room 12', planName: 'Takeoff', title: 'Equal parts', lessonUrl: '/lesson/L1', lessonNumber: 2, lessonCount: 9 },
  ],
  streakDays: 3,
  questionsThisWeek: 42,
  awards: [skill('C3', 'Count to 100', 100)],
  masteredCount: 4,
};

export const emptyStudentHome: StudentHome = { userType: 'student', continue: [], recommended: [], toDo: [], streakDays: 0, questionsThisWeek: 0, awards: [], masteredCount: 0 };

const ava = { userId: 'u_ava', displayName: 'Ava B.', skillName: 'Multiply by 10' };

export const fullTeacherHome: TeacherHome = {
  userType: 'teacher',
  classes: [
    {
      classId: 'class_1',
      name: 'Grade 4 Room 12',
      grade: 4,
      studentUserIds: ['u_ava', 'u_noah'],
      practisingNow: [ava],
      needsHelp: [ava],
      questionsToday: 17,
      skillsMasteredToday: 1,
      mostMissed: { permacode: 'M2', code: 'B.2', name: 'Multiply by 10', level: 2, missedByCount: 2, missedQuestionCount: 5 },
    },
  ],
  liveMessagesWaiting: [{ batchId: 'b1', message: 'Open page 12', creationDate: 1_763_000_000_000, waiting: 3, recipients: 20 }],
  openQuizzes: [{ quizId: 'quiz_1', title: 'Fractions check', closesAt: '2026-11-24T15:00:00.000Z', assigned: 20, submitted: 7 }],
  openRoom: { roomId: 'r1', title: 'Multiply by 10', endsAt: '2026-11-20T11:00:00.000Z', studentCount: 20, currentQuestionNumber: 3, roomUrl: '/same-question-mode/math/grade-4/skills/M2/r1' },
};

export const emptyTeacherHome: TeacherHome = {
  userType: 'teacher',
  classes: [{ ...fullTeacherHome.classes[0]!, practisingNow: [], needsHelp: [], questionsToday: 0, skillsMasteredToday: 0, mostMissed: null }],
  liveMessagesWaiting: [],
  openQuizzes: [],
  openRoom: null,
};

export const fullParentHome: ParentHome = {
  userType: 'parent',
  children: [
    { userId: 'u_mina', displayName: 'Mina', questionsThisWeek: 25, streakDays: 2, masteredThisWeek: 1, workingOn: [skill('F1', 'Add fractions', 72)] },
    { userId: 'u_joon', displayName: 'Joon', questionsThisWeek: 0, streakDays: 0, masteredThisWeek: 0, workingOn: [] },
  ],
};

export const emptyParentHome: ParentHome = { userType: 'parent', children: [] };

export const fullVisitorHome: VisitorHome = {
  userType: 'visitor',
  popularSkills: [skill('F1', 'Add fractions', null), skill('M2', 'Multiply by 10', null)],
  practiceLimit: { daily: 10, left: 7 },
};

export const emptyVisitorHome: VisitorHome = { userType: 'visitor', popularSkills: [], practiceLimit: { daily: 10, left: 0 } };

export const fullAdministratorHome: AdministratorHome = {
  userType: 'administrator',
  fromDay: '2026-11-16',
  toDay: '2026-11-20',
  schools: [{ schoolId: 'school_maple', name: 'Maple Elementary', studentsActive: 12, questions: 340, seconds: 9_000, skillsProficient: 8, skillsMastered: 3 }],
  assessmentWindows: [
    {
      windowId: 'w1',
      subject: 'math',
      assessmentType: 'MATH_SCREENER',
      startDate: '2026-11-16',
      dueDate: '2026-11-25',
      status: 'in_progress',
      schoolNames: ['Maple Elementary'],
      daysElapsed: 5,
      daysTotal: 10,
    },
    { windowId: 'w2', subject: 'ela', assessmentType: 'ELA_BENCHMARK', startDate: '2026-11-30', dueDate: '2026-12-11', status: 'upcoming', schoolNames: ['Maple Elementary'], daysElapsed: 0, daysTotal: 12 },
  ],
};

export const emptyAdministratorHome: AdministratorHome = { userType: 'administrator', fromDay: '2026-11-16', toDay: '2026-11-20', schools: [], assessmentWindows: [] };

// `GET /home/summary` (issue 32; docs/home.md): the signed-in user's home, one shape per user type.
// Types only — the server builds them (server/home/*) and the browser reads them with `import type`;
// this module imports nothing.

/** A skill as a home shows it: named from the catalogue, with the learner's SmartScore (null: not practised). */
export interface HomeSkill {
  permacode: string;
  code: string;
  name: string;
  /** The skill's page, where its practice is. */
  url: string;
  smartScore: number | null;
}

/** Something a student is asked to do, with its due date where it has one. */
export type HomeToDo =
  | { kind: 'quiz'; quizId: string; title: string; teacherDisplayName: string; dueAt: string; started: boolean }
  | { kind: 'unit'; classId: string; className: string; planName: string; name: string; dueOn: string; skills: HomeSkill[] }
  | { kind: 'lesson'; classId: string; className: string; planName: string; title: string; lessonUrl: string; lessonNumber: number; lessonCount: number };

/** A student's (or a family child's) home. */
export interface StudentHome {
  userType: 'student';
  /** The skills practised last, most recent first (at most HOME_LIMITS.continue). */
  continue: (HomeSkill & { lastPractisedAt: string })[];
  /** Skills to work on next: the recent trouble spots' skills (recommendedSkills, server/home/student-home.ts). */
  recommended: HomeSkill[];
  /** Open quizzes (due first), the current unit of each class's skill plan, each class's current takeoff lesson. */
  toDo: HomeToDo[];
  /** UTC days in a row, up to today (or yesterday when today has no practice yet), with at least one answer. */
  streakDays: number;
  /** Questions answered since Monday (UTC). */
  questionsThisWeek: number;
  /** Skills mastered (SmartScore 100), most recent first (at most HOME_LIMITS.awards). */
  awards: HomeSkill[];
  /** How many skills are mastered in all. */
  masteredCount: number;
}

/** A student of a class as the teacher's home lists them. */
export interface HomeClassStudent {
  userId: string;
  displayName: string;
  /** The skill they are on today, null before their first answer. */
  skillName: string | null;
}

/** One class's today at a glance. */
export interface HomeClassToday {
  classId: string;
  name: string;
  grade: number;
  studentUserIds: string[];
  /** Answered within the last HOME_PRACTISING_NOW_MINUTES minutes. */
  practisingNow: HomeClassStudent[];
  /** The live classroom's needs-help flag (three wrong in a row, or a drop of ten below the sitting's peak). */
  needsHelp: HomeClassStudent[];
  questionsToday: number;
  skillsMasteredToday: number;
  /** This week's (the last seven days') most missed skill of the class, with the level to review; null when none was missed. */
  mostMissed: { permacode: string; code: string; name: string; level: number; missedByCount: number; missedQuestionCount: number } | null;
}

/** A teacher's home. */
export interface TeacherHome {
  userType: 'teacher';
  classes: HomeClassToday[];
  /** Her live messages with answers still waiting (newest first). */
  liveMessagesWaiting: { batchId: string; message: string; creationDate: number; waiting: number; recipients: number }[];
  /** Her quizzes open now, closing first, with how many submitted. */
  openQuizzes: { quizId: string; title: string; closesAt: string; assigned: number; submitted: number }[];
  /** Her same-question room running now, or null. */
  openRoom: { roomId: string; title: string; endsAt: string; studentCount: number; currentQuestionNumber: number; roomUrl: string } | null;
}

/** One child's week, as their parent's home shows it. */
export interface HomeChildWeek {
  userId: string;
  displayName: string;
  /** Questions answered since Monday (UTC). */
  questionsThisWeek: number;
  streakDays: number;
  /** Skills mastered since Monday (UTC). */
  masteredThisWeek: number;
  /** What the child is working on: the skills practised last (at most HOME_LIMITS.continue). */
  workingOn: HomeSkill[];
}

/** A family parent's home. */
export interface ParentHome {
  userType: 'parent';
  children: HomeChildWeek[];
}

/** A visitor's (signed-out) home. */
export interface VisitorHome {
  userType: 'visitor';
  /** The skills of the visitor's edition answered most this week (else last week), most first (at most HOME_LIMITS.popular). */
  popularSkills: HomeSkill[];
  /** Practice questions a visitor may answer a day, and how many are left today (UTC). */
  practiceLimit: { daily: number; left: number };
}

/** A school or district administrator's home: their schools' week. */
export interface AdministratorHome {
  userType: 'administrator';
  /** This week, Monday to today, in the (first) school's time zone. */
  fromDay: string;
  toDay: string;
  /** Per school: students who practised, questions, seconds, skills reached proficient and mastered this week. */
  schools: { schoolId: string; name: string; studentsActive: number; questions: number; seconds: number; skillsProficient: number; skillsMastered: number }[];
  /** Assessment windows of their schools open now or starting soon, with how far along each is (days). */
  assessmentWindows: {
    windowId: string;
    subject: string;
    assessmentType: string;
    startDate: string;
    dueDate: string;
    status: 'upcoming' | 'in_progress';
    schoolNames: string[];
    /** Days of the window gone, today included (0 before it starts), of `daysTotal`. */
    daysElapsed: number;
    daysTotal: number;
  }[];
}

export type HomeSummary = StudentHome | TeacherHome | ParentHome | VisitorHome | AdministratorHome;

/** How many the lists hold. */
export const HOME_LIMITS = { continue: 3, recommended: 3, awards: 5, liveMessages: 5, streakDays: 60, popular: 6 } as const;
/** A student who answered within this many minutes is practising now. */
export const HOME_PRACTISING_NOW_MINUTES = 5;

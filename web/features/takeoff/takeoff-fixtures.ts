import type { CurrentTakeoffLessons, TakeoffLessonView, TakeoffPlansAnswer } from '../../../events/takeoff';

// Answers the takeoff component tests render (shapes of docs/takeoff.md).

const lesson = (lessonNumber: number): TakeoffLessonView => ({
  lessonNumber,
  lessonName: `Fractions: step ${lessonNumber}`,
  skill: { permacode: `L${lessonNumber}`, name: `Lesson skill ${lessonNumber}`, code: `A.${lessonNumber}`, url: `/math/grade-4/skills/L${lessonNumber}` },
  lessonUrl: `/lesson/L${lessonNumber}`,
  practice: [
    { permacode: `P${lessonNumber}a`, name: `Practice ${lessonNumber}a`, code: 'A.2', url: `/math/grade-4/skills/P${lessonNumber}a` },
    { permacode: `GONE${lessonNumber}`, name: `GONE${lessonNumber}`, code: null, url: null },
  ],
  teacherNote: `Note for lesson ${lessonNumber}.`,
});

export function plansAnswer(lessonNumber: number | null, grade = 4): TakeoffPlansAnswer {
  return {
    subject: 'math',
    grade,
    plans: [{ planId: `US-math-${grade}-takeoff`, subject: 'math', grade, name: `Grade ${grade} math takeoff`, lessons: [lesson(1), lesson(2), lesson(3)] }],
    classes: [
      {
        classId: 'class_g4_room12',
        name: 'Grade 4 Room 12',
        grade: 4,
        assignments: lessonNumber === null ? [] : [{ assignmentId: 'a1', planId: `US-math-${grade}-takeoff`, planName: `Grade ${grade} math takeoff`, subject: 'math', lessonNumber, lessonCount: 3 }],
      },
    ],
  };
}

export const currentLessons: CurrentTakeoffLessons = {
  lessons: [{ ...lesson(2), classId: 'class_g4_room12', className: 'Grade 4 Room 12', assignmentId: 'a1', planName: 'Grade 4 math takeoff', subject: 'math' as const, lessonCount: 3 }].map(({ teacherNote: _note, ...rest }) => rest),
};

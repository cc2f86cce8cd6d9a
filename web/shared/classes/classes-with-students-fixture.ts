import type { ClassWithStudents } from './classes-with-students';

/** For tests of the pages that pick from a class (focus sessions, live messages). */
export const room12: ClassWithStudents = {
  classId: 'class_g4_room12',
  name: 'Grade 4 Room 12',
  grade: 4,
  students: [
    { userId: 'u_ava_b', displayName: 'Ava B.' },
    { userId: 'u_noah_c', displayName: 'Noah C.' },
  ],
};

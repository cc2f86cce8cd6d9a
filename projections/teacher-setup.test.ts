import { describe, expect, it } from 'vitest';
import type { TeacherSetupEvent } from '../events/teacher-setup';
import { projectionSpecification } from './projection-specification';
import { teacherSetupProjection, teacherSetupQueries } from './teacher-setup';

const spec = projectionSpecification(teacherSetupProjection, teacherSetupQueries);
const chose = (schoolId: string): TeacherSetupEvent => ({ type: 'TeacherSchoolChosen', data: { teacherUserId: 'u_t', schoolId, previousSchoolId: null } });
const selected = (schoolId: string, subjects: ('math' | 'ela')[], schoolYear: string | null): TeacherSetupEvent => ({
  type: 'TeacherSubjectsSelected',
  data: { teacherUserId: 'u_t', schoolId, subjects, offeredSubjects: ['math', 'ela'], schoolYear },
});

describe('teacher setup read model', () => {
  it('a teacher never set up has no school and no choice', () => {
    spec.given([]).then((q) => expect(q.setupOf('u_t')).toEqual({ schoolId: null, saved: null }));
  });

  it('a chosen school without subjects yet', () => {
    spec.given([chose('school_maple')]).then((q) => expect(q.setupOf('u_t')).toEqual({ schoolId: 'school_maple', saved: null }));
  });

  it('the last choice of subjects wins, with its offered subjects and school year', () => {
    spec.given([chose('school_maple'), selected('school_maple', ['math'], '2025-2026'), selected('school_maple', ['ela'], '2026-2027')]).then((q) =>
      expect(q.setupOf('u_t')).toEqual({ schoolId: 'school_maple', saved: { subjects: ['ela'], offeredSubjects: ['math', 'ela'], schoolYear: '2026-2027' } }),
    );
  });

  it('a later school choice keeps the subjects until the next choice', () => {
    spec.given([selected('school_maple', ['math'], null), chose('school_cedar')]).then((q) => expect(q.setupOf('u_t')).toMatchObject({ schoolId: 'school_cedar', saved: { subjects: ['math'] } }));
  });
});

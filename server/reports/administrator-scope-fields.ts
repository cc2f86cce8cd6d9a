import { z } from 'zod';
import { entityId, grade } from '../../events/curriculum';

/** The scope every administrator report takes: a school of hers (else all of them) and a grade. */
export const administratorScopeFields = {
  schoolId: entityId.max(64, 'admin_reports.not_your_school').optional(),
  grade: z
    .string()
    .regex(/^\d{1,2}$/, 'reports.invalid_grade')
    .transform(Number)
    .pipe(grade)
    .optional(),
};

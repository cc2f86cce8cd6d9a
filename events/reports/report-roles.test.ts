import { describe, expect, it } from 'vitest';
import { mayOpenProgressPages, mayReadAdministratorReports } from './administrator-reports';
import { mayReadClassReports } from './teacher-reports';

const ROLES = ['student', 'child', 'parent', 'teacher', 'school_administrator', 'district_administrator', ''] as const;
const whoMay = (may: (role: string) => boolean) => ROLES.filter(may);

describe('who reads which reports', () => {
  it('class reports: teachers and administrators', () => {
    expect(whoMay(mayReadClassReports)).toEqual(['teacher', 'school_administrator', 'district_administrator']);
  });

  it('administrator reports: administrators only', () => {
    expect(whoMay(mayReadAdministratorReports)).toEqual(['school_administrator', 'district_administrator']);
  });

  it('progress pages: learners and parents', () => {
    expect(whoMay(mayOpenProgressPages)).toEqual(['student', 'child', 'parent']);
  });
});

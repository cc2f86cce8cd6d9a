import { describe, expect, it } from 'vitest';
import type { AssessmentWindowEvent } from '../events/assessment-windows';
import type { SchoolDirectoryEvent } from '../events/school-directory';
import { assessmentWindowsProjection, assessmentWindowsQueries } from './assessment-windows';
import { projectionSpecification } from './projection-specification';
import { schoolDirectoryProjection } from './school-directory';

const spec = projectionSpecification(assessmentWindowsProjection, assessmentWindowsQueries, { dependsOn: [schoolDirectoryProjection] });
type ScheduledData = Extract<AssessmentWindowEvent, { type: 'AssessmentWindowScheduled' }>['data'];

const scheduled = (windowId: string, overrides: Partial<ScheduledData> = {}): AssessmentWindowEvent => ({
  type: 'AssessmentWindowScheduled',
  data: { windowId, schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-02', dueDate: '2026-11-20', scheduledBy: 'u_admin_lee', ...overrides },
});
const rescheduled = (windowId: string, startDate: string, dueDate: string, previous: Partial<ScheduledData> = {}): AssessmentWindowEvent => ({
  type: 'AssessmentWindowRescheduled',
  data: {
    windowId, schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', startDate, dueDate,
    previousStartDate: previous.startDate ?? '2026-11-02', previousDueDate: previous.dueDate ?? '2026-11-20', rescheduledBy: 'u_admin_lee',
  },
});
const cancelled = (windowId: string, overrides: Partial<ScheduledData> = {}): AssessmentWindowEvent => ({
  type: 'AssessmentWindowCancelled',
  data: { windowId, schoolIds: overrides.schoolIds ?? ['school_maple'], subject: overrides.subject ?? 'math', assessmentType: overrides.assessmentType ?? 'MATH_SCREENER', cancelledBy: 'u_admin_lee' },
});
const none = { mathAssessmentType: null, mathDueDate: null, mathInProgress: false, elaAssessmentType: null, elaDueDate: null, elaInProgress: false, mathAssessmentId: null, elaAssessmentId: null };

describe('the assessment banner model (spec §3) of a school on a day', () => {
  it('is all nulls without windows, and for a teacher with no school', () => {
    spec.given([]).then((q) => expect(q.bannerModelOf('school_maple', '2026-11-05')).toEqual(none));
    spec.given([scheduled('w1')]).then((q) => expect(q.bannerModelOf(null, '2026-11-05')).toEqual(none));
  });

  it('gives each subject its window: type, due date, in progress between start and due date (both included)', () => {
    const events = [scheduled('w1'), scheduled('w2', { subject: 'ela', assessmentType: 'ELA_READING_BENCHMARK', startDate: '2026-11-10', dueDate: '2026-11-25' })];
    spec.given(events).then((q) => {
      expect(q.bannerModelOf('school_maple', '2026-11-02')).toEqual({
        mathAssessmentType: 'MATH_SCREENER', mathDueDate: '2026-11-20', mathInProgress: true,
        elaAssessmentType: 'ELA_READING_BENCHMARK', elaDueDate: '2026-11-25', elaInProgress: false,
        mathAssessmentId: 'window-w1', elaAssessmentId: 'window-w2',
      });
      expect(q.bannerModelOf('school_maple', '2026-11-20')).toMatchObject({ mathInProgress: true, elaInProgress: true });
      expect(q.bannerModelOf('school_maple', '2026-11-21')).toMatchObject({ mathAssessmentType: null, mathDueDate: null, mathInProgress: false, elaInProgress: true });
    });
  });

  it('shows a window from 14 days before its start, not earlier, and not after its due date', () => {
    spec.given([scheduled('w1', { startDate: '2026-11-16', dueDate: '2026-11-20' })]).then((q) => {
      expect(q.bannerModelOf('school_maple', '2026-11-01')).toEqual(none);
      expect(q.bannerModelOf('school_maple', '2026-11-02')).toMatchObject({ mathAssessmentType: 'MATH_SCREENER', mathInProgress: false });
      expect(q.bannerModelOf('school_maple', '2026-11-21')).toEqual(none);
    });
  });

  it('only the school’s own windows', () => {
    spec.given([scheduled('w1', { schoolIds: ['school_cedar'] })]).then((q) => expect(q.bannerModelOf('school_maple', '2026-11-05')).toEqual(none));
    spec.given([scheduled('w1', { schoolIds: ['school_cedar', 'school_maple'] })]).then((q) => expect(q.bannerModelOf('school_maple', '2026-11-05').mathAssessmentType).toBe('MATH_SCREENER'));
  });

  it('of two windows of a subject, the one in progress wins, then the earliest due', () => {
    const upcomingEarlier = scheduled('w1', { assessmentType: 'MATH_BENCHMARK', startDate: '2026-11-10', dueDate: '2026-11-12' });
    const inProgressLater = scheduled('w2', { startDate: '2026-11-01', dueDate: '2026-11-30' });
    spec.given([upcomingEarlier, inProgressLater]).then((q) => expect(q.bannerModelOf('school_maple', '2026-11-05')).toMatchObject({ mathAssessmentType: 'MATH_SCREENER', mathDueDate: '2026-11-30', mathInProgress: true }));
    const dueLater = scheduled('w3', { assessmentType: 'MATH_BENCHMARK', startDate: '2026-11-10', dueDate: '2026-11-28' });
    const dueSooner = scheduled('w4', { startDate: '2026-11-10', dueDate: '2026-11-15' });
    spec.given([dueLater, dueSooner]).then((q) => expect(q.bannerModelOf('school_maple', '2026-11-05')).toMatchObject({ mathAssessmentType: 'MATH_SCREENER', mathDueDate: '2026-11-15' }));
  });

  it('follows a reschedule and forgets a cancelled window', () => {
    spec.given([scheduled('w1'), rescheduled('w1', '2026-11-10', '2026-12-01')]).then((q) =>
      expect(q.bannerModelOf('school_maple', '2026-11-05')).toMatchObject({ mathDueDate: '2026-12-01', mathInProgress: false }),
    );
    spec.given([scheduled('w1'), cancelled('w1')]).then((q) => {
      expect(q.bannerModelOf('school_maple', '2026-11-05')).toEqual(none);
      expect(q.windowById('w1')).toBeNull();
    });
  });
});

describe('the administrators’ list', () => {
  const directory: SchoolDirectoryEvent[] = [
    { type: 'DistrictRegistered', data: { districtId: 'district_riverside', name: 'Riverside Unified' } },
    { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_riverside', name: 'Maple Elementary' } },
    { type: 'SchoolRegistered', data: { schoolId: 'school_cedar', districtId: 'district_riverside', name: 'Cedar Creek Middle School' } },
    { type: 'SchoolRegistered', data: { schoolId: 'school_far', districtId: null, name: 'Far Away School' } },
  ];

  it('a school administrator administers its school, a district administrator its district’s schools (by name)', () => {
    spec.given(directory).then((q) => {
      expect(q.administeredSchoolsOf({ role: 'school_administrator', schoolId: 'school_maple', districtId: 'district_riverside' })).toEqual([{ schoolId: 'school_maple', name: 'Maple Elementary' }]);
      expect(q.administeredSchoolsOf({ role: 'district_administrator', schoolId: null, districtId: 'district_riverside' }).map((s) => s.schoolId)).toEqual(['school_cedar', 'school_maple']);
      expect(q.administeredSchoolsOf({ role: 'teacher', schoolId: 'school_maple', districtId: 'district_riverside' })).toEqual([]);
      expect(q.administeredSchoolsOf({ role: 'school_administrator', schoolId: null, districtId: null })).toEqual([]);
      expect([...q.schoolNamesOf(['school_far', 'school_unknown'])]).toEqual([['school_far', 'Far Away School'], ['school_unknown', 'school_unknown']]);
    });
  });

  it('lists the windows of the schools by start date, each once, past due for 30 days, never cancelled ones', () => {
    const events = [
      scheduled('late', { startDate: '2026-11-20', dueDate: '2026-11-25', schoolIds: ['school_cedar', 'school_maple'] }),
      scheduled('early', { startDate: '2026-11-01', dueDate: '2026-11-03' }),
      scheduled('old', { startDate: '2026-09-01', dueDate: '2026-10-02' }),
      scheduled('older', { startDate: '2026-09-01', dueDate: '2026-10-01' }),
      scheduled('elsewhere', { schoolIds: ['school_far'] }),
      scheduled('gone'),
      cancelled('gone'),
    ];
    spec.given(events).then((q) => {
      const windows = q.windowsOfSchools(['school_maple', 'school_cedar'], '2026-11-01');
      expect(windows.map((w) => w.windowId)).toEqual(['old', 'early', 'late']);
      expect(windows[2]!.schoolIds).toEqual(['school_cedar', 'school_maple']);
      expect(q.windowById('late')).toMatchObject({ subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-20', dueDate: '2026-11-25', scheduledBy: 'u_admin_lee' });
    });
  });
});

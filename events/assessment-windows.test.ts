import { describe, expect, it } from 'vitest';
import {
  addDays,
  assessmentKind,
  assessmentWindows,
  assessmentWindowStatus,
  assessmentWindowStreams,
  AssessmentWindowScheduled,
  calendarDateIn,
  daysBetween,
  isAnnounced,
  isCalendarDate,
  mayScheduleAssessmentWindows,
  seesAssessmentBanner,
  type AssessmentWindowCommand,
  type AssessmentWindowEvent,
} from './assessment-windows';
import { deciderSpecification } from './log/decider-specification';

const spec = deciderSpecification(assessmentWindows);
const lee = { userId: 'u_admin_lee', role: 'school_administrator' };
const chen = { userId: 'u_district_chen', role: 'district_administrator' };
const rivera = { userId: 'u_ms_rivera', role: 'teacher' };
const maple = new Set(['school_maple']);
const district = new Set(['school_maple', 'school_cedar']);
const today = '2026-11-02';

type ScheduleData = Extract<AssessmentWindowCommand, { type: 'ScheduleAssessmentWindow' }>['data'];
const schedule = (overrides: Partial<ScheduleData> = {}): AssessmentWindowCommand => ({
  type: 'ScheduleAssessmentWindow',
  data: {
    windowId: 'w1',
    administrator: lee,
    administeredSchoolIds: maple,
    schoolIds: ['school_maple'],
    subject: 'math',
    assessmentType: 'MATH_SCREENER',
    startDate: '2026-11-02',
    dueDate: '2026-11-20',
    today,
    ...overrides,
  },
});
const scheduled = (overrides: Partial<Extract<AssessmentWindowEvent, { type: 'AssessmentWindowScheduled' }>['data']> = {}): AssessmentWindowEvent => ({
  type: 'AssessmentWindowScheduled',
  data: { windowId: 'w1', schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-02', dueDate: '2026-11-20', scheduledBy: 'u_admin_lee', ...overrides },
});
const reschedule = (startDate: string, dueDate: string, administrator = lee, administeredSchoolIds: ReadonlySet<string> = maple): AssessmentWindowCommand => ({
  type: 'RescheduleAssessmentWindow',
  data: { administrator, administeredSchoolIds, startDate, dueDate, today },
});
const cancel = (administrator = lee, administeredSchoolIds: ReadonlySet<string> = maple): AssessmentWindowCommand => ({
  type: 'CancelAssessmentWindow',
  data: { administrator, administeredSchoolIds },
});
const cancelled = (by = 'u_admin_lee'): AssessmentWindowEvent => ({
  type: 'AssessmentWindowCancelled',
  data: { windowId: 'w1', schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', cancelledBy: by },
});

describe('scheduling an assessment window', () => {
  it('a school administrator schedules one for its school', () => spec.given([]).when(schedule()).then([scheduled()]));
  it('a district administrator schedules one for several of its schools (ids sorted, duplicates dropped)', () =>
    spec
      .given([])
      .when(schedule({ administrator: chen, administeredSchoolIds: district, schoolIds: ['school_maple', 'school_cedar', 'school_maple'] }))
      .then([scheduled({ schoolIds: ['school_cedar', 'school_maple'], scheduledBy: 'u_district_chen' })]));
  it('teachers may not schedule', () => spec.given([]).when(schedule({ administrator: rivera })).thenThrows('assessment_windows.not_an_administrator', 403));
  it('a school administrator may not schedule for another school', () =>
    spec.given([]).when(schedule({ schoolIds: ['school_cedar'] })).thenThrows('assessment_windows.school_not_yours', 403));
  it('a district administrator may not schedule beyond its district', () =>
    spec.given([]).when(schedule({ administrator: chen, administeredSchoolIds: district, schoolIds: ['school_elsewhere'] })).thenThrows('assessment_windows.school_not_yours', 403));
  it('needs a school', () => spec.given([]).when(schedule({ schoolIds: [] })).thenThrows('assessment_windows.no_schools', 400));
  it('a subject is math or ela', () => spec.given([]).when(schedule({ subject: 'sci' })).thenThrows('assessment_windows.invalid_subject', 400));
  it('the type belongs to the subject', () => {
    spec.given([]).when(schedule({ subject: 'ela', assessmentType: 'MATH_SCREENER' })).thenThrows('assessment_windows.type_not_of_subject', 400);
    spec.given([]).when(schedule({ subject: 'math', assessmentType: 'ELA_BENCHMARK' })).thenThrows('assessment_windows.type_not_of_subject', 400);
    spec.given([]).when(schedule({ assessmentType: 'MATH_SNAPSHOT' })).thenThrows('assessment_windows.type_not_of_subject', 400);
  });
  it('every ELA type can be scheduled for ela', () => {
    for (const assessmentType of ['ELA_FOUNDATIONS_SCREENER', 'ELA_COMPREHENSION_SCREENER', 'ELA_BENCHMARK', 'ELA_READING_BENCHMARK', 'ELA_WRITING_BENCHMARK']) {
      spec.given([]).when(schedule({ subject: 'ela', assessmentType })).then([scheduled({ subject: 'ela', assessmentType: assessmentType as 'ELA_BENCHMARK' })]);
    }
  });
  it('dates are real calendar days written YYYY-MM-DD', () => {
    spec.given([]).when(schedule({ startDate: '2026-11-2' })).thenThrows('assessment_windows.invalid_date', 400);
    spec.given([]).when(schedule({ dueDate: '2026-02-30' })).thenThrows('assessment_windows.invalid_date', 400);
  });
  it('the due date is not before the start date (the same day is a one-day window)', () => {
    spec.given([]).when(schedule({ startDate: '2026-11-20', dueDate: '2026-11-19' })).thenThrows('assessment_windows.due_before_start', 400);
    spec.given([]).when(schedule({ startDate: '2026-11-20', dueDate: '2026-11-20' })).then([scheduled({ startDate: '2026-11-20', dueDate: '2026-11-20' })]);
  });
  it('the due date has not passed on the administrator’s today (today itself is fine)', () => {
    spec.given([]).when(schedule({ startDate: '2026-10-01', dueDate: '2026-11-01' })).thenThrows('assessment_windows.due_date_past', 400);
    spec.given([]).when(schedule({ startDate: '2026-10-01', dueDate: today })).then([scheduled({ startDate: '2026-10-01', dueDate: today })]);
  });
  it('a window lasts at most a year and starts within a year', () => {
    spec.given([]).when(schedule({ startDate: '2026-11-02', dueDate: '2027-11-03' })).thenThrows('assessment_windows.window_too_long', 400);
    spec.given([]).when(schedule({ startDate: '2026-11-02', dueDate: '2027-11-02' })).then([scheduled({ dueDate: '2027-11-02' })]);
    spec.given([]).when(schedule({ startDate: '2027-11-04', dueDate: '2027-11-10' })).thenThrows('assessment_windows.start_too_far', 400);
  });
  it('a window id is scheduled once', () => spec.given([scheduled()]).when(schedule()).thenThrows('assessment_windows.window_exists', 409));
});

describe('rescheduling a window', () => {
  it('moves its dates, keeping schools, subject and type, with the previous dates', () =>
    spec
      .given([scheduled()])
      .when(reschedule('2026-11-09', '2026-11-30'))
      .then([
        {
          type: 'AssessmentWindowRescheduled',
          data: {
            windowId: 'w1', schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER',
            startDate: '2026-11-09', dueDate: '2026-11-30', previousStartDate: '2026-11-02', previousDueDate: '2026-11-20', rescheduledBy: 'u_admin_lee',
          },
        },
      ]));
  it('the same dates change nothing', () => spec.given([scheduled()]).when(reschedule('2026-11-02', '2026-11-20')).then([]));
  it('follows the date rules', () => spec.given([scheduled()]).when(reschedule('2026-11-30', '2026-11-09')).thenThrows('assessment_windows.due_before_start', 400));
  it('an unknown window is a 404', () => spec.given([]).when(reschedule('2026-11-09', '2026-11-30')).thenThrows('assessment_windows.unknown_window', 404));
  it('a cancelled window is not rescheduled', () => spec.given([scheduled(), cancelled()]).when(reschedule('2026-11-09', '2026-11-30')).thenThrows('assessment_windows.window_cancelled', 409));
  it('only by an administrator of every school of the window', () => {
    spec.given([scheduled({ schoolIds: ['school_cedar', 'school_maple'] })]).when(reschedule('2026-11-09', '2026-11-30')).thenThrows('assessment_windows.window_not_yours', 403);
    spec.given([scheduled()]).when(reschedule('2026-11-09', '2026-11-30', rivera)).thenThrows('assessment_windows.not_an_administrator', 403);
  });
});

describe('cancelling a window', () => {
  it('an administrator of its schools cancels it', () => spec.given([scheduled()]).when(cancel()).then([cancelled()]));
  it('the district administrator cancels a school administrator’s window', () =>
    spec.given([scheduled()]).when(cancel(chen, district)).then([cancelled('u_district_chen')]));
  it('a school administrator cannot cancel a window that is also for another school', () =>
    spec.given([scheduled({ schoolIds: ['school_cedar', 'school_maple'] })]).when(cancel()).thenThrows('assessment_windows.window_not_yours', 403));
  it('another school’s administrator cannot cancel it', () =>
    spec.given([scheduled()]).when(cancel({ userId: 'u_other', role: 'school_administrator' }, new Set(['school_cedar']))).thenThrows('assessment_windows.window_not_yours', 403));
  it('teachers cannot cancel', () => spec.given([scheduled()]).when(cancel(rivera, maple)).thenThrows('assessment_windows.not_an_administrator', 403));
  it('cancelling twice (two administrators at once) appends once', () => spec.given([scheduled(), cancelled()]).when(cancel()).then([]));
  it('an unknown window is a 404', () => spec.given([]).when(cancel()).thenThrows('assessment_windows.unknown_window', 404));
});

describe('calendar days and what "in progress" means', () => {
  it('reads calendar dates strictly', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2026-01-01T00:00')).toBe(false);
  });
  it('counts and adds days across months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('today is the calendar day in a time zone', () => {
    const instant = new Date('2026-11-03T03:00:00.000Z');
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2026-11-02');
    expect(calendarDateIn(instant, 'Europe/Berlin')).toBe('2026-11-03');
    expect(calendarDateIn(instant, 'Not/A_Zone')).toBe('2026-11-03');
  });
  it('in progress from the start date to the due date, both included; upcoming before; past due after', () => {
    const window = { startDate: '2026-11-02', dueDate: '2026-11-20' };
    expect(assessmentWindowStatus(window, '2026-11-01')).toBe('upcoming');
    expect(assessmentWindowStatus(window, '2026-11-02')).toBe('in_progress');
    expect(assessmentWindowStatus(window, '2026-11-20')).toBe('in_progress');
    expect(assessmentWindowStatus(window, '2026-11-21')).toBe('past_due');
  });
  it('teachers see a window from 14 days before its start to its due date', () => {
    const window = { startDate: '2026-11-16', dueDate: '2026-11-20' };
    expect(isAnnounced(window, '2026-11-01')).toBe(false);
    expect(isAnnounced(window, '2026-11-02')).toBe(true);
    expect(isAnnounced(window, '2026-11-20')).toBe(true);
    expect(isAnnounced(window, '2026-11-21')).toBe(false);
  });
  it('kinds: screener, benchmark, snapshot, other', () => {
    expect(assessmentKind('ELA_FOUNDATIONS_SCREENER')).toBe('screener');
    expect(assessmentKind('ELA_WRITING_BENCHMARK')).toBe('benchmark');
    expect(assessmentKind('MATH_SNAPSHOT')).toBe('snapshot');
    expect(assessmentKind('MATH_DIAGNOSTIC')).toBe('other');
  });
  it('roles: administrators schedule, teachers see the banner', () => {
    expect(mayScheduleAssessmentWindows('school_administrator')).toBe(true);
    expect(mayScheduleAssessmentWindows('district_administrator')).toBe(true);
    expect(mayScheduleAssessmentWindows('teacher')).toBe(false);
    expect(seesAssessmentBanner('teacher')).toBe(true);
    expect(seesAssessmentBanner('school_administrator')).toBe(false);
  });
  it('the event schema refuses a date that is not a calendar day, and names the stream', () => {
    expect(AssessmentWindowScheduled.schema.safeParse(scheduled({ dueDate: '2026-13-01' }).data).success).toBe(false);
    expect(assessmentWindowStreams.window('w1')).toBe('assessment-window:w1');
  });
});

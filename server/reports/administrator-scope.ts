import { DomainError } from '../../events/log/domain-error';
import { DEFAULT_SCHOOL_TIME_ZONE, reportInterval, type ReportRange, type ReportRangeQuery } from '../../events/reports/report-ranges';
import { mayReadAdministratorReports, type AdministratorReportFrame } from '../../events/reports/administrator-reports';
import type { DirectoryUser } from '../../projections/school-directory';
import type { SchoolScope } from '../../projections/reports/administrator-reports';
import type { FeatureLog } from '../features/feature-log';

// Which schools an administrator report covers (docs/administrator-reports.md): a
// school administrator's school, a district administrator's district's schools;
// `schoolId` narrows it to one of them — anyone else's is 403, whether named by
// id or not. Each school counts its own local days (its time zone, its school year).

export interface AdministratorReportRequest {
  range: ReportRange;
  from?: string | undefined;
  to?: string | undefined;
  schoolId?: string | undefined;
  grade?: number | undefined;
}

export interface AdministratorScope {
  frame: AdministratorReportFrame;
  /** The chosen schools, each with its own days. */
  scopes: SchoolScope[];
  /** School id → name. */
  schoolNames: Map<string, string>;
}

/** The schools a user administers: theirs, or their district's; none for anyone else. */
export function schoolsAdministeredBy(log: FeatureLog<'administratorReports' | 'directory' | 'teacherReports'>, user: DirectoryUser): { schoolId: string; name: string }[] {
  const reports = log.queries.administratorReports;
  if (user.role === 'school_administrator' && user.schoolId) {
    const school = reports.school(user.schoolId);
    return school ? [{ schoolId: school.schoolId, name: school.name }] : [];
  }
  if (user.role === 'district_administrator' && user.districtId) {
    return reports.schoolsOfDistrict(user.districtId).map((school) => ({ schoolId: school.schoolId, name: school.name }));
  }
  return [];
}

export function administratorScope(log: FeatureLog<'administratorReports' | 'directory' | 'teacherReports'>, user: DirectoryUser, request: AdministratorReportRequest, now: Date): AdministratorScope {
  if (!mayReadAdministratorReports(user.role)) throw new DomainError('admin_reports.not_an_administrator', 403);
  const schoolOptions = schoolsAdministeredBy(log, user);
  if (request.schoolId !== undefined && !schoolOptions.some((school) => school.schoolId === request.schoolId)) {
    throw new DomainError('admin_reports.not_your_school', 403);
  }
  const chosen = request.schoolId === undefined ? schoolOptions : schoolOptions.filter((school) => school.schoolId === request.schoolId);
  const custom = request.range === 'custom' && request.from && request.to ? { from: request.from, to: request.to } : undefined;
  const { teacherReports } = log.queries;
  const intervals = chosen.map((school) => {
    const timeZone = teacherReports.timeZoneOfSchool(school.schoolId);
    return { school, timeZone, ...reportInterval(request.range, now, timeZone, teacherReports.schoolYearStartOf(school.schoolId), custom) };
  });
  const first = intervals[0] ?? { timeZone: DEFAULT_SCHOOL_TIME_ZONE, ...reportInterval(request.range, now, DEFAULT_SCHOOL_TIME_ZONE, null, custom) };
  const gradeOptions = [...new Set(log.queries.directory.classesReachableBy(user).map((summary) => summary.grade))].sort((a, b) => a - b);
  return {
    frame: {
      schoolOptions,
      schoolId: request.schoolId ?? null,
      range: request.range,
      fromDay: first.fromDay,
      toDay: first.toDay,
      timeZone: first.timeZone,
      grade: request.grade ?? null,
      gradeOptions,
    },
    scopes: intervals.map(({ school, fromDay, toDay }) => ({ schoolId: school.schoolId, fromDay, toDay })),
    schoolNames: new Map(schoolOptions.map((school) => [school.schoolId, school.name])),
  };
}

/** The request's range fields, as `reportRangeQuery` parsed them. */
export type RangeFields = Pick<ReportRangeQuery, 'range' | 'from' | 'to'>;

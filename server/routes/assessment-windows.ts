import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ASSESSMENT_SUBJECTS,
  ASSESSMENT_TYPES,
  assessmentWindows,
  assessmentWindowStatus,
  assessmentWindowStreams,
  calendarDateIn,
  MAX_SCHOOLS_PER_WINDOW,
  mayScheduleAssessmentWindows,
  seesAssessmentBanner,
  type AssessmentBannerModel,
  type AssessmentWindowCommand,
  type ScheduledAssessmentWindows,
} from '../../events/assessment-windows';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import type { DirectoryUser } from '../../projections/school-directory';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { listField } from '../http/body-fields';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { validated } from '../http/validated';

const calendarDate = z.string('assessment_windows.invalid_date').regex(/^\d{4}-\d{2}-\d{2}$/, 'assessment_windows.invalid_date');
const dates = { startDate: calendarDate, dueDate: calendarDate };
const schedulePayload = z.object({
  schoolIds: listField(z.array(z.string().min(1).max(64)).min(1, 'assessment_windows.no_schools').max(MAX_SCHOOLS_PER_WINDOW, 'assessment_windows.too_many_schools')),
  subject: z.enum(ASSESSMENT_SUBJECTS, 'assessment_windows.invalid_subject'),
  assessmentType: z.enum(ASSESSMENT_TYPES, 'assessment_windows.type_not_of_subject'),
  ...dates,
});
const windowId = z.string('assessment_windows.unknown_window').regex(/^[A-Za-z0-9_-]{1,64}$/, 'assessment_windows.unknown_window');
const reschedulePayload = z.object({ windowId, ...dates });
const cancelPayload = z.object({ windowId });

/** Assessment windows and the assessment due-date banner (spec §2.21, §3, §4; docs/assessment-windows.md). */
export function assessmentWindowRoutes(log: FeatureLog<'assessmentWindows' | 'profile'>) {
  const app = new Hono<AppEnv>();
  const { profile, assessmentWindows: queries } = log.queries;

  /** "Today" for a user: the calendar day in its profile's time zone. */
  const todayOf = (c: Context<AppEnv>, userId: string) => calendarDateIn(requestTime(c), profile.valuesOf(userId).timezone);

  /** Reading the administrators' side is for those who may schedule (the decider's rule). */
  const requireAdministrator = (c: Context<AppEnv>): DirectoryUser => {
    const user = requireUser(c);
    if (!mayScheduleAssessmentWindows(user.role)) throw new DomainError('assessment_windows.not_an_administrator', 403);
    return user;
  };
  const administeredSchoolIds = (user: DirectoryUser) => new Set(queries.administeredSchoolsOf(user).map((school) => school.schoolId));
  const administrator = (user: DirectoryUser) => ({ userId: user.userId, role: user.role });
  const run = (windowId: string, command: AssessmentWindowCommand, context: RouteCommandContext) =>
    handleCommand(log.store, assessmentWindows, assessmentWindowStreams.window(windowId), command, context);

  /** Spec §3 "Assessment banner model" for the signed-in teacher, from its school's windows. */
  app.get('/assessment-windows/banner', (c) => {
    const user = requireUser(c);
    if (!seesAssessmentBanner(user.role)) throw new DomainError('assessment_windows.not_a_teacher', 403);
    const model: AssessmentBannerModel = queries.bannerModelOf(user.schoolId, todayOf(c, user.userId));
    return c.json(model);
  });

  /** The administrator's schools and their windows (upcoming, in progress, past due for LIST_DAYS_AFTER_DUE days). */
  app.get('/assessment-windows/scheduled', (c) => {
    const user = requireAdministrator(c);
    const today = todayOf(c, user.userId);
    const schools = queries.administeredSchoolsOf(user);
    const mine = new Set(schools.map((school) => school.schoolId));
    const windows = queries.windowsOfSchools(mine, today);
    const names = queries.schoolNamesOf(new Set(windows.flatMap((window) => window.schoolIds)));
    const body: ScheduledAssessmentWindows = {
      today,
      schools,
      windows: windows.map((window) => ({
        ...window,
        schoolNames: window.schoolIds.map((schoolId) => names.get(schoolId) ?? schoolId),
        status: assessmentWindowStatus(window, today),
        mayChange: window.schoolIds.every((schoolId) => mine.has(schoolId)),
      })),
    };
    return c.json(body);
  });

  app.post('/assessment-windows/schedule', validated('body', schedulePayload, 'assessment_windows.invalid_window'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const { schoolIds, subject, assessmentType, startDate, dueDate } = c.req.valid('json');
    const windowId = command.ids.id();
    await run(
      windowId,
      {
        type: 'ScheduleAssessmentWindow',
        data: {
          windowId,
          administrator: administrator(user),
          administeredSchoolIds: administeredSchoolIds(user),
          schoolIds,
          subject,
          assessmentType,
          startDate,
          dueDate,
          today: todayOf(c, user.userId),
        },
      },
      command,
    );
    return c.json({ windowId });
  });

  app.post('/assessment-windows/reschedule', validated('body', reschedulePayload, 'assessment_windows.invalid_date'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const { windowId, startDate, dueDate } = c.req.valid('json');
    await run(
      windowId,
      {
        type: 'RescheduleAssessmentWindow',
        data: { administrator: administrator(user), administeredSchoolIds: administeredSchoolIds(user), startDate, dueDate, today: todayOf(c, user.userId) },
      },
      command,
    );
    return c.json({ windowId });
  });

  app.post('/assessment-windows/cancel', validated('body', cancelPayload, 'assessment_windows.unknown_window'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const { windowId } = c.req.valid('json');
    await run(windowId, { type: 'CancelAssessmentWindow', data: { administrator: administrator(user), administeredSchoolIds: administeredSchoolIds(user) } }, command);
    return c.json({ windowId });
  });

  return app;
}

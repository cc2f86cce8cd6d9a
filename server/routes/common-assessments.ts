import { Hono } from 'hono';
import { z } from 'zod';
import { assessments, assessmentStreams, mayAssignCommonAssessments, type CommonAssessmentsView, type CreatedAssessment } from '../../events/assessments';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { administeredSchools, commonAssessmentsViewOf } from '../assessments/common-assessments';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { listField, numberField } from '../http/body-fields';
import { commandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';

// Common assessments' calls (issue 30 item 3; docs/diagnostics.md "Common assessments"): a district or school
// administrator assigns a Spark Studio set they wrote to schools or classes they administer, and lists what they
// assigned. Role rules are the decider's (events/assessments/assessment-decider.ts `AssignCommonAssessment`).

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const instant = z.string('assessments.invalid_times').max(40, 'assessments.invalid_times').refine((text) => !Number.isNaN(Date.parse(text)), 'assessments.invalid_times').transform((text) => new Date(text));
const ids = (key: string) => listField(z.array(z.string().regex(ID, key)).max(500, key)).optional();
const commonBody = z.object({
  setId: z.string('assessments.unknown_set').regex(ID, 'assessments.unknown_set'),
  title: z.string('assessments.title_required').max(480, 'assessments.title_too_long').optional(),
  subject: z.enum(['math', 'ela'], 'assessments.invalid_subject').optional(),
  schoolIds: ids('assessments.not_your_school'),
  classIds: ids('assessments.not_your_class'),
  grade: numberField(z.number('assessments.invalid_grades').int('assessments.invalid_grades').min(0, 'assessments.invalid_grades').max(12, 'assessments.invalid_grades')).nullable().optional(),
  opensAt: instant,
  closesAt: instant,
});

type Log = FeatureLog<'assessments' | 'assessmentWindows' | 'directory' | 'sparkStudio'>;

export function commonAssessmentRoutes(log: Log) {
  const app = new Hono<AppEnv>();

  /** The administrator's common assessments, sets and schools; 403 for anyone else. */
  app.get('/assessments/common', (c) => {
    const user = requireUser(c);
    if (!mayAssignCommonAssessments(user.role)) throw new DomainError('assessments.not_an_administrator', 403);
    return c.json(commonAssessmentsViewOf(log, user) satisfies CommonAssessmentsView);
  });

  app.post('/assessments/common', requireCsrfHeader(), validated('body', commonBody, 'assessments.invalid_common'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const body = c.req.valid('json');
    const schools = administeredSchools(log, user);
    const stored = log.queries.sparkStudio.questionSet(body.setId);
    const assessmentId = `common-${command.ids.id()}`;
    await handleCommand(
      log.store,
      assessments,
      assessmentStreams.assessment(assessmentId),
      {
        type: 'AssignCommonAssessment',
        data: {
          assessmentId,
          administrator: user,
          administeredSchoolIds: new Set(schools.map((school) => school.schoolId)),
          administeredClasses: new Map(schools.flatMap((school) => school.classes.map((each) => [each.classId, school.schoolId] as const))),
          set: stored ? { questionSetId: stored.questionSetId, authorUserId: stored.authorUserId, title: stored.title, questions: stored.questions } : null,
          title: body.title ?? null,
          subject: body.subject ?? 'math',
          schoolIds: body.schoolIds ?? [],
          classIds: body.classIds ?? [],
          grade: body.grade ?? null,
          opensAt: body.opensAt,
          closesAt: body.closesAt,
          now: command.now,
        },
      },
      command,
    );
    return c.json({ assessmentId } satisfies CreatedAssessment);
  });

  return app;
}

import { Hono } from 'hono';
import { z } from 'zod';
import { SUBJECTS, type Subject } from '../../events/curriculum';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { mayUseTeacherSetup, teacherSetup, teacherSetupStreams, type SchoolLicenceFacts } from '../../events/teacher-setup';
import { chooseTeacherSetupDialog, type TeacherSetupDialog, type TeacherSetupFacts } from '../../events/teacher-setup-dialog';
import type { DirectoryUser } from '../../projections/school-directory';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { booleanField, listField } from '../http/body-fields';
import { commandContext, requestTime } from '../http/command-context';
import { validated } from '../http/validated';

/** `teacherSubjects['math']`, … : the form's subject checkboxes (spec §7). */
const subjectFieldName = (name: Subject) => `teacherSubjects['${name}']` as const;

const subjectField = () => booleanField().optional();
const updateForm = z.object({
  /** The chosen school; `-1` is the list's placeholder (no choice). */
  customerId: z.string().max(64).optional(),
  fromActivationKey: booleanField().optional(),
  showSubjDueToAddedProduct: booleanField().optional(),
  notifyForInactive: booleanField().optional(),
  "teacherSubjects['math']": subjectField(),
  "teacherSubjects['ela']": subjectField(),
  "teacherSubjects['sci']": subjectField(),
  "teacherSubjects['ss']": subjectField(),
  "teacherSubjects['spa']": subjectField(),
});

const subjectList = z.array(z.string().max(16)).max(10);
/** Spec §7 "list sent as a JSON string": a JSON array body, or a form whose `subjects` is that JSON text (or repeated). */
const saveBody = z.union([
  subjectList,
  z.object({
    subjects: z.preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return [value];
      }
    }, listField(subjectList)),
  }),
]);

/** The facts that decide a teacher's setup dialog, from the read models. */
export function teacherSetupFactsOf(log: FeatureLog<'roster' | 'schoolLicences' | 'teacherSetup'>, user: DirectoryUser, now: Date): TeacherSetupFacts {
  const { schoolLicences, teacherSetup: setups, roster } = log.queries;
  const setup = setups.setupOf(user.userId);
  const schoolId = setup.schoolId ?? user.schoolId;
  const licence = schoolId === null ? null : schoolLicences.licenceOf(schoolId);
  return {
    role: user.role,
    now,
    school: schoolId === null ? null : licence === null ? { schoolId, active: false, subjects: [], schoolYear: null } : licence,
    schoolList: schoolLicences.activeSchools(),
    subjectsOfListedSchools: schoolLicences.subjectsOfActiveSchools(),
    saved: setup.saved,
    activationKey: schoolLicences.pendingActivationKeyOf(user.userId),
    trial: schoolLicences.trialOf(user.userId),
    hasStudents: roster.hasStudents(user.userId),
  };
}

/** Spec §7 `/teacher-setup/*`: the dialog a teacher sees and its two submits (docs/teacher-setup.md). */
export function teacherSetupRoutes(log: FeatureLog<'roster' | 'schoolLicences' | 'teacherSetup'>) {
  const app = new Hono<AppEnv>();
  const { schoolLicences } = log.queries;

  const requireTeacher = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    if (!mayUseTeacherSetup(user.role)) throw new DomainError('teacher_setup.teachers_only', 403);
    return user;
  };
  const licenceFacts = (schoolId: string | null): SchoolLicenceFacts | null => {
    const licence = schoolId === null ? null : schoolLicences.licenceOf(schoolId);
    return licence === null ? null : { schoolId: licence.schoolId, active: licence.active, subjects: licence.subjects, schoolYear: licence.schoolYear };
  };

  app.post('/teacher-setup/dialog', (c) => {
    const teacher = requireTeacher(c);
    const dialog: TeacherSetupDialog = chooseTeacherSetupDialog(teacherSetupFactsOf(log, teacher, requestTime(c)));
    return c.json(dialog);
  });

  app.post('/teacher-setup/update-school-and-subjects', validated('body', updateForm, 'teacher_setup.invalid'), async (c) => {
    const teacher = requireTeacher(c);
    const command = commandContext(c);
    const form = c.req.valid('json');
    const facts = teacherSetupFactsOf(log, teacher, command.now);
    const customerId = form.customerId === undefined || form.customerId === '' || form.customerId === '-1' ? null : form.customerId;
    const currentSchoolId = facts.school?.schoolId ?? null;
    const subjects = SUBJECTS.filter((name) => form[subjectFieldName(name)] === true);
    await handleCommand(
      log.store,
      teacherSetup,
      teacherSetupStreams.teacher(teacher.userId),
      {
        type: 'UpdateSchoolAndSubjects',
        data: {
          teacher,
          dialog: chooseTeacherSetupDialog(facts),
          customerId,
          subjects,
          school: licenceFacts(customerId ?? currentSchoolId),
          currentSchoolId,
          savedSubjects: facts.saved?.subjects ?? [],
        },
      },
      command,
    );
    return c.json({ ok: true });
  });

  app.post('/teacher-setup/save-subjects', validated('body', saveBody, 'teacher_setup.invalid'), async (c) => {
    const teacher = requireTeacher(c);
    const command = commandContext(c);
    const body = c.req.valid('json');
    const subjects = Array.isArray(body) ? body : body.subjects;
    const facts = teacherSetupFactsOf(log, teacher, command.now);
    await handleCommand(
      log.store,
      teacherSetup,
      teacherSetupStreams.teacher(teacher.userId),
      { type: 'SaveSubjects', data: { teacher, subjects, school: licenceFacts(facts.school?.schoolId ?? null) } },
      command,
    );
    return c.json({ ok: true });
  });

  return app;
}

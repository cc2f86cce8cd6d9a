// Every event type of the product in a plausible order (server/features/all-features.test.ts replays it
import type { AssessmentEvent } from '../../events/assessments';
import { assessmentEventHistory } from './assessment-event-history';
import { lessonEventHistory } from './lesson-event-history';
// into every projection: rebuild equals live). A new event type adds its lines here.
import type { AccountRecoveryEvent } from '../../events/account-recovery';
import type { CatalogueEvent } from '../../events/catalogue';
import type { FamilyMembershipEvent } from '../../events/membership';
import type { EditionPickerEvent } from '../../events/edition-picker';
import type { FocusSessionEvent } from '../../events/focus-sessions';
import type { FluencyRoundEvent, RacewayEvent } from '../../events/games';
import type { LessonProgressEvent } from '../../events/lessons';
import type { QuizEvent } from '../../events/quizzes';
import type { ScratchpadEvent } from '../../events/scratchpad';
import type { ScratchpadWatchEvent } from '../../events/scratchpad/scratchpad-watch';
import type { InstantReviewEvent } from '../../events/instant-review';
import type { LiveMessageEvent } from '../../events/live-messages';
import type { PracticeEvent } from '../../events/practice';
import type { SameQuestionModeEvent } from '../../events/same-question-mode';
import type { SchoolDirectoryEvent } from '../../events/school-directory';
import type { SignInEvent } from '../../events/sign-in';
import type { SiteNavigationEvent } from '../../events/site-navigation';
import type { SparkStudioEvent } from '../../events/spark-studio';
import type { SchoolLicenceEvent } from '../../events/school-licences';
import type { TeacherSetupEvent } from '../../events/teacher-setup';
import type { AdminContactEvent } from '../../events/admin-contacts';
import type { ProfileEvent } from '../../events/profile';
import type { BannerEvent } from '../../events/banners';
import type { AssessmentWindowEvent } from '../../events/assessment-windows';
import type { NotificationEvent } from '../../events/notifications';
import type { SkillPlanEvent } from '../../events/skill-plans';
import type { ProgressMailEvent } from '../../events/progress-mail';
import type { TakeoffEvent } from '../../events/takeoff';

type AppEvent = SchoolDirectoryEvent | SignInEvent | EditionPickerEvent | LiveMessageEvent | FocusSessionEvent | CatalogueEvent | SiteNavigationEvent | PracticeEvent | SparkStudioEvent | InstantReviewEvent | SameQuestionModeEvent | AccountRecoveryEvent | FamilyMembershipEvent | SchoolLicenceEvent | TeacherSetupEvent | AdminContactEvent | ProfileEvent | BannerEvent | AssessmentWindowEvent | NotificationEvent | FluencyRoundEvent | RacewayEvent | SkillPlanEvent | QuizEvent | LessonProgressEvent | ProgressMailEvent | TakeoffEvent | AssessmentEvent | ScratchpadEvent | ScratchpadWatchEvent;

const hash = (word: string) => `$argon2id$v=19$m=19456,t=2,p=1$${word}`;
const user = (userId: string, role: 'student' | 'teacher' | 'parent' | 'child' | 'school_administrator', userType: 2 | 4 | 11 | 12 | 13, parentUserId: string | null = null): AppEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId.slice(2),
    displayName: userId.slice(2).toUpperCase(),
    role,
    userType,
    edition: 'US',
    schoolId: parentUserId === null && role !== 'parent' ? 'school_maple' : null,
    districtId: parentUserId === null && role !== 'parent' ? 'district_river' : null,
    parentUserId,
  },
});
const section = (contentHash: string, skillName: string): AppEvent => ({
  type: 'CatalogueSectionPublished',
  data: {
    edition: 'US',
    subject: 'math',
    grade: 4,
    contentHash,
    levelName: 'Grade 4',
    skills: [{ skillId: 1, permacode: 'ABC1', code: 'A.1', name: skillName, tags: ['fractions'], upcoming: false }],
    topics: [{ topicId: 't1', name: 'Fractions', tags: [] }],
    lessons: [{ lessonId: 'l1', lessonName: 'Lesson one', lessonNumber: 1 }],
    games: [{ gameId: 5, name: 'Fraction frenzy', gradeRange: [4, 5], tags: [] }],
    takeoffPlans: [{ planId: 'plan1', lessonName: 'Takeoff one', lessonNumber: 1 }],
  },
});
const studentChange = (type: 'FocusSessionOptedOut' | 'FocusSessionRejoined' | 'FocusSessionStudentRemoved', focusSessionId: number, studentUserId: string): AppEvent => ({
  type,
  data: { focusSessionId, studentUserId, teacherUserId: 'u_rivera' },
});
const focusStarted = (focusSessionId: number, studentUserIds: string[]): AppEvent => ({
  type: 'FocusSessionStarted',
  data: { focusSessionId, teacherUserId: 'u_rivera', classId: 'class_room12', studentUserIds, subjects: ['math'], grades: [4], startedAt: '2026-11-02T09:00:00.000Z', endsAt: '2026-11-02T09:30:00.000Z' },
});

const practised = { skillId: 1, permacode: 'ABC1', subject: 'math' as const, grade: 4 };
const answered = (learnerId: string, seed: string, correct: boolean, scoreBefore: number, scoreAfter: number, answeredAt: string): AppEvent => ({
  type: 'PracticeQuestionAnswered',
  data: { learnerId, ...practised, visitor: learnerId.startsWith('v_'), questionKey: `key-${seed}`, seed, level: 5, correct, response: correct ? '3/4' : '1/2', scoreBefore, scoreAfter, secondsSpent: 25, answeredAt },
});

/** A day at school, stream by stream, touching every table of every projection. */
export const everyEventHistory: [streamId: string, events: AppEvent[]][] = [
  ['district:district_river', [
    { type: 'DistrictRegistered', data: { districtId: 'district_river', name: 'Riverside' } },
    { type: 'DistrictCustomDomainNamed', data: { districtId: 'district_river', customDomainName: 'riverside', previous: null } },
  ]],
  // Issue 34: a school with its state (what a teacher's profile shows until they write their own).
  ['school:school_maple', [{ type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_river', name: 'Maple', state: 'New York' } }]],
  // Issue 18: a school with its own time zone (the reports' local days, projections/reports/teacher-reports.ts).
  ['school:school_sakura', [{ type: 'SchoolRegistered', data: { schoolId: 'school_sakura', districtId: null, name: 'Sakura', timeZone: 'Asia/Tokyo' } }]],
  ['user:u_rivera', [user('u_rivera', 'teacher', 4), { type: 'PasswordSet', data: { userId: 'u_rivera', passwordHash: hash('rivera') } }]],
  ['user:u_lee', [user('u_lee', 'school_administrator', 13), { type: 'PasswordSet', data: { userId: 'u_lee', passwordHash: hash('lee') } }]],
  ...['u_ava', 'u_noah', 'u_zoe'].map((id): [string, AppEvent[]] => [`user:${id}`, [user(id, 'student', 2), { type: 'PasswordSet', data: { userId: id, passwordHash: hash(id) } }]]),
  ['user:u_pat', [user('u_pat', 'parent', 11)]],
  ['user:u_kid', [user('u_kid', 'child', 12, 'u_pat'), { type: 'SecretWordSet', data: { userId: 'u_kid', secretWordHash: hash('kid') } }]],
  ['class:class_room12', [{ type: 'ClassCreated', data: { classId: 'class_room12', schoolId: 'school_maple', name: 'Room 12', grade: 4, teacherUserId: 'u_rivera' } }]],
  ['class:class_room12', ['u_ava', 'u_noah', 'u_zoe'].map((studentUserId): AppEvent => ({ type: 'StudentEnrolled', data: { classId: 'class_room12', studentUserId } }))],
  // Issue 15: a roster change, licences (an administrator's change, a key, a year, an ended licence), trials, teacher setup.
  ['class:class_room12', [{ type: 'StudentUnenrolled', data: { classId: 'class_room12', studentUserId: 'u_zoe' } }]],
  ['school-licence:school_maple', [
    { type: 'SchoolSubjectsLicensed', data: { schoolId: 'school_maple', subjects: [{ subjectName: 'math', trialOnly: false }, { subjectName: 'spa', trialOnly: true }], addedSubjects: ['math'], source: 'purchase', changedByUserId: null } },
    { type: 'SchoolYearStarted', data: { schoolId: 'school_maple', schoolYear: '2026-2027' } },
    { type: 'SchoolSubjectsLicensed', data: { schoolId: 'school_maple', subjects: [{ subjectName: 'math', trialOnly: false }, { subjectName: 'sci', trialOnly: false }, { subjectName: 'spa', trialOnly: true }], addedSubjects: ['sci'], source: 'administrator', changedByUserId: 'u_lee' } },
    { type: 'ActivationKeyRedeemed', data: { schoolId: 'school_maple', teacherUserId: 'u_rivera', activationKeyId: 'key_1', addedSubjects: ['spa'], schoolAdded: false } },
  ]],
  ['school-licence:school_oak', [
    { type: 'ActivationKeyRedeemed', data: { schoolId: 'school_oak', teacherUserId: 'u_oak_teacher', activationKeyId: 'key_2', addedSubjects: ['ela'], schoolAdded: true } },
    { type: 'SchoolLicenceEnded', data: { schoolId: 'school_oak', changedByUserId: null } },
  ]],
  ['teacher-trial:u_rivera', [{ type: 'TeacherTrialStarted', data: { teacherUserId: 'u_rivera', schoolId: 'school_maple', durationDays: 30, startedAt: '2026-11-02T08:00:00.000Z' } }]],
  ['teacher-setup:u_rivera', [
    { type: 'TeacherSchoolChosen', data: { teacherUserId: 'u_rivera', schoolId: 'school_maple', previousSchoolId: null } },
    { type: 'TeacherSubjectsSelected', data: { teacherUserId: 'u_rivera', schoolId: 'school_maple', subjects: ['math'], offeredSubjects: ['math', 'sci'], schoolYear: '2026-2027' } },
  ]],
  // Issue 15: administrator contacts (seeded, a new one, roles reassigned) and profile fields (a field saved twice, a secret-word change).
  ['admin-contacts:school:school_maple', [
    { type: 'AdminContactCreated', data: { organisation: { kind: 'school', organisationId: 'school_maple' }, contactId: 'c1', contact: { firstName: 'Jordan', lastName: 'Price', email: 'jordan@maple.org', phoneNumber: '' }, createdByUserId: null } },
    { type: 'AdminContactRoleAssigned', data: { organisation: { kind: 'school', organisationId: 'school_maple' }, role: 'PRIMARY', contactId: 'c1', assignedByUserId: null } },
    { type: 'AdminContactCreated', data: { organisation: { kind: 'school', organisationId: 'school_maple' }, contactId: 'c2', contact: { firstName: 'Robin', lastName: '', email: 'robin@maple.org', phoneNumber: '5550104000' }, createdByUserId: 'u_lee' } },
    { type: 'AdminContactRoleAssigned', data: { organisation: { kind: 'school', organisationId: 'school_maple' }, role: 'ROSTERING', contactId: 'c2', assignedByUserId: 'u_lee' } },
    { type: 'AdminContactRoleAssigned', data: { organisation: { kind: 'school', organisationId: 'school_maple' }, role: 'IMPLEMENTATION', contactId: 'c2', assignedByUserId: 'u_lee' } },
    { type: 'AdminContactRoleAssigned', data: { organisation: { kind: 'school', organisationId: 'school_maple' }, role: 'IMPLEMENTATION', contactId: 'c1', assignedByUserId: 'u_lee' } },
  ]],
  ['profile:u_rivera', [
    { type: 'ProfileFieldEdited', data: { userId: 'u_rivera', edit: { field: 'hideTimer', value: true } } },
    { type: 'ProfileFieldEdited', data: { userId: 'u_rivera', edit: { field: 'subjects', value: ['math', 'sci'] } } },
    { type: 'ProfileFieldEdited', data: { userId: 'u_rivera', edit: { field: 'hideTimer', value: false } } },
  ]],
  ['profile:u_kid', [{ type: 'ProfileSecretWordChanged', data: { userId: 'u_kid', changedByUserId: 'u_pat' } }]],
  ['sign-in-failures:ava', [
    { type: 'SignInFailed', data: { username: 'ava', address: '203.0.113.7', reason: 'wrong_password' } },
    { type: 'SignInFailed', data: { username: 'ava', address: '2001:db8::7', reason: 'wrong_secret_word' } },
  ]],
  ['session:s1', [{ type: 'SignedIn', data: { sessionId: 's1', userId: 'u_ava', tokenHash: 'a'.repeat(64), rememberUser: true, expiresAt: '2026-12-01T00:00:00.000Z', address: '203.0.113.7', location: 'QUICK_SIGNIN', switchedFromSessionId: null } }]],
  ['session:s2', [{ type: 'SignedIn', data: { sessionId: 's2', userId: 'u_rivera', tokenHash: 'b'.repeat(64), rememberUser: false, expiresAt: '2026-11-03T00:00:00.000Z', address: '203.0.113.8', location: null, switchedFromSessionId: 's1' } }]],
  ['user:u_ava', [{ type: 'EditionChosen', data: { userId: 'u_ava', edition: 'CA', previous: 'US' } }]],
  // Issue 14: addresses, a used and an unused reset link, SSO-only, joining, a renewal and a put-off reminder.
  ['user:u_pat', [{ type: 'EmailAddressSet', data: { userId: 'u_pat', email: 'pat@example.com' } }]],
  ['credential-request:cr1', [
    { type: 'CredentialRequested', data: { requestId: 'cr1', type: 'PASSWORD', emailHash: 'c'.repeat(64), userIds: ['u_rivera'], resets: [{ userId: 'u_rivera', tokenHash: 'd'.repeat(64) }], expiresAt: '2026-11-02T10:00:00.000Z', requestedBy: null } },
    { type: 'PasswordResetCompleted', data: { requestId: 'cr1', userId: 'u_rivera' } },
  ]],
  ['credential-request:cr2', [{ type: 'CredentialRequested', data: { requestId: 'cr2', type: 'SECRET_WORD', emailHash: null, userIds: ['u_kid'], resets: [{ userId: 'u_kid', tokenHash: 'e'.repeat(64) }], expiresAt: '2026-11-02T10:00:00.000Z', requestedBy: 'u_pat' } }]],
  ['credential-request:cr3', [{ type: 'CredentialRequested', data: { requestId: 'cr3', type: 'USERNAME', emailHash: 'c'.repeat(64), userIds: ['u_pat', 'u_kid'], resets: [], expiresAt: null, requestedBy: null } }]],
  ['credential-request:cr2', [{ type: 'SecretWordResetCompleted', data: { requestId: 'cr2', userId: 'u_kid' } }]],
  ['single-sign-on:u_lee', [{ type: 'SingleSignOnRequired', data: { userId: 'u_lee', districtId: 'district_river' } }]],
  ['family-join-request:j1', [
    { type: 'FamilyJoinRequested', data: { requestId: 'j1', username: 'kim.family', displayName: 'Kim', email: 'kim@example.com', edition: 'US', passwordHash: hash('kim'), tokenHash: 'f'.repeat(64), expiresAt: '2026-11-03T09:00:00.000Z' } },
    { type: 'FamilyJoinConfirmed', data: { requestId: 'j1', parentUserId: 'u_kim' } },
  ]],
  ['family-join-request:j2', [{ type: 'FamilyJoinRequested', data: { requestId: 'j2', username: 'lee.family', displayName: 'Lee', email: 'lee@example.com', edition: 'UK', passwordHash: hash('lee'), tokenHash: '1'.repeat(64), expiresAt: '2026-11-03T09:00:00.000Z' } }]],
  ['family-membership:u_pat', [
    { type: 'FamilyMembershipStarted', data: { parentUserId: 'u_pat', joinRequestId: null, endsOn: '2026-11-12' } },
    { type: 'FamilyChildAdded', data: { parentUserId: 'u_pat', childUserId: 'u_kid' } },
    { type: 'RenewalReminderPostponed', data: { parentUserId: 'u_pat', until: '2026-11-09T09:00:00.000Z' } },
  ]],
  ['family-membership:u_kim', [
    { type: 'FamilyMembershipStarted', data: { parentUserId: 'u_kim', joinRequestId: 'j1', endsOn: '2026-11-20' } },
    { type: 'FamilyMembershipRenewed', data: { parentUserId: 'u_kim', previousEndsOn: '2026-11-20', endsOn: '2027-11-20' } },
  ]],
  ['user:u_ava', [{ type: 'EditionChosen', data: { userId: 'u_ava', edition: 'UK', previous: 'CA' } }]],
  ['site-nav:u_ava', [{ type: 'SiteNavCacheRefreshed', data: { userId: 'u_ava', schoolId: 'school_maple' } }]],
  [
    'live-message-batch:b1',
    [
      {
        type: 'LiveMessageSent',
        data: {
          batchId: 'b1',
          senderUserId: 'u_rivera',
          senderName: 'RIVERA',
          sentByAdministrator: false,
          senderSchoolId: 'school_maple',
          senderDistrictId: 'district_river',
          message: '<p>Page 12, please</p>',
          sentAt: '2026-11-02T09:00:00.000Z',
          recipients: [
            { messageId: 'm1', studentUserId: 'u_ava' },
            { messageId: 'm2', studentUserId: 'u_noah' },
          ],
        },
      },
    ],
  ],
  ['live-message-batch:b1', [{ type: 'LiveMessageAcknowledged', data: { batchId: 'b1', messageId: 'm1', studentUserId: 'u_ava', senderUserId: 'u_rivera', response: 'CONFUSED', previous: 'UNACKNOWLEDGED' } }]],
  ['live-message-batch:b1', [{ type: 'LiveMessageAcknowledged', data: { batchId: 'b1', messageId: 'm1', studentUserId: 'u_ava', senderUserId: 'u_rivera', response: 'GOT_IT', previous: 'CONFUSED' } }]],
  ['focus-session:1', [focusStarted(1, ['u_ava', 'u_noah', 'u_zoe'])]],
  ['focus-session:1', [studentChange('FocusSessionOptedOut', 1, 'u_ava')]],
  ['focus-session:1', [studentChange('FocusSessionRejoined', 1, 'u_ava')]],
  ['focus-session:1', [studentChange('FocusSessionStudentRemoved', 1, 'u_zoe')]],
  ['focus-session:1', [{ type: 'FocusSessionEnded', data: { focusSessionId: 1, teacherUserId: 'u_rivera', reason: 'time_up', endedAt: '2026-11-02T09:30:00.000Z', durationInMinutes: 30, studentUserIds: ['u_ava', 'u_noah'] } }]],
  ['focus-session:2', [focusStarted(2, ['u_ava', 'u_noah']), studentChange('FocusSessionOptedOut', 2, 'u_noah')]],
  ['catalogue-section:US-math-4', [section('hash-0001', 'Add fractions')]],
  ['catalogue-section:US-math-4', [section('hash-0002', 'Add and subtract fractions')]],
  ['practice:u_ava:1', [answered('u_ava', 'q1', true, 77, 80, '2026-11-02T09:01:00.000Z'), { type: 'SkillProficient', data: { learnerId: 'u_ava', ...practised, reachedAt: '2026-11-02T09:01:00.000Z' } }]],
  ['practice:u_ava:1', [answered('u_ava', 'q2', false, 80, 72, '2026-11-02T09:02:00.000Z'), answered('u_ava', 'q3', false, 72, 66, '2026-11-02T09:03:00.000Z')]], // 14 below the sitting's peak: the needs-help flag (report_sittings, help_raised)
  ['practice:u_noah:1', [answered('u_noah', 'q4', true, 98, 100, '2026-11-02T23:59:00.000Z'), { type: 'SkillMastered', data: { learnerId: 'u_noah', ...practised, reachedAt: '2026-11-02T23:59:00.000Z' } }]],
  ['practice:u_noah:1', [answered('u_noah', 'q5', false, 100, 90, '2026-11-03T00:01:00.000Z')]],
  ['practice:v_visitor1:1', [answered('v_visitor1', 'q6', true, 0, 13, '2026-11-02T10:00:00.000Z')]],
  ['question-set:qs1', [
    { type: 'QuestionSetCreated', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', schoolId: 'school_maple', title: 'Warm-up', createdAt: '2026-11-02T09:00:00.000Z' } },
    { type: 'SparkQuestionAdded', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', question: { questionId: 'sq1', kind: 'number', prompt: '3 + 4?', choices: [], answer: '7', explanation: 'Count on.' } } },
    { type: 'SparkQuestionAdded', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', question: { questionId: 'sq2', kind: 'multipleChoice', prompt: 'A prime?', choices: ['4', '7'], answer: '7', explanation: 'Only 1 and 7.' } } },
    { type: 'SparkQuestionAdded', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', question: { questionId: 'sq3', kind: 'shortText', prompt: 'Three sides?', choices: [], answer: 'triangle', explanation: 'Tri-.' } } },
    { type: 'SparkQuestionEdited', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', question: { questionId: 'sq1', kind: 'number', prompt: '4 + 3?', choices: [], answer: '7', explanation: 'Count on.' } } },
    { type: 'SparkQuestionsReordered', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', questionIds: ['sq3', 'sq1', 'sq2'] } },
    { type: 'SparkQuestionRemoved', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', questionId: 'sq2' } },
    { type: 'QuestionSetRenamed', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', title: 'Warm-up 2' } },
    { type: 'QuestionSetShared', data: { questionSetId: 'qs1', authorUserId: 'u_rivera', schoolId: 'school_maple' } },
  ]],
  ['question-set:qs2', [
    { type: 'QuestionSetCreated', data: { questionSetId: 'qs2', authorUserId: 'u_lee', schoolId: 'school_maple', title: 'Gone', createdAt: '2026-11-02T09:05:00.000Z' } },
    { type: 'QuestionSetShared', data: { questionSetId: 'qs2', authorUserId: 'u_lee', schoolId: 'school_maple' } },
    { type: 'QuestionSetUnshared', data: { questionSetId: 'qs2', authorUserId: 'u_lee', schoolId: 'school_maple' } },
    { type: 'QuestionSetDeleted', data: { questionSetId: 'qs2', authorUserId: 'u_lee' } },
  ]],
  // Instant review (issue 12): a session started, a response, an edited list, ended; a second left open.
  ...(() => {
    const skill = { skillId: 1, permacode: 'ADDFR', code: 'A.1', name: 'Add fractions', engine: { subject: 'math' as const, grade: 4, topic: 'fractions', name: 'Add fractions' }, level: 2 };
    const posed = { question: { questionNumber: 1, level: 2, prompt: '1/4 + 1/4 = ?', answerType: 'fraction' as const, choices: null, art: null }, grading: { kind: 'practice' as const, accepts: { kind: 'fraction', numerator: 1, denominator: 2 } as never }, correctAnswer: '1/2', explanation: 'Add the numerators.' };
    const started = (qrmSessionId: string, students: string[]): AppEvent => ({
      type: 'QuestionReviewStarted',
      data: { qrmSessionId, teacherUserId: 'u_rivera', teacherDisplayName: 'RIVERA', students: students.map((studentUserId) => ({ studentUserId, displayName: studentUserId })), skills: [skill], candidateSkillIds: ['ADDFR'], startedAt: '2026-11-02T10:00:00.000Z' },
    });
    const audience = (qrmSessionId: string, studentUserIds: string[]) => ({ qrmSessionId, teacherUserId: 'u_rivera', studentUserIds });
    return [
      ['instant-review:qrm1', [started('qrm1', ['u_ava', 'u_noah']), { type: 'QuestionReviewQuestionPosed', data: { ...audience('qrm1', ['u_ava', 'u_noah']), skill, posed, posedAt: '2026-11-02T10:00:00.000Z' } }]],
      ['instant-review:qrm1', [{ type: 'QuestionReviewResponseSubmitted', data: { qrmSessionId: 'qrm1', teacherUserId: 'u_rivera', studentUserId: 'u_ava', questionNumber: 1, permacode: 'ADDFR', guesses: ['2/4'], correct: true, answeredAt: '2026-11-02T10:01:00.000Z' } }]],
      ['instant-review:qrm1', [{ type: 'QuestionReviewSkillListUpdated', data: { ...audience('qrm1', ['u_ava', 'u_noah']), skills: [{ ...skill, level: 3 }], updatedAt: '2026-11-02T10:02:00.000Z' } }]],
      ['instant-review:qrm1', [{ type: 'QuestionReviewEnded', data: { ...audience('qrm1', ['u_ava', 'u_noah']), reason: 'group_jam', endedAt: '2026-11-02T10:03:00.000Z' } }]],
      ['instant-review:qrm2', [started('qrm2', ['u_noah'])]],
    ] as [string, AppEvent[]][];
  })(),
  // Same-question mode (issue 11): a competition room started, joined, answered, revealed, paused, resumed, posed again, ended; a group room left open.
  ...(() => {
    const posedQuestion = (questionNumber: number) => ({ question: { questionNumber, level: 1, prompt: `${questionNumber} + 1 = ?`, answerType: 'number' as const, choices: null, art: null }, grading: { kind: 'spark' as const, sparkKind: 'number' as const, answer: String(questionNumber + 1) }, correctAnswer: String(questionNumber + 1), explanation: 'Count on.' });
    const roomStarted = (roomId: string, jamMode: 'group' | 'competition'): AppEvent => ({
      type: 'SameQuestionRoomStarted',
      data: { roomId, teacherUserId: 'u_rivera', teacherDisplayName: 'Ms. Rivera', teacherLastName: 'Rivera', classId: 'class_room12', students: [{ studentUserId: 'u_ava', displayName: 'AVA' }, { studentUserId: 'u_noah', displayName: 'NOAH' }], jamMode, source: { kind: 'skill', skillId: 1, permacode: 'ABC1', engine: { subject: 'math', grade: 4, topic: 'fractions', name: 'Add fractions' }, startingLevel: 1 }, title: 'Add fractions', groupJamPracticeURL: '/math/grade-4/skills/ABC1', startedAt: '2026-11-02T11:00:00.000Z', endsAt: '2026-11-02T11:30:00.000Z' },
    });
    const room = { roomId: 'r1', teacherUserId: 'u_rivera', studentUserIds: ['u_ava', 'u_noah'] };
    const board = [{ studentUserId: 'u_ava', displayName: 'AVA', points: 900, rank: 1 }];
    return [
      ['same-question-room:r1', [roomStarted('r1', 'competition'), { type: 'SameQuestionPosed', data: { ...room, posed: posedQuestion(1), posedAt: '2026-11-02T11:00:00.000Z', leaderboard: null } }]],
      ['same-question-room:r1', [{ type: 'SameQuestionStudentJoined', data: { roomId: 'r1', teacherUserId: 'u_rivera', studentUserId: 'u_ava', joinedAt: '2026-11-02T11:00:05.000Z' } }]],
      ['same-question-room:r1', [{ type: 'SameQuestionAnswered', data: { roomId: 'r1', teacherUserId: 'u_rivera', studentUserId: 'u_ava', questionNumber: 1, guesses: ['2'], correct: true, points: 900, msToAnswer: 6000, answeredAt: '2026-11-02T11:00:06.000Z' } }]],
      ['same-question-room:r1', [{ type: 'SameQuestionAnswerRevealed', data: { ...room, questionNumber: 1, correctAnswer: '2', explanation: 'Count on.', revealedAt: '2026-11-02T11:01:00.000Z', leaderboard: board } }]],
      ['same-question-room:r1', [{ type: 'SameQuestionRoomPaused', data: { ...room, pausedAt: '2026-11-02T11:02:00.000Z' } }, { type: 'SameQuestionRoomResumed', data: { ...room, resumedAt: '2026-11-02T11:03:00.000Z' } }]],
      ['same-question-room:r1', [{ type: 'SameQuestionPosed', data: { ...room, posed: posedQuestion(2), posedAt: '2026-11-02T11:04:00.000Z', leaderboard: board } }]],
      ['same-question-room:r1', [{ type: 'SameQuestionRoomEnded', data: { ...room, reason: 'teacher', endedAt: '2026-11-02T11:05:00.000Z', leaderboard: board } }]],
      ['same-question-room:r2', [roomStarted('r2', 'group'), { type: 'SameQuestionPosed', data: { ...room, roomId: 'r2', posed: posedQuestion(1), posedAt: '2026-11-02T11:00:00.000Z', leaderboard: null } }]],
    ] as [string, AppEvent[]][];
  })(),
  // Issue 16: banners (docs/banners.md): published, edited, withdrawn, tracked.
  ['banner:11', [{ type: 'BannerPublished', data: { bannerId: 11, bannerText: 'Book fair', ctaText: 'See times', ctaLink: '/roster/view', audience: { kind: 'district', districtId: 'district_river', schoolIds: ['school_maple'] }, userTypes: ['teachers', 'students'], startDate: '2026-11-01', endDate: '2026-11-30', publishedByUserId: null } }]],
  ['banner:12', [{ type: 'BannerPublished', data: { bannerId: 12, bannerText: 'Welcome', ctaText: 'Explore', ctaLink: 'https://example.org/', audience: { kind: 'everyone' }, userTypes: ['students', 'visitors'], startDate: '2026-11-01', endDate: '2026-12-31', publishedByUserId: null } }]],
  ['banner:11', [{ type: 'BannerEdited', data: { bannerId: 11, bannerText: 'Book fair moved', ctaText: 'See times', ctaLink: '/roster/view', audience: { kind: 'school', schoolId: 'school_maple' }, userTypes: ['teachers', 'students'], startDate: '2026-11-01', endDate: '2026-11-30', editedByUserId: 'u_lee' } }]],
  ['banner-viewer:11:u_rivera', [{ type: 'BannerDisplayed', data: { bannerId: 11, userId: 'u_rivera' } }, { type: 'BannerClicked', data: { bannerId: 11, userId: 'u_rivera' } }, { type: 'BannerDismissed', data: { bannerId: 11, userId: 'u_rivera' } }]],
  ['banner-signed-out-clicks:12', [{ type: 'BannerClickedSignedOut', data: { bannerId: 12 } }, { type: 'BannerClickedSignedOut', data: { bannerId: 12 } }]],
  ['banner:12', [{ type: 'BannerWithdrawn', data: { bannerId: 12, withdrawnByUserId: null } }]],
  ['banner:13', [{ type: 'BannerPublished', data: { bannerId: 13, bannerText: 'Screeners', ctaText: 'Plan', ctaLink: '/', audience: { kind: 'district', districtId: 'district_river', schoolIds: ['school_maple'] }, userTypes: ['teachers', 'students'], startDate: '2026-11-01', endDate: '2026-11-30', publishedByUserId: 'u_lee' } }]],
  // Issue 16: assessment windows (docs/assessment-windows.md): scheduled for one and two schools, rescheduled, cancelled.
  ['assessment-window:w1', [{ type: 'AssessmentWindowScheduled', data: { windowId: 'w1', schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-02', dueDate: '2026-11-20', scheduledBy: 'u_lee' } }]],
  ['assessment-window:w2', [{ type: 'AssessmentWindowScheduled', data: { windowId: 'w2', schoolIds: ['school_cedar', 'school_maple'], subject: 'ela', assessmentType: 'ELA_READING_BENCHMARK', startDate: '2026-11-10', dueDate: '2026-12-01', scheduledBy: 'u_chen' } }]],
  ['assessment-window:w1', [{ type: 'AssessmentWindowRescheduled', data: { windowId: 'w1', schoolIds: ['school_maple'], subject: 'math', assessmentType: 'MATH_SCREENER', startDate: '2026-11-03', dueDate: '2026-11-24', previousStartDate: '2026-11-02', previousDueDate: '2026-11-20', rescheduledBy: 'u_lee' } }]],
  ['assessment-window:w3', [
    { type: 'AssessmentWindowScheduled', data: { windowId: 'w3', schoolIds: ['school_maple'], subject: 'ela', assessmentType: 'ELA_FOUNDATIONS_SCREENER', startDate: '2026-11-02', dueDate: '2026-11-05', scheduledBy: 'u_lee' } },
    { type: 'AssessmentWindowCancelled', data: { windowId: 'w3', schoolIds: ['school_maple'], subject: 'ela', assessmentType: 'ELA_FOUNDATIONS_SCREENER', cancelledBy: 'u_lee' } },
  ]],
  // Issue 16: notifications — a family child's practice over two weeks (the parent's week), a mute, a read mark.
  ['practice:u_kid:1', [answered('u_kid', 'q7', true, 0, 13, '2026-11-01T10:00:00.000Z'), answered('u_kid', 'q8', true, 13, 25, '2026-11-02T10:00:00.000Z')]],
  ['notifications:u_rivera', [
    { type: 'NotificationsMuted', data: { userId: 'u_rivera', kind: 'needs_help', studentUserId: 'u_ava', mutedAt: '2026-11-02T12:00:00.000Z' } },
    { type: 'NotificationsUnmuted', data: { userId: 'u_rivera', kind: 'needs_help', studentUserId: 'u_ava', unmutedAt: '2026-11-02T12:00:01.000Z' } },
    { type: 'NotificationsMuted', data: { userId: 'u_rivera', kind: 'sign_in_guessing', studentUserId: null, mutedAt: '2026-11-02T12:00:02.000Z' } },
    { type: 'NotificationsRead', data: { userId: 'u_rivera', readAt: '2026-11-02T12:00:03.000Z' } },
  ]],
  // Issue 28: fluency rounds (docs/games.md) — a round with a right, a slow and a missed answer and a fact left pending; a second round.
  ...(() => {
    const round = (roundId: string, learnerId: string, startedAt: string): AppEvent => ({
      type: 'FluencyRoundStarted',
      data: { roundId, learnerId, operation: 'multiplication', upTo: 10, startedAt, endsAt: new Date(Date.parse(startedAt) + 120_000).toISOString() },
    });
    const served = (roundId: string, learnerId: string, factKey: string, servedNumber: number): AppEvent => ({
      type: 'FluencyFactServed',
      data: { roundId, learnerId, operation: 'multiplication', factKey, servedNumber, servedAt: '2026-11-02T13:00:05.000Z' },
    });
    const answered = (roundId: string, learnerId: string, factKey: string, servedNumber: number, response: number, correctAnswer: number, milliseconds: number): AppEvent => ({
      type: 'FluencyFactAnswered',
      data: { roundId, learnerId, operation: 'multiplication', factKey, servedNumber, response, correct: response === correctAnswer, correctAnswer, milliseconds, answeredAt: '2026-11-02T13:00:08.000Z' },
    });
    return [
      ['fluency-round:f1', [round('f1', 'u_ava', '2026-11-02T13:00:00.000Z'), served('f1', 'u_ava', '7x8', 1)]],
      ['fluency-round:f1', [answered('f1', 'u_ava', '7x8', 1, 56, 56, 2_100), served('f1', 'u_ava', '6x7', 2)]],
      ['fluency-round:f1', [answered('f1', 'u_ava', '6x7', 2, 42, 42, 4_500), served('f1', 'u_ava', '3x4', 3)]],
      ['fluency-round:f1', [answered('f1', 'u_ava', '3x4', 3, 11, 12, 1_000), served('f1', 'u_ava', '7x8', 4)]],
      ['fluency-round:f2', [round('f2', 'u_noah', '2026-11-02T13:05:00.000Z'), served('f2', 'u_noah', '2x2', 1), answered('f2', 'u_noah', '2x2', 1, 4, 4, 900)]],
    ] as [string, AppEvent[]][];
  })(),
  // Issue 28: the raceway (docs/games.md) — a class race (two racers, a wrong answer's penalty, a finish, the teacher's end) and a visitor's counted solo race.
  ...(() => {
    const engine = { subject: 'math' as const, grade: 4, topic: 'multiplication', name: 'Multiply' };
    const answered = (racerId: string, questionNumber: number, correct: boolean, position: number, answeredAt: string): AppEvent => ({
      type: 'RaceQuestionAnswered',
      data: { raceId: 'race1', racerId, questionNumber, response: correct ? '12' : '11', correct, correctAnswer: '12', position, penaltyUntil: correct ? null : new Date(Date.parse(answeredAt) + 3_000).toISOString(), answeredAt },
    });
    return [
      ['raceway-race:race1', [{
        type: 'RaceStarted',
        data: {
          raceId: 'race1', hostUserId: 'u_rivera', hostDisplayName: 'Ms. Rivera', mode: 'class', visitor: false, classId: 'class_room12',
          skill: { skillId: 7, permacode: 'ABC7', name: 'Multiply', engine }, questions: 5,
          racers: [{ racerId: 'u_ava', displayName: 'Ava' }, { racerId: 'u_noah', displayName: 'Noah' }], paceCars: [], startedAt: '2026-11-02T14:00:00.000Z',
        },
      }]],
      ['raceway-race:race1', [{ type: 'RacerJoined', data: { raceId: 'race1', racerId: 'u_ava', joinedAt: '2026-11-02T14:00:02.000Z' } }]],
      ['raceway-race:race1', [answered('u_ava', 1, true, 1, '2026-11-02T14:00:05.000Z'), answered('u_ava', 2, false, 1, '2026-11-02T14:00:08.000Z')]],
      ['raceway-race:race1', [answered('u_ava', 3, true, 2, '2026-11-02T14:00:12.000Z'), { type: 'RacerFinished', data: { raceId: 'race1', racerId: 'u_ava', place: 1, finishedAt: '2026-11-02T14:00:12.000Z', milliseconds: 10_000 } }]],
      ['raceway-race:race1', [{
        type: 'RaceFinished',
        data: { raceId: 'race1', reason: 'ended', endedBy: 'u_rivera', endedAt: '2026-11-02T14:01:00.000Z', standings: [
          { racerId: 'u_ava', displayName: 'Ava', pace: false, place: 1, position: 2 }, { racerId: 'u_noah', displayName: 'Noah', pace: false, place: null, position: 0 },
        ] },
      }]],
      ['raceway-visitor:v_1:2026-11-02', [{ type: 'RacewayVisitorRaceCounted', data: { visitorId: 'v_1', day: '2026-11-02', raceId: 'race2', count: 1 } }]],
      ['raceway-race:race2', [{
        type: 'RaceStarted',
        data: {
          raceId: 'race2', hostUserId: 'v_1', hostDisplayName: 'You', mode: 'solo', visitor: true, classId: null,
          skill: { skillId: 7, permacode: 'ABC7', name: 'Multiply', engine }, questions: 5,
          racers: [{ racerId: 'v_1', displayName: 'You' }], paceCars: [{ name: 'Pace car 1', secondsPerQuestion: 7.2 }, { name: 'Pace car 2', secondsPerQuestion: 9.6 }], startedAt: '2026-11-02T14:02:00.000Z',
        },
      }]],
    ] as [string, AppEvent[]][];
  })(),
  // Issue 29 item 4: quizzes (docs/quizzes.md) — a quiz from a set, two attempts (one submitted, one left to its deadline), release and sharing.
  ...(() => {
    const answered = (studentUserId: string, questionNumber: number, correct: boolean, answeredAt: string): AppEvent => ({
      type: 'QuizQuestionAnswered',
      data: { quizId: 'quiz1', studentUserId, questionKey: `q${questionNumber}`, questionNumber, response: correct ? '12' : '11', correct, correctAnswer: '12', answeredAt },
    });
    return [
      ['quiz:quiz1', [{
        type: 'QuizCreated',
        data: {
          quizId: 'quiz1', teacherUserId: 'u_rivera', teacherDisplayName: 'Ms. Rivera', schoolId: 'school_1', districtId: 'district_1', title: 'Check-in',
          source: { kind: 'questionSet', questionSetId: 'set1', setTitle: 'Warm-up' }, fromQuizId: null,
          items: [
            { source: 'questionSet', questionId: 'q1', kind: 'number', prompt: '3 × 4', choices: [], answer: '12' },
            { source: 'questionSet', questionId: 'q2', kind: 'number', prompt: '6 × 2', choices: [], answer: '12' },
          ],
          classIds: ['class_room12'], studentUserIds: ['u_ava', 'u_noah'], opensAt: '2026-11-02T14:00:00.000Z', closesAt: '2026-11-02T16:00:00.000Z', timeLimitMinutes: 20, createdAt: '2026-11-02T13:50:00.000Z',
        },
      }]],
      ['quiz-attempt:quiz1:u_ava', [{ type: 'QuizStarted', data: { quizId: 'quiz1', studentUserId: 'u_ava', teacherUserId: 'u_rivera', startedAt: '2026-11-02T14:01:00.000Z', deadline: '2026-11-02T14:21:00.000Z' } }]],
      ['quiz-attempt:quiz1:u_ava', [answered('u_ava', 1, true, '2026-11-02T14:02:00.000Z'), answered('u_ava', 2, false, '2026-11-02T14:03:00.000Z')]],
      ['quiz-attempt:quiz1:u_ava', [{ type: 'QuizSubmitted', data: { quizId: 'quiz1', studentUserId: 'u_ava', teacherUserId: 'u_rivera', right: 1, answered: 2, total: 2, submittedAt: '2026-11-02T14:04:00.000Z' } }]],
      ['quiz-attempt:quiz1:u_noah', [{ type: 'QuizStarted', data: { quizId: 'quiz1', studentUserId: 'u_noah', teacherUserId: 'u_rivera', startedAt: '2026-11-02T14:05:00.000Z', deadline: '2026-11-02T14:25:00.000Z' } }, answered('u_noah', 1, true, '2026-11-02T14:06:00.000Z')]],
      ['quiz:quiz1', [{ type: 'QuizResultsReleased', data: { quizId: 'quiz1', teacherUserId: 'u_rivera', releasedAt: '2026-11-02T16:10:00.000Z' } }]],
      ['quiz:quiz1', [{ type: 'QuizShared', data: { quizId: 'quiz1', teacherUserId: 'u_rivera', scope: 'district', schoolId: 'school_1', districtId: 'district_1', sharedAt: '2026-11-02T16:11:00.000Z' } }]],
      // Issue 31 item 3: scratchpad work kept with a quiz answer, an assessment answer and a practice answer (docs/scratchpad.md); a later work of the same answer replaces it.
      ['assessment-sitting:levelup-math:u_noah', [{ type: 'ScratchpadWorkKept', data: { studentUserId: 'u_noah', answer: { kind: 'assessment', assessmentId: 'levelup-math', questionKey: 's1q1' }, strokes: [{ tool: 'pen', width: 6, points: [[20, 30]] }], keptAt: '2026-11-02T14:07:00.000Z' } }]],
      ['quiz-attempt:quiz1:u_noah', [{ type: 'ScratchpadWorkKept', data: { studentUserId: 'u_noah', answer: { kind: 'quiz', quizId: 'quiz1', questionKey: 'q1' }, strokes: [{ tool: 'pen', width: 6, points: [[10, 10], [200, 150]] }], keptAt: '2026-11-02T14:06:00.000Z' } }]],
      ['practice:u_ava:1', [{ type: 'ScratchpadWorkKept', data: { studentUserId: 'u_ava', answer: { kind: 'practice', permacode: 'ABC1', seed: 's1' }, strokes: [{ tool: 'pen', width: 6, points: [[0, 0], [1000, 1000]] }, { tool: 'eraser', width: 40, points: [[500, 500]] }], keptAt: '2026-11-02T10:00:00.000Z' } }]],
      ['practice:u_ava:1', [{ type: 'ScratchpadWorkKept', data: { studentUserId: 'u_ava', answer: { kind: 'practice', permacode: 'ABC1', seed: 's1' }, strokes: [{ tool: 'pen', width: 8, points: [[3, 4]] }], keptAt: '2026-11-02T10:00:01.000Z' } }]],
      // The live watch: two teachers watch ava's pad, one stops (the other's row stays).
      ['scratchpad-watch:u_ava', [{ type: 'ScratchpadWatchStarted', data: { studentUserId: 'u_ava', teacherUserId: 'u_rivera', startedAt: '2026-11-02T10:01:00.000Z', until: '2026-11-02T10:11:00.000Z', watchedUntil: '2026-11-02T10:11:00.000Z' } }]],
      ['scratchpad-watch:u_ava', [{ type: 'ScratchpadWatchStarted', data: { studentUserId: 'u_ava', teacherUserId: 'u_okafor', startedAt: '2026-11-02T10:02:00.000Z', until: '2026-11-02T10:12:00.000Z', watchedUntil: '2026-11-02T10:12:00.000Z' } }]],
      ['scratchpad-watch:u_ava', [{ type: 'ScratchpadWatchStopped', data: { studentUserId: 'u_ava', teacherUserId: 'u_rivera', stoppedAt: '2026-11-02T10:03:00.000Z', watchedUntil: '2026-11-02T10:12:00.000Z' } }]],
    ] as [string, AppEvent[]][];
  })(),
  ['session:s2', [{ type: 'SignedOut', data: { sessionId: 's2', userId: 'u_rivera', reason: 'signed_out' } }]],
  // Issue 29: skill plans (docs/skill-plans.md): made, revised, shared; another made and deleted; a copy.
  ['skill-plan:sp1', [
    { type: 'SkillPlanCreated', data: { planId: 'sp1', classId: 'class_room12', schoolId: 'school_maple', name: 'Term', units: [{ unitId: 'su1', name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', permacodes: ['ABC1'] }], createdBy: 'u_rivera', copiedFromPlanId: null } },
    { type: 'SkillPlanRevised', data: { planId: 'sp1', classId: 'class_room12', schoolId: 'school_maple', name: 'Term one', units: [{ unitId: 'su2', name: 'Intro', startsOn: '2026-10-26', endsOn: '2026-10-30', permacodes: ['ABC1'] }, { unitId: 'su1', name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', permacodes: ['ABC1'] }], revisedBy: 'u_rivera' } },
    { type: 'SkillPlanShared', data: { planId: 'sp1', classId: 'class_room12', schoolId: 'school_maple', sharedBy: 'u_rivera' } },
  ]],
  ['skill-plan:sp2', [
    { type: 'SkillPlanCreated', data: { planId: 'sp2', classId: 'class_room3', schoolId: 'school_maple', name: 'Old', units: [{ unitId: 'su3', name: 'Old', startsOn: '2026-09-01', endsOn: '2026-09-30', permacodes: ['ABC1'] }], createdBy: 'u_okafor', copiedFromPlanId: null } },
    { type: 'SkillPlanDeleted', data: { planId: 'sp2', classId: 'class_room3', schoolId: 'school_maple', deletedBy: 'u_okafor' } },
  ]],
  // Issue 31: lessons (docs/lessons.md).
  ...lessonEventHistory,
  ['skill-plan:sp3', [
    { type: 'SkillPlanCreated', data: { planId: 'sp3', classId: 'class_room3', schoolId: 'school_maple', name: 'Term one', units: [{ unitId: 'su4', name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13', permacodes: ['ABC1'] }], createdBy: 'u_okafor', copiedFromPlanId: 'sp1' } },
  ]],
  // Issue 31 item 6: progress mail (docs/progress-mail.md) — noah's certificate, and a teacher's weekly summary.
  ['progress-mail:certificate:u_noah:1', [{ type: 'CertificateMailed', data: { studentUserId: 'u_noah', skillId: 1, permacode: practised.permacode, masteredAt: '2026-11-02T23:59:00.000Z', recipientUserIds: ['u_rivera'] } }]],
  ['progress-mail:summary:2026-11-09:u_rivera', [{ type: 'WeeklyMailSent', data: { kind: 'summary', week: '2026-11-09', recipientUserId: 'u_rivera', aboutUserIds: ['u_noah', 'u_ava'] } }]],
  // Issue 31: takeoff assignments (docs/takeoff.md): assigned, advanced, replaced by another plan; another subject alongside.
  ['takeoff-assignment:ta1', [{ type: 'TakeoffPlanAssigned', data: { assignmentId: 'ta1', planId: 'US-math-4-takeoff', classId: 'class_room12', schoolId: 'school_maple', subject: 'math', lessonCount: 16, assignedBy: 'u_rivera', replacedAssignmentId: null } }, { type: 'TakeoffLessonAdvanced', data: { assignmentId: 'ta1', classId: 'class_room12', schoolId: 'school_maple', lessonNumber: 2, advancedBy: 'u_rivera' } }]],
  ['takeoff-assignment:ta2', [{ type: 'TakeoffPlanAssigned', data: { assignmentId: 'ta2', planId: 'US-math-5-takeoff', classId: 'class_room12', schoolId: 'school_maple', subject: 'math', lessonCount: 16, assignedBy: 'u_rivera', replacedAssignmentId: 'ta1' } }]],
  ['takeoff-assignment:ta3', [{ type: 'TakeoffPlanAssigned', data: { assignmentId: 'ta3', planId: 'US-ela-4-takeoff', classId: 'class_room12', schoolId: 'school_maple', subject: 'ela', lessonCount: 16, assignedBy: 'u_rivera', replacedAssignmentId: null } }, { type: 'TakeoffLessonAdvanced', data: { assignmentId: 'ta3', classId: 'class_room12', schoolId: 'school_maple', lessonNumber: 2, advancedBy: 'u_rivera' } }]],
  // Issue 30: assessments (docs/diagnostics.md, docs/assessment-reports.md).
  ...assessmentEventHistory,
];

import { describe, expect, it } from 'vitest';
import type { AssessmentAnsweredData, AssessmentEvent, AssessmentStartedData, CheckpointAssignedData, CommonAssessmentAssignedData, FlexScheduledData, SittingItem } from '../events/assessments';
import { openLogDatabase } from '../events/log/log-database';
import { assessmentsProjection, assessmentsQueries, type SittingRow } from './assessments';
import { projectionSpecification } from './projection-specification';

// Assessments' read model (issue 30, docs/diagnostics.md): the definitions of checkpoints, Flex snapshots and
// common assessments as assigned, a checkpoint's students, and each student's latest sitting of each assessment.

const spec = projectionSpecification(assessmentsProjection, assessmentsQueries);
/** The events this read model handles (AssessmentResultRecorded is the assessment-results read model's). */
type Handled = Exclude<AssessmentEvent, { type: 'AssessmentResultRecorded' }>;
const at = (minutes: number) => new Date(Date.parse('2026-11-02T09:00:00.000Z') + minutes * 60_000).toISOString();

const checkpointData = (assessmentId: string, overrides: Partial<CheckpointAssignedData> = {}): CheckpointAssignedData => ({
  assessmentId,
  teacherUserId: 'u_rivera',
  classId: 'class_12',
  schoolId: 'school_maple',
  title: `Checkpoint ${assessmentId}`,
  subject: 'math',
  grade: 4,
  permacodes: ['ABC1', 'DEF2'],
  studentUserIds: ['u_ava', 'u_noah'],
  opensAt: at(0),
  closesAt: at(60),
  assignedAt: at(-5),
  ...overrides,
});
const checkpoint = (assessmentId: string, overrides: Partial<CheckpointAssignedData> = {}): Handled => ({ type: 'AssessmentCheckpointAssigned', data: checkpointData(assessmentId, overrides) });

const flexData = (assessmentId: string, overrides: Partial<FlexScheduledData> = {}): FlexScheduledData => ({
  assessmentId,
  administratorUserId: 'u_admin_lee',
  schoolIds: ['school_maple'],
  subject: 'ela',
  grades: [3, 4],
  title: `Flex ${assessmentId}`,
  opensAt: at(0),
  closesAt: at(120),
  scheduledAt: at(-10),
  ...overrides,
});
const flex = (assessmentId: string, overrides: Partial<FlexScheduledData> = {}): Handled => ({ type: 'AssessmentFlexScheduled', data: flexData(assessmentId, overrides) });

const commonData = (assessmentId: string, overrides: Partial<CommonAssessmentAssignedData> = {}): CommonAssessmentAssignedData => ({
  assessmentId,
  administratorUserId: 'u_admin_lee',
  questionSetId: 'set_1',
  title: `Common ${assessmentId}`,
  subject: 'math',
  schoolIds: ['school_maple'],
  classIds: [],
  grade: null,
  questions: [{ questionId: 'q_a', kind: 'number', prompt: '3 × 4', choices: [], answer: '12' }],
  opensAt: at(0),
  closesAt: at(240),
  assignedAt: at(-15),
  ...overrides,
});
const common = (assessmentId: string, overrides: Partial<CommonAssessmentAssignedData> = {}): Handled => ({ type: 'CommonAssessmentAssigned', data: commonData(assessmentId, overrides) });

const item = (n: number): SittingItem => ({
  itemKey: `item-${n}`,
  strand: 'fractions',
  difficulty: 400 + n,
  permacode: `PC${n}`,
  skillName: `Skill ${n}`,
  engine: { subject: 'math', grade: 4, topic: 'fractions', name: `Engine ${n}` },
  level: 2,
  seed: `seed-${n}`,
  standardCodes: ['4.NF.1'],
});

const started = (studentUserId: string, sitting: number, minutes: number, overrides: Partial<AssessmentStartedData> = {}): Handled => ({
  type: 'AssessmentStarted',
  data: {
    assessmentId: 'cp_1',
    kind: 'checkpoint',
    title: 'Checkpoint cp_1',
    subject: 'math',
    studentUserId,
    teacherUserIds: ['u_rivera'],
    grade: 4,
    schoolId: 'school_maple',
    classIds: ['class_12'],
    assessmentType: null,
    sitting,
    items: [item(1), item(2), item(3)],
    total: 3,
    opensAt: at(0),
    closesAt: at(60),
    startedAt: at(minutes),
    ...overrides,
  },
});
const answered = (studentUserId: string, sitting: number, number: number, correct: boolean, overrides: Partial<AssessmentAnsweredData> = {}): Handled => ({
  type: 'AssessmentQuestionAnswered',
  data: {
    assessmentId: 'cp_1',
    kind: 'checkpoint',
    subject: 'math',
    studentUserId,
    teacherUserIds: ['u_rivera'],
    sitting,
    questionKey: `q${number}`,
    number,
    item: item(number),
    response: 'x',
    correct,
    answeredAt: at(10 + number),
    ...overrides,
  },
});
const finished = (studentUserId: string, sitting: number, minutes: number, assessmentId = 'cp_1'): Handled => ({
  type: 'AssessmentFinished',
  data: { assessmentId, kind: 'checkpoint', studentUserId, teacherUserIds: ['u_rivera'], sitting, answered: 3, right: 2, finishedAt: at(minutes) },
});

const sittingRow = (studentUserId: string, sitting: number, minutes: number, overrides: Partial<SittingRow> = {}): SittingRow => ({
  assessmentId: 'cp_1',
  studentUserId,
  kind: 'checkpoint',
  sitting,
  items: [item(1), item(2), item(3)],
  total: 3,
  answered: 0,
  right: 0,
  startedAt: at(minutes),
  finishedAt: null,
  ...overrides,
});

describe('the assessments projection', () => {
  it('is the inline projection "assessments", version 2, over its three tables', () => {
    expect(assessmentsProjection.name).toBe('assessments');
    expect(assessmentsProjection.version).toBe(2);
    expect(assessmentsProjection.mode).toBe('inline');
    expect(assessmentsProjection.tables).toEqual(['assessment_definitions', 'assessment_assignees', 'assessment_sittings']);
  });

  it('creates its tables (and may create them again) and the assignees’ student index', () => {
    const db = openLogDatabase(':memory:');
    try {
      assessmentsProjection.create(db);
      assessmentsProjection.create(db);
      const names = (db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'assessment_%' ORDER BY name").all() as { name: string }[]).map((row) => row.name);
      expect(names).toEqual(['assessment_assignees', 'assessment_assignees_student', 'assessment_definitions', 'assessment_sittings']);
    } finally {
      db.close();
    }
  });
});

describe('definitions', () => {
  it('keeps a checkpoint as assigned, with its kind', () => {
    spec.given([checkpoint('cp_1')]).then((q) => expect(q.definition('cp_1')).toEqual({ kind: 'checkpoint', ...checkpointData('cp_1') }));
  });

  it('keeps a Flex snapshot as scheduled, with its kind', () => {
    spec.given([flex('flex_1')]).then((q) => expect(q.definition('flex_1')).toEqual({ kind: 'flex', ...flexData('flex_1') }));
  });

  it('keeps a common assessment as assigned, with its kind', () => {
    spec.given([common('common_1')]).then((q) => expect(q.definition('common_1')).toEqual({ kind: 'common', ...commonData('common_1') }));
  });

  it('is null for an unknown assessment (windows’ and LevelUp’s assessments have none)', () => {
    spec.given([]).then((q) => expect(q.definition('cp_1')).toBeNull());
    spec.given([checkpoint('cp_1'), flex('flex_1')]).then((q) => expect(q.definition('window-w1')).toBeNull());
  });

  it('keeps the first definition when an assessment id comes again', () => {
    spec.given([checkpoint('cp_1', { title: 'First' }), checkpoint('cp_1', { title: 'Second', studentUserIds: ['u_mia'] })]).then((q) => {
      expect(q.definition('cp_1')).toEqual({ kind: 'checkpoint', ...checkpointData('cp_1', { title: 'First' }) });
      // the assignees of both are kept (each insert is its own)
      expect(q.assigneesOf('cp_1').sort()).toEqual(['u_ava', 'u_mia', 'u_noah']);
    });
  });
});

describe('Flex snapshots of a school', () => {
  it('gives every Flex snapshot scheduled for the school, oldest first, and nothing else', () => {
    const events = [
      flex('flex_2', { schoolIds: ['school_cedar', 'school_maple'] }),
      common('common_1'),
      checkpoint('cp_1'),
      flex('flex_other', { schoolIds: ['school_cedar'] }),
      flex('flex_1'),
    ];
    spec.given(events).then((q) => {
      expect(q.flexOfSchool('school_maple')).toEqual([
        { kind: 'flex', ...flexData('flex_2', { schoolIds: ['school_cedar', 'school_maple'] }) },
        { kind: 'flex', ...flexData('flex_1') },
      ]);
      expect(q.flexOfSchool('school_cedar').map((each) => each.assessmentId)).toEqual(['flex_2', 'flex_other']);
      expect(q.flexOfSchool('school_birch')).toEqual([]);
    });
  });

  it('is empty without any Flex snapshot', () => {
    spec.given([common('common_1'), checkpoint('cp_1')]).then((q) => expect(q.flexOfSchool('school_maple')).toEqual([]));
  });
});

describe('common assessments', () => {
  it('of a school: every one assigned for it, oldest first, and nothing else', () => {
    const events = [
      common('common_2', { schoolIds: ['school_cedar', 'school_maple'] }),
      flex('flex_1'),
      checkpoint('cp_1'),
      common('common_other', { schoolIds: ['school_cedar'] }),
      common('common_1'),
    ];
    spec.given(events).then((q) => {
      expect(q.commonOfSchool('school_maple')).toEqual([
        { kind: 'common', ...commonData('common_2', { schoolIds: ['school_cedar', 'school_maple'] }) },
        { kind: 'common', ...commonData('common_1') },
      ]);
      expect(q.commonOfSchool('school_cedar').map((each) => each.assessmentId)).toEqual(['common_2', 'common_other']);
      expect(q.commonOfSchool('school_birch')).toEqual([]);
    });
  });

  it('of a school: empty without any common assessment', () => {
    spec.given([flex('flex_1'), checkpoint('cp_1')]).then((q) => expect(q.commonOfSchool('school_maple')).toEqual([]));
  });

  it('assigned by an administrator: hers only, newest first', () => {
    const events = [
      common('common_1'),
      flex('flex_1'),
      common('common_other', { administratorUserId: 'u_admin_kim' }),
      common('common_2', { schoolIds: ['school_cedar'] }),
      common('common_3'),
    ];
    spec.given(events).then((q) => {
      expect(q.commonAssignedBy('u_admin_lee')).toEqual([
        { kind: 'common', ...commonData('common_3') },
        { kind: 'common', ...commonData('common_2', { schoolIds: ['school_cedar'] }) },
        { kind: 'common', ...commonData('common_1') },
      ]);
      expect(q.commonAssignedBy('u_admin_kim')).toEqual([{ kind: 'common', ...commonData('common_other', { administratorUserId: 'u_admin_kim' }) }]);
      expect(q.commonAssignedBy('u_admin_nobody')).toEqual([]);
    });
  });

  it('assigned by an administrator: not her Flex snapshots', () => {
    spec.given([flex('flex_1')]).then((q) => expect(q.commonAssignedBy('u_admin_lee')).toEqual([]));
  });
});

describe('checkpoints and their students', () => {
  it('gives the checkpoints a student is assigned, oldest first', () => {
    const events = [
      checkpoint('cp_2', { studentUserIds: ['u_ava'] }),
      flex('flex_1'),
      checkpoint('cp_other', { studentUserIds: ['u_noah'] }),
      checkpoint('cp_1', { studentUserIds: ['u_noah', 'u_ava'] }),
    ];
    spec.given(events).then((q) => {
      expect(q.checkpointsOf('u_ava')).toEqual([
        { kind: 'checkpoint', ...checkpointData('cp_2', { studentUserIds: ['u_ava'] }) },
        { kind: 'checkpoint', ...checkpointData('cp_1', { studentUserIds: ['u_noah', 'u_ava'] }) },
      ]);
      expect(q.checkpointsOf('u_noah').map((each) => each.assessmentId)).toEqual(['cp_other', 'cp_1']);
      expect(q.checkpointsOf('u_mia')).toEqual([]);
    });
  });

  it('knows a checkpoint’s assignees, and who is one', () => {
    spec.given([checkpoint('cp_1', { studentUserIds: ['u_noah', 'u_ava', 'u_noah'] }), checkpoint('cp_2', { studentUserIds: ['u_mia'] })]).then((q) => {
      expect(q.assigneesOf('cp_1').sort()).toEqual(['u_ava', 'u_noah']);
      expect(q.assigneesOf('cp_2')).toEqual(['u_mia']);
      expect(q.assigneesOf('cp_unknown')).toEqual([]);
      expect(q.isAssignee('cp_1', 'u_ava')).toBe(true);
      expect(q.isAssignee('cp_1', 'u_noah')).toBe(true);
      expect(q.isAssignee('cp_1', 'u_mia')).toBe(false);
      expect(q.isAssignee('cp_2', 'u_mia')).toBe(true);
      expect(q.isAssignee('cp_unknown', 'u_ava')).toBe(false);
    });
  });

  it('a checkpoint with no students has no assignees', () => {
    spec.given([checkpoint('cp_1', { studentUserIds: [] })]).then((q) => {
      expect(q.assigneesOf('cp_1')).toEqual([]);
      expect(q.isAssignee('cp_1', 'u_ava')).toBe(false);
      expect(q.checkpointsOf('u_ava')).toEqual([]);
    });
  });

  it('Flex snapshots and common assessments have no assignees', () => {
    spec.given([flex('flex_1'), common('common_1')]).then((q) => {
      expect(q.assigneesOf('flex_1')).toEqual([]);
      expect(q.assigneesOf('common_1')).toEqual([]);
      expect(q.checkpointsOf('u_ava')).toEqual([]);
    });
  });
});

describe('sittings', () => {
  it('is null before a student’s first start', () => {
    spec.given([checkpoint('cp_1')]).then((q) => {
      expect(q.sitting('cp_1', 'u_ava')).toBeNull();
      expect(q.sittingsOf('cp_1')).toEqual(new Map());
    });
  });

  it('a start opens the sitting: its questions, none answered, not finished', () => {
    spec.given([started('u_ava', 1, 5)]).then((q) => {
      expect(q.sitting('cp_1', 'u_ava')).toEqual(sittingRow('u_ava', 1, 5));
      expect(q.sitting('cp_1', 'u_noah')).toBeNull();
      expect(q.sitting('cp_2', 'u_ava')).toBeNull();
    });
  });

  it('keeps the start’s kind, sitting number and total (LevelUp: no items)', () => {
    const levelUp = started('u_ava', 4, 7, { assessmentId: 'levelup-math', kind: 'levelup', items: [], total: 25, opensAt: null, closesAt: null });
    spec.given([levelUp]).then((q) =>
      expect(q.sitting('levelup-math', 'u_ava')).toEqual(sittingRow('u_ava', 4, 7, { assessmentId: 'levelup-math', kind: 'levelup', items: [], total: 25 })),
    );
  });

  it('counts the answers (the latest number) and the right ones', () => {
    spec.given([started('u_ava', 1, 5), answered('u_ava', 1, 1, true)]).then((q) => expect(q.sitting('cp_1', 'u_ava')).toEqual(sittingRow('u_ava', 1, 5, { answered: 1, right: 1 })));
    spec.given([started('u_ava', 1, 5), answered('u_ava', 1, 1, false)]).then((q) => expect(q.sitting('cp_1', 'u_ava')).toEqual(sittingRow('u_ava', 1, 5, { answered: 1, right: 0 })));
    spec.given([started('u_ava', 1, 5), answered('u_ava', 1, 1, true), answered('u_ava', 1, 2, false), answered('u_ava', 1, 3, true)]).then((q) =>
      expect(q.sitting('cp_1', 'u_ava')).toEqual(sittingRow('u_ava', 1, 5, { answered: 3, right: 2 })),
    );
  });

  it('a finish marks the sitting finished (its counts stay the answers’)', () => {
    const events = [started('u_ava', 1, 5), answered('u_ava', 1, 1, true), answered('u_ava', 1, 2, true), finished('u_ava', 1, 20)];
    spec.given(events).then((q) => expect(q.sitting('cp_1', 'u_ava')).toEqual(sittingRow('u_ava', 1, 5, { answered: 2, right: 2, finishedAt: at(20) })));
  });

  it('ignores an answer or a finish of another sitting, student or assessment', () => {
    const events = [
      started('u_ava', 2, 5),
      answered('u_ava', 1, 1, true),
      answered('u_noah', 2, 1, true),
      answered('u_ava', 2, 1, true, { assessmentId: 'cp_2' }),
      finished('u_ava', 1, 20),
      finished('u_noah', 2, 20),
      finished('u_ava', 2, 20, 'cp_2'),
    ];
    spec.given(events).then((q) => {
      expect(q.sitting('cp_1', 'u_ava')).toEqual(sittingRow('u_ava', 2, 5));
      expect(q.sitting('cp_1', 'u_noah')).toBeNull();
      expect(q.sitting('cp_2', 'u_ava')).toBeNull();
    });
  });

  it('a later start replaces the sitting: new number, items and total, counts and finish cleared', () => {
    const events = [
      started('u_ava', 1, 5),
      answered('u_ava', 1, 1, true),
      answered('u_ava', 1, 2, true),
      finished('u_ava', 1, 20),
      started('u_ava', 2, 30, { items: [item(4), item(5)], total: 2 }),
    ];
    spec.given(events).then((q) => expect(q.sitting('cp_1', 'u_ava')).toEqual(sittingRow('u_ava', 2, 30, { items: [item(4), item(5)], total: 2 })));
    spec.given([...events, answered('u_ava', 2, 1, false), answered('u_ava', 1, 3, true)]).then((q) =>
      expect(q.sitting('cp_1', 'u_ava')).toEqual(sittingRow('u_ava', 2, 30, { items: [item(4), item(5)], total: 2, answered: 1, right: 0 })),
    );
  });

  it('gives every student’s latest sitting of an assessment, by student', () => {
    const events = [
      started('u_ava', 1, 5),
      started('u_noah', 1, 6),
      answered('u_noah', 1, 1, true),
      started('u_mia', 1, 7, { assessmentId: 'cp_2' }),
      finished('u_noah', 1, 25),
      started('u_ava', 2, 40),
    ];
    spec.given(events).then((q) => {
      expect(q.sittingsOf('cp_1')).toEqual(
        new Map([
          ['u_ava', sittingRow('u_ava', 2, 40)],
          ['u_noah', sittingRow('u_noah', 1, 6, { answered: 1, right: 1, finishedAt: at(25) })],
        ]),
      );
      expect(q.sittingsOf('cp_2')).toEqual(new Map([['u_mia', sittingRow('u_mia', 1, 7, { assessmentId: 'cp_2' })]]));
      expect(q.sittingsOf('cp_unknown')).toEqual(new Map());
    });
  });
});

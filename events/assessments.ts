import type { RecordedEvent } from './log/event-store';
import { userSubjects, type PushMessage } from './log/push';
import { ASSESSMENT_PROGRESS_PUSH, type AssessmentProgressPush } from './assessments/assessment-contract';
import type { AssessmentEvent } from './assessments/assessment-events';

// Assessments (issue 30 items 1–4; docs/diagnostics.md): the assessments a student has (her school's windows'
// screeners and benchmarks, LevelUp always, her class's checkpoints, her school's Flex snapshots), taking them
// in one player (a reload resumes; the server keeps time; no feedback; no SmartScore change), the teacher's
// live progress (ASSESSMENT_PROGRESS) and the scored result every assessment report reads. Events in
// events/assessments/assessment-events.ts, the decider in assessment-decider.ts, the shapes the browser
// shares in assessment-contract.ts, the pure engine in events/diagnostics.

export { assessmentEvents, sittingItem, type AssessmentEvent, type AssessmentStartedData, type AssessmentAnsweredData, type CheckpointAssignedData, type CommonAssessmentAssignedData, type CommonQuestion, type FlexScheduledData, type SittingItem, sparkSittingItem } from './assessments/assessment-events';
export {
  assessmentQuestionKey,
  assessments,
  assessmentStreams,
  CHECKPOINT_MAX_SKILLS,
  mayAssignCheckpoints,
  mayAssignCommonAssessments,
  mayScheduleFlex,
  type AssessmentCommand,
  type AssessmentFacts,
  type AssessmentState,
  type StudentPlacement,
} from './assessments/assessment-decider';
export { sittingResult } from './assessments/sitting-result';
export * from './assessments/assessment-contract';

/** The LevelUp diagnostic's assessment ids: one per subject, the same for every student. */
export const LEVELUP_IDS = { math: 'levelup-math', ela: 'levelup-ela' } as const;
/** A window's assessment id. */
export const windowAssessmentId = (windowId: string) => `window-${windowId}`;

/** `POST /assessments/checkpoints`, `POST /assessments/flex` and `POST /assessments/common` → `{ assessmentId }`. */
export interface CreatedAssessment {
  assessmentId: string;
}

/**
 * ASSESSMENT_PROGRESS on the teacher channel of each teacher of the student's classes, when a sitting starts,
 * moves on or finishes: pure over the event (docs/architecture.md "Recipe: a push"). The payload carries
 * `event` (the realtime client's name) and the contract's `type`.
 */
export function assessmentPushes(event: RecordedEvent): PushMessage[] {
  const typed = event as unknown as AssessmentEvent;
  let progress: Omit<AssessmentProgressPush, 'type'> & { teacherUserIds: readonly string[] };
  switch (typed.type) {
    case 'AssessmentStarted':
      progress = { assessmentId: typed.data.assessmentId, studentUserId: typed.data.studentUserId, status: 'in_progress', answered: 0, teacherUserIds: typed.data.teacherUserIds };
      break;
    case 'AssessmentQuestionAnswered':
      progress = { assessmentId: typed.data.assessmentId, studentUserId: typed.data.studentUserId, status: 'in_progress', answered: typed.data.number, teacherUserIds: typed.data.teacherUserIds };
      break;
    case 'AssessmentFinished':
      progress = { assessmentId: typed.data.assessmentId, studentUserId: typed.data.studentUserId, status: 'finished', answered: typed.data.answered, teacherUserIds: typed.data.teacherUserIds };
      break;
    default:
      return [];
  }
  const { teacherUserIds, ...rest } = progress;
  const payload: AssessmentProgressPush & { event: typeof ASSESSMENT_PROGRESS_PUSH } = { event: ASSESSMENT_PROGRESS_PUSH, type: ASSESSMENT_PROGRESS_PUSH, ...rest };
  return teacherUserIds.map((teacherUserId) => ({ subject: userSubjects(teacherUserId).teacher, payload: { ...payload } }));
}

import { addDays, assessmentWindows, assessmentWindowStreams, calendarDateIn } from '../../events/assessment-windows';
import { handleCommand } from '../../events/log/command-handler';
import type { FeatureLog } from '../features/feature-log';
import { demoUserId } from './demo-school';

/** The demo's window (issue 16, docs/assessment-windows.md): Maple Elementary's ELA benchmark, in progress on the day the demo is seeded. */
export const DEMO_ASSESSMENT_WINDOW_ID = 'window_maple_ela_benchmark';

/** The time the log's last event was recorded at: the demo school's own "now", so the window is in progress whenever the demo is started. */
function seedTimeOf(log: FeatureLog): Date {
  const last = log.store.lastPosition();
  const [event] = last > 0 ? log.store.readAll(last - 1, 1) : [];
  return event ? new Date(event.metadata.at) : new Date();
}

export async function seedDemoAssessmentWindows(log: FeatureLog, now: Date = seedTimeOf(log)): Promise<void> {
  const today = calendarDateIn(now, 'America/New_York');
  await handleCommand(
    log.store,
    assessmentWindows,
    assessmentWindowStreams.window(DEMO_ASSESSMENT_WINDOW_ID),
    {
      type: 'ScheduleAssessmentWindow',
      data: {
        windowId: DEMO_ASSESSMENT_WINDOW_ID,
        administrator: { userId: demoUserId('admin.lee'), role: 'school_administrator' },
        administeredSchoolIds: new Set(['school_maple']),
        schoolIds: ['school_maple'],
        subject: 'ela',
        assessmentType: 'ELA_BENCHMARK',
        startDate: addDays(today, -2),
        dueDate: addDays(today, 12),
        today,
      },
    },
    { actor: 'system:demo-school', correlationId: 'demo-assessment-windows-seed' },
  );
}

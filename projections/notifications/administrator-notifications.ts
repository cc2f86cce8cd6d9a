import type { AssessmentWindowCancelled, AssessmentWindowRescheduled, AssessmentWindowScheduled } from '../../events/assessment-windows';
import type { EventMetadata } from '../../events/log/event-store';
import type { EventOf } from '../../events/log/event-schemas';
import type { NotificationFacts } from './notification-facts';
import type { EventPlace, NotificationWriter } from './notification-writer';

// Administrators' notifications (CLARIFICATIONS "Issue 16"): assessment windows
// of their schools (a school's administrators, its district's) opening and
// closing. Scheduling makes both at once, shown from the start date and from the
// due date (00:00 UTC; the feed hides a notification until it shows, and
// secondsUntilNextUpdate counts down to the next one within a day). A
// rescheduling moves the ones not shown yet; a cancellation drops them and says so.

type Data<Definition> = EventOf<Definition>['data'];
type Window = Pick<Data<typeof AssessmentWindowScheduled>, 'windowId' | 'schoolIds' | 'subject' | 'assessmentType' | 'startDate' | 'dueDate'>;

const phases = ['opening', 'closing'] as const;
const startOfDay = (date: string) => `${date}T00:00:00.000Z`;

export function administratorNotifications(facts: NotificationFacts, writer: NotificationWriter) {
  const windowDetail = (window: Window, phase: string) => ({
    windowId: window.windowId,
    subject: window.subject,
    assessmentType: window.assessmentType,
    startDate: window.startDate,
    dueDate: window.dueDate,
    phase,
  });
  const announce = (window: Window, metadata: EventMetadata, place: EventPlace) => {
    for (const administratorUserId of facts.administratorsOf(window.schoolIds)) {
      for (const phase of phases) {
        // A window of one day: its opening says it all.
        if (phase === 'closing' && window.dueDate === window.startDate) continue;
        const batchKey = `window:${window.windowId}:${phase}`;
        writer.removeNotYetShown(administratorUserId, 'assessment_window', batchKey, metadata.at);
        if (writer.has(administratorUserId, 'assessment_window', batchKey)) continue; // shown already: it stays as it was
        writer.notify(
          {
            recipientUserId: administratorUserId,
            kind: 'assessment_window',
            batchKey,
            at: metadata.at,
            visibleFrom: startOfDay(phase === 'opening' ? window.startDate : window.dueDate),
            studentUserIds: [],
            detail: windowDetail(window, phase),
            link: null,
          },
          place,
        );
      }
    }
  };
  return {
    scheduled: (data: Data<typeof AssessmentWindowScheduled>, metadata: EventMetadata, place: EventPlace) => announce(data, metadata, place),
    rescheduled: (data: Data<typeof AssessmentWindowRescheduled>, metadata: EventMetadata, place: EventPlace) => announce(data, metadata, place),
    cancelled(data: Data<typeof AssessmentWindowCancelled>, metadata: EventMetadata, place: EventPlace): void {
      for (const administratorUserId of facts.administratorsOf(data.schoolIds)) {
        for (const phase of phases) writer.removeNotYetShown(administratorUserId, 'assessment_window', `window:${data.windowId}:${phase}`, metadata.at);
        writer.notify(
          {
            recipientUserId: administratorUserId,
            kind: 'assessment_window',
            batchKey: `window:${data.windowId}:cancelled`,
            at: metadata.at,
            studentUserIds: [],
            detail: { windowId: data.windowId, subject: data.subject, assessmentType: data.assessmentType, phase: 'cancelled' },
            link: null,
          },
          place,
        );
      }
    },
  };
}

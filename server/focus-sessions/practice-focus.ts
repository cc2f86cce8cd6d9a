import type { Subject } from '../../events/curriculum';
import { DomainError } from '../../events/log/domain-error';
import type { FocusSessionsQueries } from '../../projections/focus-sessions';

/**
 * Curriculum focus on the practice calls (issue 31 item 7): the page guard
 * (curriculum-guard.ts) redirects a focused student's page loads, and this
 * refuses the practice API itself — a question or an answer for a skill outside
 * the session's subjects and grades — so a student who calls it directly, or
 * an open tab from before the session began, cannot practise around the focus.
 * 403 `focus.outside_focus`, appending nothing.
 */
export function assertPracticeInFocus(
  focusSessions: Pick<FocusSessionsQueries, 'runningSessionOfStudent'>,
  user: { userId: string; role: string } | null | undefined,
  skill: { subject: Subject; grade: number },
): void {
  if (user?.role !== 'student') return;
  const running = focusSessions.runningSessionOfStudent(user.userId);
  if (!running || running.status !== 'in') return;
  const { subjects, grades } = running.session;
  if (subjects.includes(skill.subject) && grades.includes(skill.grade)) return;
  throw new DomainError('focus.outside_focus', 403);
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  acknowledgementStatus,
  LIVE_MESSAGE_EXPIRATION_MS,
  liveMessages,
  liveMessageStreams,
} from '../../events/live-messages';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import type { DirectoryUser } from '../../projections/school-directory';
import { requireUser } from '../auth/current-user';
import type { EventLog } from '../event-log';
import { isBlankHtml, sanitizeMessageHtml } from '../html/sanitize-message-html';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validated';

const sendForm = z.object({
  message: z.string().max(20_000, 'live_message.message_too_long'),
  studentUserIds: z.union([z.string(), z.array(z.string())]).optional(),
  classId: z.string().max(64).optional(),
});

const acknowledgeForm = z.object({ messageId: z.string().min(1).max(64), response: z.string() });

const senderRoles = new Set(['teacher', 'school_administrator', 'district_administrator']);

/** Spec §7 `/liveMessage/*`, plus the sending, recipients and sent-batches calls of issue 4. */
export function liveMessageRoutes(log: EventLog, clock: () => Date) {
  const app = new Hono<AppEnv>();
  const { directory, liveMessages: queries } = log.queries;

  const requireSender = (user: DirectoryUser) => {
    if (!senderRoles.has(user.role)) throw new DomainError('live_message.not_a_sender', 403);
    return user;
  };

  app.post('/liveMessage/sendMessage', async (c) => {
    const sender = requireUser(c);
    const parsed = sendForm.safeParse(await c.req.parseBody({ all: true }));
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.message === 'live_message.message_too_long');
      throw new DomainError(tooLong ? 'live_message.message_too_long' : 'request.invalid', 400);
    }
    const { studentUserIds, classId } = parsed.data;
    const reachable = directory.studentsReachableBy(sender);
    let students: string[];
    if (classId !== undefined) {
      requireSender(sender);
      if (!directory.classesReachableBy(sender).some((c) => c.classId === classId)) {
        throw new DomainError('live_message.student_not_in_reach', 403);
      }
      students = directory.studentIdsOfClass(classId);
    } else {
      students = [...new Set(typeof studentUserIds === 'string' ? [studentUserIds] : (studentUserIds ?? []))];
    }
    const message = sanitizeMessageHtml(parsed.data.message);
    const batchId = randomUUID();
    handleCommand(
      log.store,
      liveMessages,
      liveMessageStreams.batch(batchId),
      {
        type: 'SendLiveMessage',
        data: {
          batchId,
          sender: { userId: sender.userId, displayName: sender.displayName, role: sender.role, schoolId: sender.schoolId, districtId: sender.districtId },
          message: isBlankHtml(message) ? '' : message,
          recipients: students.map((studentUserId) => ({ messageId: randomUUID(), studentUserId })),
          reachableStudentUserIds: reachable,
          now: clock(),
        },
      },
      { actor: sender.userId, correlationId: c.get('correlationId') },
    );
    return c.json({ batchId });
  });

  app.get('/liveMessage/recipients', (c) => {
    const sender = requireSender(requireUser(c));
    const classes = directory.classesReachableBy(sender).map((summary) => ({
      ...summary,
      students: directory.studentsOfClass(summary.classId).map((student) => ({ userId: student.userId, displayName: student.displayName })),
    }));
    return c.json({ classes });
  });

  app.get('/liveMessage/fetchMessages', (c) => {
    const user = requireUser(c);
    const now = clock().getTime();
    // Spec §4: messages show only to users eligible to receive them (students).
    const messages = user.role === 'student' ? queries.feedOf(user.userId, now - LIVE_MESSAGE_EXPIRATION_MS) : [];
    return c.json({ messages, expirationIntervalMs: LIVE_MESSAGE_EXPIRATION_MS, serverTime: now });
  });

  app.post('/liveMessage/acknowledgeMessage', validated('form', acknowledgeForm), (c) => {
    const user = requireUser(c);
    const { messageId, response } = c.req.valid('form');
    const status = acknowledgementStatus.safeParse(response);
    if (!status.success) throw new DomainError('live_message.unknown_status', 400);
    if (user.role !== 'student') throw new DomainError('live_message.sender_cannot_acknowledge', 400);
    const batchId = queries.batchIdOfMessage(messageId);
    if (batchId === null) throw new DomainError('live_message.unknown_message', 400);
    handleCommand(
      log.store,
      liveMessages,
      liveMessageStreams.batch(batchId),
      { type: 'AcknowledgeMessage', data: { messageId, actor: { userId: user.userId, role: user.role }, response: status.data, now: clock() } },
      { actor: user.userId, correlationId: c.get('correlationId') },
    );
    return c.json({ messageId, acknowledgementStatus: status.data });
  });

  app.get('/liveMessage/sentBatches', (c) => {
    const sender = requireSender(requireUser(c));
    // Spec §4: administrators see messages from administrators (of their school or district).
    const batches =
      sender.role === 'teacher'
        ? queries.batchesSentBy(sender.userId)
        : queries.batchesSentByAdministratorsOf({ schoolId: sender.schoolId, districtId: sender.districtId });
    const studentIds = new Set(batches.flatMap((batch) => Object.values(batch.studentUserIdsByAcknowledgementStatus).flat()));
    const students = directory.displayNamesOf(studentIds);
    return c.json({
      batches: batches.map((batch) => ({ ...batch, students: Object.fromEntries(Object.values(batch.studentUserIdsByAcknowledgementStatus).flat().map((id) => [id, students[id] ?? id])) })),
      expirationIntervalMs: LIVE_MESSAGE_EXPIRATION_MS,
      serverTime: clock().getTime(),
    });
  });

  return app;
}

import { Hono } from 'hono';
import { z } from 'zod';
import {
  acknowledgementStatus,
  isLiveMessageSender,
  LIVE_MESSAGE_EXPIRATION_MS,
  liveMessages,
  liveMessageStreams,
  type SentLiveMessageBatch,
} from '../../events/live-messages';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import { isBlankHtml, sanitizeMessageHtml } from '../html/sanitize-message-html';
import type { AppEnv } from '../http/app-env';
import { listField } from '../http/body-fields';
import { classesWithStudents } from '../http/classes-with-students';
import { commandContext, requestTime } from '../http/command-context';
import { validated } from '../http/validated';

const sendForm = z.object({
  message: z.string().max(20_000, 'live_message.message_too_long'),
  studentUserIds: listField(z.array(z.string().max(64)).max(2_000)).optional(),
  classId: z.string().max(64).optional(),
});

const acknowledgeForm = z.object({
  messageId: z.string().min(1).max(64),
  response: z.string().pipe(z.enum(acknowledgementStatus.options, 'live_message.unknown_status')),
});

/** Spec §7 `/liveMessage/*`, plus the sending, recipients and sent-batches calls of issue 4. */
export function liveMessageRoutes(log: FeatureLog<'directory' | 'liveMessages'>) {
  const app = new Hono<AppEnv>();
  const { directory, liveMessages: queries } = log.queries;

  /** Reading what was sent, or whom one may send to, is for those who may send (the decider's rule). */
  const requireSender = (c: Parameters<typeof requireUser>[0]) => {
    const sender = requireUser(c);
    if (!isLiveMessageSender(sender.role)) throw new DomainError('live_message.not_a_sender', 403);
    return sender;
  };

  app.post('/liveMessage/sendMessage', validated('body', sendForm), async (c) => {
    const sender = requireUser(c);
    const command = commandContext(c);
    const { studentUserIds, classId } = c.req.valid('json');
    const students = classId !== undefined ? directory.studentIdsOfClass(classId) : [...new Set(studentUserIds ?? [])];
    const message = sanitizeMessageHtml(c.req.valid('json').message);
    const batchId = command.ids.id();
    await handleCommand(
      log.store,
      liveMessages,
      liveMessageStreams.batch(batchId),
      {
        type: 'SendLiveMessage',
        data: {
          batchId,
          sender: { userId: sender.userId, displayName: sender.displayName, role: sender.role, schoolId: sender.schoolId, districtId: sender.districtId },
          message: isBlankHtml(message) ? '' : message,
          classId: classId ?? null,
          recipients: students.map((studentUserId) => ({ messageId: command.ids.id(), studentUserId })),
          reachableClassIds: new Set(directory.classesReachableBy(sender).map((reachable) => reachable.classId)),
          reachableStudentUserIds: directory.studentsReachableBy(sender),
          now: command.now,
        },
      },
      command,
    );
    return c.json({ batchId });
  });

  app.get('/liveMessage/recipients', (c) => {
    const sender = requireSender(c);
    return c.json({ classes: classesWithStudents(directory, directory.classesReachableBy(sender)) });
  });

  app.get('/liveMessage/fetchMessages', (c) => {
    const user = requireUser(c);
    const now = requestTime(c).getTime();
    // Spec §4: messages show only to users eligible to receive them (students).
    const messages = user.role === 'student' ? queries.feedOf(user.userId, now - LIVE_MESSAGE_EXPIRATION_MS) : [];
    return c.json({ messages, expirationIntervalMs: LIVE_MESSAGE_EXPIRATION_MS, serverTime: now });
  });

  app.post('/liveMessage/acknowledgeMessage', validated('body', acknowledgeForm), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const { messageId, response } = c.req.valid('json');
    const batchId = queries.batchIdOfMessage(messageId);
    if (batchId === null) throw new DomainError('live_message.unknown_message', 400);
    await handleCommand(
      log.store,
      liveMessages,
      liveMessageStreams.acknowledgement(messageId),
      { type: 'AcknowledgeMessage', data: { messageId, actor: { userId: user.userId, role: user.role }, response, now: command.now } },
      command,
      { foldsFirst: [liveMessageStreams.batch(batchId)] },
    );
    return c.json({ messageId, acknowledgementStatus: response });
  });

  app.get('/liveMessage/sentBatches', (c) => {
    const sender = requireSender(c);
    // Spec §4: administrators see messages from administrators (of their school or district).
    const batches =
      sender.role === 'teacher'
        ? queries.batchesSentBy(sender.userId)
        : queries.batchesSentByAdministratorsOf({ schoolId: sender.schoolId, districtId: sender.districtId });
    const names = directory.displayNamesOf(new Set(batches.flatMap((batch) => Object.values(batch.studentUserIdsByAcknowledgementStatus).flat())));
    const sent: SentLiveMessageBatch[] = batches.map((batch) => ({
      ...batch,
      students: Object.fromEntries(Object.values(batch.studentUserIdsByAcknowledgementStatus).flat().map((id) => [id, names[id] ?? id])),
    }));
    return c.json({ batches: sent, expirationIntervalMs: LIVE_MESSAGE_EXPIRATION_MS, serverTime: requestTime(c).getTime() });
  });

  return app;
}

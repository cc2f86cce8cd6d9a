import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import {
  jamModes,
  mayRunSameQuestionMode,
  roomViewerOf,
  sameQuestionMode,
  sameQuestionModeStreams,
  SQM_MAX_DURATION_MINUTES,
  SQM_MIN_DURATION_MINUTES,
  type ExpirationCheck,
  type RoomAnswerResult,
  type RoomView,
  type SameQuestionModeCommand,
  type SameQuestionModeInvitation,
  type SameQuestionRoom,
} from '../../events/same-question-mode';
import { MAX_GUESS_LENGTH, MAX_GUESSES } from '../../events/same-question-mode/room-question';
import { isRoomOver, msUntilRoomEnd, type RoomSummary } from '../../projections/same-question-mode';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { listField, numberField } from '../http/body-fields';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { validated } from '../http/validated';
import type { RealtimeAccess } from '../nats/realtime-access';
import type { SameQuestionRoomTimers } from '../same-question-mode/room-timers';
import { startSameQuestionRoom, teacherRoom } from '../same-question-mode/start-room';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const entity = z.string().regex(ID);
const wholeNumber = (key: string, min: number, max: number) => numberField(z.number(key).int(key).min(min, key).max(max, key));

const startBody = z
  .object({
    classId: entity.optional(),
    studentUserIds: listField(z.array(entity).max(2_000)).optional(),
    skillId: z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'same_question_mode.unknown_skill').optional(),
    questionSetId: z.string().regex(ID, 'same_question_mode.unknown_question_set').optional(),
    startingLevel: wholeNumber('same_question_mode.invalid_level', 1, 5).optional(),
    jamMode: z.enum(jamModes, 'same_question_mode.invalid_jam_mode'),
    durationMinutes: wholeNumber('same_question_mode.invalid_duration', SQM_MIN_DURATION_MINUTES, SQM_MAX_DURATION_MINUTES),
  })
  .refine((body) => (body.skillId === undefined) !== (body.questionSetId === undefined), 'same_question_mode.one_source_required')
  .refine((body) => body.classId !== undefined || (body.studentUserIds?.length ?? 0) > 0, 'same_question_mode.no_students');
const destroyQuery = z.object({ roomId: z.string().max(64) });
const answerBody = z.object({
  questionNumber: wholeNumber('same_question_mode.invalid_answer', 1, 1_000_000),
  guesses: listField(z.array(z.string().max(MAX_GUESS_LENGTH, 'same_question_mode.invalid_answer')).min(1, 'same_question_mode.invalid_answer').max(MAX_GUESSES, 'same_question_mode.invalid_answer')),
});
const poseBody = z.object({
  nextQuestionNumber: wholeNumber('same_question_mode.stale_question', 1, 1_000_000),
  numLevelsToJump: wholeNumber('same_question_mode.invalid_jump', -1, 1).optional(),
});
const revealBody = z.object({ questionNumber: wholeNumber('same_question_mode.stale_question', 1, 1_000_000) });

/**
 * Same-question mode (issue 11; spec §3, §7 `/same-question-mode/*`): starting a room,
 * the teacher's active room and a student's invitations, the expiration check, ending,
 * and the room itself (state, join, answer, pose, reveal, pause, resume).
 */
export function sameQuestionModeRoutes(log: FeatureLog<'catalogue' | 'directory' | 'sameQuestionMode' | 'sparkStudio'>, realtime: RealtimeAccess | null, timers: SameQuestionRoomTimers | null) {
  const app = new Hono<AppEnv>();
  const rooms = log.queries.sameQuestionMode;
  const starter = { log, realtime, timers };

  const actorOf = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    return { userId: user.userId, role: user.role };
  };

  /** The room a path names: 404 for an id that cannot be one or is no room. */
  const roomOf = (c: Context<AppEnv>, roomId: string | undefined): RoomSummary => {
    const room = roomId !== undefined && ID.test(roomId) ? rooms.room(roomId) : null;
    if (!room) throw new DomainError('same_question_mode.unknown_room', 404);
    return room;
  };

  /** Who reads a room: its teacher or an invited student (the decider module's rule); 403 for anyone else. */
  const viewerOf = (c: Context<AppEnv>, room: RoomSummary) => {
    const user = actorOf(c);
    return { userId: user.userId, as: roomViewerOf(room, rooms.isInvited(room.roomId, user.userId), user) };
  };

  const view = (c: Context<AppEnv>, room: RoomSummary, viewer: { userId: string; as: 'teacher' | 'student' }): RoomView => rooms.roomView(room.roomId, viewer, requestTime(c))!;

  const run = (roomId: string, command: SameQuestionModeCommand, context: RouteCommandContext) =>
    // Many students answer one room's stream at once: this node runs them in turn, and a conflict
    // with another node re-reads and re-decides until it succeeds (handleCommand's default).
    handleCommand(log.store, sameQuestionMode, sameQuestionModeStreams.room(roomId), command, context);

  app.post('/same-question-mode/start', validated('body', startBody), async (c) => {
    const teacher = actorOf(c);
    const command = commandContext(c);
    const body = c.req.valid('json');
    const room: SameQuestionRoom = await startSameQuestionRoom(
      starter,
      c,
      {
        teacher,
        classId: body.classId ?? null,
        studentUserIds: body.studentUserIds ?? [],
        source: body.skillId !== undefined ? { kind: 'skill', skillId: body.skillId, startingLevel: body.startingLevel ?? 1 } : { kind: 'questionSet', questionSetId: body.questionSetId! },
        jamMode: body.jamMode,
        durationMinutes: body.durationMinutes,
      },
      command,
    );
    return c.json(room);
  });

  app.get('/same-question-mode/active-room', async (c) => {
    const teacher = actorOf(c);
    if (!mayRunSameQuestionMode(teacher.role)) throw new DomainError('same_question_mode.not_a_teacher', 403);
    const open = rooms.openRoomOfTeacher(teacher.userId, requestTime(c));
    return c.json({ room: open ? await teacherRoom(starter, c, open) : null });
  });

  app.get('/same-question-mode/get-student-invitations', (c) => {
    const user = actorOf(c);
    const invitations: SameQuestionModeInvitation[] = user.role === 'student' ? rooms.invitationsOf(user.userId, requestTime(c)) : [];
    return c.json({ invitations });
  });

  app.get('/same-question-mode/destroy-room', validated('query', destroyQuery), async (c) => {
    const teacher = actorOf(c);
    const command = commandContext(c);
    const room = roomOf(c, c.req.valid('query').roomId);
    await run(room.roomId, { type: 'EndSameQuestionRoom', data: { teacher, now: command.now } }, command);
    return c.json({ ended: true as const });
  });

  app.get('/same-question-mode/:roomId/check-expiration', (c) => {
    const room = roomOf(c, c.req.param('roomId'));
    viewerOf(c, room);
    const now = requestTime(c);
    const check: ExpirationCheck = { isExpired: isRoomOver(room, now), timeoutMs: msUntilRoomEnd(room, now) };
    return c.json(check);
  });

  app.get('/same-question-mode/:roomId/state', (c) => {
    const room = roomOf(c, c.req.param('roomId'));
    return c.json(view(c, room, viewerOf(c, room)));
  });

  app.post('/same-question-mode/:roomId/join', async (c) => {
    const student = actorOf(c);
    const command = commandContext(c);
    const room = roomOf(c, c.req.param('roomId'));
    await run(room.roomId, { type: 'JoinSameQuestionRoom', data: { student, now: command.now } }, command);
    return c.json(view(c, room, { userId: student.userId, as: 'student' }));
  });

  app.post('/same-question-mode/:roomId/answer', validated('body', answerBody, 'same_question_mode.invalid_answer'), async (c) => {
    const student = actorOf(c);
    const command = commandContext(c);
    const room = roomOf(c, c.req.param('roomId'));
    const { questionNumber, guesses } = c.req.valid('json');
    await run(room.roomId, { type: 'AnswerSameQuestion', data: { student, questionNumber, guesses, now: command.now } }, command);
    // The answer recorded (now, or by the first of retried requests with the same key).
    const mine = rooms.answerOf(room.roomId, questionNumber, student.userId);
    if (!mine) throw new DomainError('same_question_mode.not_current_question', 409);
    const result: RoomAnswerResult = { correct: mine.correct, points: mine.points };
    return c.json(result);
  });

  app.post('/same-question-mode/:roomId/pose', validated('body', poseBody), async (c) => {
    const teacher = actorOf(c);
    const command = commandContext(c);
    const room = roomOf(c, c.req.param('roomId'));
    const { nextQuestionNumber, numLevelsToJump = 0 } = c.req.valid('json');
    const jump = numLevelsToJump as -1 | 0 | 1;
    await run(room.roomId, { type: 'PoseSameQuestion', data: { teacher, nextQuestionNumber, numLevelsToJump: jump, now: command.now } }, command);
    return c.json(view(c, room, { userId: teacher.userId, as: 'teacher' }));
  });

  app.post('/same-question-mode/:roomId/reveal', validated('body', revealBody), async (c) => {
    const teacher = actorOf(c);
    const command = commandContext(c);
    const room = roomOf(c, c.req.param('roomId'));
    await run(room.roomId, { type: 'RevealSameQuestionAnswer', data: { teacher, questionNumber: c.req.valid('json').questionNumber, now: command.now } }, command);
    return c.json(view(c, room, { userId: teacher.userId, as: 'teacher' }));
  });

  for (const [verb, type] of [
    ['pause', 'PauseSameQuestionRoom'],
    ['resume', 'ResumeSameQuestionRoom'],
  ] as const) {
    app.post(`/same-question-mode/:roomId/${verb}`, async (c) => {
      const teacher = actorOf(c);
      const command = commandContext(c);
      const room = roomOf(c, c.req.param('roomId'));
      await run(room.roomId, { type, data: { teacher, now: command.now } }, command);
      return c.json(view(c, room, { userId: teacher.userId, as: 'teacher' }));
    });
  }

  return app;
}

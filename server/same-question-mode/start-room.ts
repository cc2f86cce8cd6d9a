import type { Context } from 'hono';
import { skillPagePath } from '../../events/curriculum';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { userSubjects } from '../../events/log/push';
import {
  mayRunSameQuestionMode,
  sameQuestionMode,
  sameQuestionModeStreams,
  sameQuestionModeURLNamespace,
  type JamMode,
  type ResolvedRoomSource,
  type RoomSource,
  type SameQuestionRoom,
} from '../../events/same-question-mode';
import { msUntilRoomEnd, type RoomSummary } from '../../projections/same-question-mode';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { requestTime, type RouteCommandContext } from '../http/command-context';
import { pubsubEndpoint, type RealtimeAccess } from '../nats/realtime-access';
import { catalogueSkill } from '../practice/practice-skills';
import type { SameQuestionRoomTimers } from './room-timers';

/** What starting a room needs of the server (given once, by app.ts). */
export interface RoomStarterDependencies {
  log: FeatureLog<'catalogue' | 'directory' | 'sameQuestionMode' | 'sparkStudio'>;
  realtime: RealtimeAccess | null;
  timers: SameQuestionRoomTimers | null;
}

export interface StartRoomRequest {
  /** The signed-in user (the decider checks the role: teachers only). */
  teacher: { userId: string; role: string };
  /** The class the students came from, if one was named (checked to be the teacher's own). */
  classId: string | null;
  /** The students to invite (checked to be within the teacher's reach); ignored when classId is given (the class's students). */
  studentUserIds: string[];
  /** `skillId` is the skill's permacode ('18MCV'). */
  source: RoomSource;
  jamMode: JamMode;
  durationMinutes: number;
}

/** The Spark Studio set's page a room on a set names (the room page path is the namespace, this, and the room id). */
export const questionSetPracticePath = (questionSetId: string) => `/sparkstudio/sets/${questionSetId}`;

/** The §3 room for its teacher: a fresh token, the subjects to hear, ms until the end. */
export async function teacherRoom(dependencies: Pick<RoomStarterDependencies, 'realtime'>, c: Context<AppEnv>, room: RoomSummary): Promise<SameQuestionRoom> {
  const { realtime } = dependencies;
  const now = requestTime(c);
  const subjects = userSubjects(room.teacherUserId);
  return {
    roomId: room.roomId,
    studentCount: room.studentCount,
    sameQuestionModeURLNamespace,
    groupJamPracticeURL: room.groupJamPracticeURL,
    pubsubEndpoint: realtime ? pubsubEndpoint(c, realtime) : null,
    pubsubToken: realtime ? (await realtime.mintUserToken(room.teacherUserId, now)).jwt : null,
    timeoutMs: msUntilRoomEnd(room, now),
    subjects: { teacher: subjects.teacher, room: subjects.room },
  };
}

/** The skill or set a room names, as the decider needs it: 404 when there is none (or the set is not the teacher's to use). */
function resolveSource(log: FeatureLog<'catalogue' | 'directory' | 'sameQuestionMode' | 'sparkStudio'>, source: RoomSource, teacherUserId: string): ResolvedRoomSource {
  if (source.kind === 'skill') {
    const skill = catalogueSkill(log.queries.catalogue, source.skillId);
    if (!skill) throw new DomainError('same_question_mode.unknown_skill', 404);
    return {
      kind: 'skill',
      skillId: skill.skillId,
      permacode: skill.permacode,
      engine: skill.engine,
      startingLevel: source.startingLevel,
      title: skill.name,
      groupJamPracticeURL: skillPagePath(skill.subject, skill.grade, skill.permacode),
    };
  }
  const set = log.queries.sparkStudio.questionSetForRoom(source.questionSetId, teacherUserId);
  if (!set) throw new DomainError('same_question_mode.unknown_question_set', 404);
  return { kind: 'questionSet', questionSetId: set.questionSetId, questions: set.questions, title: set.title, groupJamPracticeURL: questionSetPracticePath(set.questionSetId) };
}

/**
 * The one command path that opens a room: POST /same-question-mode/start and
 * instant review's start-group-jam. Throws DomainError for a broken rule (nothing
 * appended); arms the room's end timer; answers the §3 room for the teacher.
 */
export async function startSameQuestionRoom(
  dependencies: RoomStarterDependencies,
  c: Context<AppEnv>,
  request: StartRoomRequest,
  command: RouteCommandContext,
): Promise<SameQuestionRoom> {
  const { log, timers } = dependencies;
  const { directory, sameQuestionMode: rooms } = log.queries;
  const { teacher, classId } = request;
  // Who first: a student naming an unknown skill is told 403, not 404.
  if (!mayRunSameQuestionMode(teacher.role)) throw new DomainError('same_question_mode.not_a_teacher', 403);
  const teacherUser = directory.userById(teacher.userId);
  if (!teacherUser) throw new DomainError('same_question_mode.not_a_teacher', 403);
  const studentUserIds = classId !== null ? directory.studentIdsOfClass(classId) : request.studentUserIds;
  const roomId = command.ids.id();
  await handleCommand(
    log.store,
    sameQuestionMode,
    sameQuestionModeStreams.room(roomId),
    {
      type: 'StartSameQuestionRoom',
      data: {
        roomId,
        teacher: { userId: teacher.userId, role: teacher.role, displayName: teacherUser.displayName },
        classId,
        studentUserIds,
        studentDisplayNames: directory.displayNamesOf(studentUserIds),
        reachableClassIds: new Set(directory.classesOfTeacher(teacher.userId).map((own) => own.classId)),
        reachableStudentUserIds: directory.studentsReachableBy(teacherUser),
        openRoomId: rooms.openRoomOfTeacher(teacher.userId, command.now)?.roomId ?? null,
        source: resolveSource(log, request.source, teacher.userId),
        jamMode: request.jamMode,
        durationMinutes: request.durationMinutes,
        now: command.now,
      },
    },
    command,
  );
  // A retried request (same Idempotency-Key) derives the same room id and finds the room it made.
  const room = rooms.room(roomId);
  if (!room) throw new DomainError('same_question_mode.unknown_room', 404);
  timers?.arm(roomId, Date.parse(room.endsAt));
  return teacherRoom(dependencies, c, room);
}

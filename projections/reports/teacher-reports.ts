import type { LiveMessageEvent } from '../../events/live-messages';
import type { EventOf } from '../../events/log/event-schemas';
import type { PracticeEvent } from '../../events/practice';
import { DEFAULT_SCHOOL_TIME_ZONE, localDayOf, localHourOf } from '../../events/reports/report-ranges';
import type { SchoolRegistered, UserRegistered } from '../../events/school-directory';
import type { SchoolYearStarted } from '../../events/school-licences';
import { sittingAfter, type Sitting } from '../practice';
import type { Projection } from '../projection';

// Read models of the teacher reports (issue 18, docs/reports.md). Every fact is
// stored under the LOCAL day of its school's time zone, converted when the
// event is applied (the school's zone at that time), so a report's range is
// `day BETWEEN ? AND ?` over an index — never a scan of the log per request.
//
// - report_schools: a school's time zone (SchoolRegistered.timeZone, else the
//   default) and the local day its current school year was recorded;
// - report_learners: a user's school (whose zone their days are in);
// - report_skill_days: learner × skill × day — questions, correct, seconds, the
//   SmartScore before the day's first answer and after its last (the score
//   charts' points), and how often the needs-help flag was raised on it;
// - report_sittings: each learner's sitting so far, for the live classroom's
//   needs-help rule (projections/practice.ts `sittingAfter`) over local days;
// - report_hours: learner × day × local hour — questions and seconds (student stats);
// - report_answers: every answer of a signed-in learner (questions log, trouble spots);
// - report_milestones: the day a skill became proficient or mastered;
// - report_live_messages / report_live_message_recipients: each message, its
//   recipients' reactions and the day each reacted.
//
// Days of an answer come from its `answeredAt` (the demo seeds a past history
// whose events are appended now), of a message from `sentAt`, of a reaction
// and a school year from the event's `at`. Visitors' practice is not reported.

/** The events the teacher reports' read models follow. */
export type ReportEvent =
  | PracticeEvent
  | LiveMessageEvent
  | EventOf<typeof SchoolRegistered>
  | EventOf<typeof UserRegistered>
  | EventOf<typeof SchoolYearStarted>;

/** The text of a sanitized message (tags dropped, the allowlist's entities read). */
export function plainMessageText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export const teacherReportsProjection: Projection<ReportEvent> = {
  name: 'teacher-reports',
  // 2: asynchronous (issue 26): only the teacher reports' GETs read it, each after catching it up.
  // 3 (issue 29): needs-help flags (report_skill_days.help_raised, report_sittings), report_hours.
  // 4 (issue 34): report_answers.seed, so Trouble spots shows the question each wrong answer answered.
  version: 4,
  mode: 'async',
  tables: [
    'report_schools',
    'report_learners',
    'report_skill_days',
    'report_sittings',
    'report_hours',
    'report_answers',
    'report_milestones',
    'report_live_messages',
    'report_live_message_recipients',
  ],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS report_schools (school_id TEXT PRIMARY KEY, time_zone TEXT NOT NULL, school_year_start TEXT);
      CREATE TABLE IF NOT EXISTS report_learners (user_id TEXT PRIMARY KEY, school_id TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS report_skill_days (
        learner_id TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        grade INTEGER NOT NULL,
        questions INTEGER NOT NULL,
        correct INTEGER NOT NULL,
        seconds INTEGER NOT NULL,
        score_start INTEGER NOT NULL,
        score_end INTEGER NOT NULL,
        help_raised INTEGER NOT NULL,
        PRIMARY KEY (learner_id, day, skill_id)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS report_sittings (
        learner_id TEXT PRIMARY KEY, day TEXT NOT NULL, skill_id INTEGER NOT NULL, wrong_in_a_row INTEGER NOT NULL,
        sitting_peak INTEGER NOT NULL, last_answered_at TEXT NOT NULL, needs_help INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS report_hours (
        learner_id TEXT NOT NULL, day TEXT NOT NULL, hour INTEGER NOT NULL, questions INTEGER NOT NULL, seconds INTEGER NOT NULL,
        PRIMARY KEY (learner_id, day, hour)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS report_answers (
        position INTEGER PRIMARY KEY,
        learner_id TEXT NOT NULL,
        day TEXT NOT NULL,
        skill_id INTEGER NOT NULL,
        permacode TEXT NOT NULL,
        subject TEXT NOT NULL,
        grade INTEGER NOT NULL,
        level INTEGER NOT NULL,
        correct INTEGER NOT NULL,
        response TEXT NOT NULL,
        seed TEXT NOT NULL,
        score_after INTEGER NOT NULL,
        seconds INTEGER NOT NULL,
        answered_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS report_answers_learner_day ON report_answers (learner_id, day, position);
      CREATE TABLE IF NOT EXISTS report_milestones (
        learner_id TEXT NOT NULL, skill_id INTEGER NOT NULL, kind TEXT NOT NULL, day TEXT NOT NULL, PRIMARY KEY (learner_id, skill_id, kind)
      );
      CREATE INDEX IF NOT EXISTS report_milestones_learner_day ON report_milestones (learner_id, day);
      CREATE TABLE IF NOT EXISTS report_live_messages (
        batch_id TEXT PRIMARY KEY, sender_name TEXT NOT NULL, sent_at TEXT NOT NULL, day TEXT NOT NULL, message TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS report_live_message_recipients (
        message_id TEXT PRIMARY KEY, batch_id TEXT NOT NULL, student_user_id TEXT NOT NULL, sent_day TEXT NOT NULL, response TEXT NOT NULL, reacted_day TEXT
      );
      CREATE INDEX IF NOT EXISTS report_live_message_recipients_student ON report_live_message_recipients (student_user_id, sent_day);
      CREATE INDEX IF NOT EXISTS report_live_message_recipients_reacted ON report_live_message_recipients (student_user_id, reacted_day);
    `);
  },
  handlers(db) {
    const putSchool = db.prepare('INSERT OR REPLACE INTO report_schools (school_id, time_zone, school_year_start) VALUES (?, ?, NULL)');
    const setYearStart = db.prepare('UPDATE report_schools SET school_year_start = ? WHERE school_id = ?');
    const putLearner = db.prepare('INSERT OR REPLACE INTO report_learners (user_id, school_id) VALUES (?, ?)');
    const zoneOfSchool = db.prepare('SELECT time_zone AS timeZone FROM report_schools WHERE school_id = ?');
    const zoneOfLearner = db.prepare(
      'SELECT s.time_zone AS timeZone FROM report_learners l JOIN report_schools s ON s.school_id = l.school_id WHERE l.user_id = ?',
    );
    const addSkillDay = db.prepare(`
      INSERT INTO report_skill_days (learner_id, skill_id, day, permacode, subject, grade, questions, correct, seconds, score_start, score_end, help_raised)
      VALUES (@learnerId, @skillId, @day, @permacode, @subject, @grade, 1, @correct, @secondsSpent, @scoreBefore, @scoreAfter, @helpRaised)
      ON CONFLICT (learner_id, day, skill_id) DO UPDATE SET
        questions = questions + 1, correct = correct + excluded.correct, seconds = seconds + excluded.seconds, score_end = excluded.score_end,
        help_raised = help_raised + excluded.help_raised`);
    const sittingOf = db.prepare(`
      SELECT day, skill_id AS skillId, wrong_in_a_row AS wrongInARow, sitting_peak AS sittingPeak, last_answered_at AS lastAnsweredAt, needs_help AS needsHelp
      FROM report_sittings WHERE learner_id = ?`);
    const putSitting = db.prepare(`
      INSERT INTO report_sittings (learner_id, day, skill_id, wrong_in_a_row, sitting_peak, last_answered_at, needs_help)
      VALUES (@learnerId, @day, @skillId, @wrongInARow, @sittingPeak, @lastAnsweredAt, @needsHelp)
      ON CONFLICT (learner_id) DO UPDATE SET day = excluded.day, skill_id = excluded.skill_id, wrong_in_a_row = excluded.wrong_in_a_row,
        sitting_peak = excluded.sitting_peak, last_answered_at = excluded.last_answered_at, needs_help = excluded.needs_help`);
    const addHour = db.prepare(`
      INSERT INTO report_hours (learner_id, day, hour, questions, seconds) VALUES (?, ?, ?, 1, ?)
      ON CONFLICT (learner_id, day, hour) DO UPDATE SET questions = questions + 1, seconds = seconds + excluded.seconds`);
    const insertAnswer = db.prepare(`
      INSERT INTO report_answers (position, learner_id, day, skill_id, permacode, subject, grade, level, correct, response, seed, score_after, seconds, answered_at)
      VALUES (@position, @learnerId, @day, @skillId, @permacode, @subject, @grade, @level, @correct, @response, @seed, @scoreAfter, @secondsSpent, @answeredAt)`);
    const insertMilestone = db.prepare('INSERT OR IGNORE INTO report_milestones (learner_id, skill_id, kind, day) VALUES (?, ?, ?, ?)');
    const insertMessage = db.prepare('INSERT INTO report_live_messages (batch_id, sender_name, sent_at, day, message) VALUES (?, ?, ?, ?, ?)');
    const insertRecipient = db.prepare(
      `INSERT INTO report_live_message_recipients (message_id, batch_id, student_user_id, sent_day, response, reacted_day) VALUES (?, ?, ?, ?, 'UNACKNOWLEDGED', NULL)`,
    );
    const react = db.prepare('UPDATE report_live_message_recipients SET response = ?, reacted_day = ? WHERE message_id = ?');

    const learnerZone = (learnerId: string) => (zoneOfLearner.get(learnerId) as { timeZone: string } | undefined)?.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE;
    const schoolZone = (schoolId: string | null) =>
      (schoolId === null ? undefined : (zoneOfSchool.get(schoolId) as { timeZone: string } | undefined)?.timeZone) ?? DEFAULT_SCHOOL_TIME_ZONE;

    return {
      SchoolRegistered: (data) => putSchool.run(data.schoolId, data.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE),
      SchoolYearStarted: (data, metadata) => setYearStart.run(localDayOf(metadata.at, schoolZone(data.schoolId)), data.schoolId),
      UserRegistered: (data) => {
        if (data.schoolId !== null) putLearner.run(data.userId, data.schoolId);
      },
      PracticeQuestionAnswered: (data, metadata) => {
        if (data.visitor) return;
        const timeZone = learnerZone(data.learnerId);
        const day = localDayOf(data.answeredAt, timeZone);
        const correct = data.correct ? 1 : 0;
        // The live classroom's needs-help rule over the school's local days: raised when it turns on.
        const previous = sittingOf.get(data.learnerId) as (Sitting & { needsHelp: number }) | undefined;
        const sitting = sittingAfter(previous, { ...data, day });
        const helpRaised = sitting.needsHelp && !(sitting.sameDay && previous?.needsHelp === 1) ? 1 : 0;
        putSitting.run({ learnerId: data.learnerId, ...sitting, needsHelp: sitting.needsHelp ? 1 : 0 });
        addSkillDay.run({ ...data, day, correct, helpRaised });
        addHour.run(data.learnerId, day, localHourOf(data.answeredAt, timeZone), data.secondsSpent);
        insertAnswer.run({ ...data, position: metadata.position, day, correct, response: data.response });
      },
      SkillProficient: (data) => {
        if (!data.learnerId.startsWith('v_')) insertMilestone.run(data.learnerId, data.skillId, 'proficient', localDayOf(data.reachedAt, learnerZone(data.learnerId)));
      },
      SkillMastered: (data) => {
        if (!data.learnerId.startsWith('v_')) insertMilestone.run(data.learnerId, data.skillId, 'mastered', localDayOf(data.reachedAt, learnerZone(data.learnerId)));
      },
      LiveMessageSent: (data) => {
        const day = localDayOf(data.sentAt, schoolZone(data.senderSchoolId));
        insertMessage.run(data.batchId, data.senderName, data.sentAt, day, plainMessageText(data.message));
        for (const recipient of data.recipients) insertRecipient.run(recipient.messageId, data.batchId, recipient.studentUserId, day);
      },
      LiveMessageAcknowledged: (data, metadata) => {
        react.run(data.response, data.response === 'UNACKNOWLEDGED' ? null : localDayOf(metadata.at, learnerZone(data.studentUserId)), data.messageId);
      },
    };
  },
};

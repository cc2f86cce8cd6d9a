import type { ReportBodies } from '../../shared/reports/report-page';
import type { TeacherReportAnswers } from './teacher-reports-api';
import { LiveMessageBody } from './teacher-report-live-message';
import { StudentRacewayBody } from './teacher-report-raceway';
import { QuestionsLogBody } from './teacher-report-questions-log';
import { ScoreGridBody } from './teacher-report-score-grid';
import { ProgressBody, SkillsPracticedBody } from './teacher-report-skills';
import { StudentTroubleSpotsBody, TroubleSpotsBody } from './teacher-report-trouble-spots';
import { StudentSummaryBody, StudentUsageBody } from './teacher-report-usage';

/** Each teacher report's body: its sections (toggles, chart, table and CSV). */
export const TEACHER_REPORT_BODIES: ReportBodies<TeacherReportAnswers> = {
  'student-usage': StudentUsageBody,
  'student-summary': StudentSummaryBody,
  'skills-practiced': SkillsPracticedBody,
  'trouble-spots': TroubleSpotsBody,
  'student-trouble-spots': StudentTroubleSpotsBody,
  'score-grid': ScoreGridBody,
  'questions-log': QuestionsLogBody,
  'progress-and-improvement': ProgressBody,
  'live-message': LiveMessageBody,
  'student-raceway': StudentRacewayBody,
};

import './reports-chunk-text';
import type { ReportBodies } from '../../shared/reports/report-page';
import type { TeacherReportAnswers } from './teacher-reports-api';
import { CheckpointAnalysisBody, CheckpointPerformanceBody, FlexOverviewBody, FlexStrandAnalysisBody } from './teacher-report-flex-checkpoints';
import { LevelUpOverviewBody, LevelUpStandardsPerformanceBody, LevelUpStrandAnalysisBody } from './teacher-report-levelup';
import { LiveMessageBody } from './teacher-report-live-message';
import { StudentsQuickviewBody } from './teacher-report-quickview';
import { SkillScoreChartBody, StudentScoreChartBody } from './teacher-report-score-charts';
import { SkillAnalysisBody } from './teacher-report-skill-analysis';
import { ProgressAndGrowthBody } from './teacher-report-progress-growth';
import { StudentStatsBody } from './teacher-report-student-stats';
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
  'students-quickview': StudentsQuickviewBody,
  'skill-analysis': SkillAnalysisBody,
  'student-score-chart': StudentScoreChartBody,
  'skill-score-chart': SkillScoreChartBody,
  'student-stats': StudentStatsBody,
  'progress-and-growth': ProgressAndGrowthBody,
  // Issue 30 item 5 (docs/assessment-reports.md "Teacher reports").
  'levelup-overview': LevelUpOverviewBody,
  'levelup-strand-analysis': LevelUpStrandAnalysisBody,
  'levelup-standards-performance': LevelUpStandardsPerformanceBody,
  'flex-overview': FlexOverviewBody,
  'flex-strand-analysis': FlexStrandAnalysisBody,
  'checkpoint-analysis': CheckpointAnalysisBody,
  'checkpoint-performance': CheckpointPerformanceBody,
};

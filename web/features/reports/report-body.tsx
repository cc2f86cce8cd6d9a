import type { TeacherReport } from '../../../events/reports/teacher-reports';
import { LiveMessageBody } from './live-message-report';
import { QuestionsLogBody } from './questions-log-report';
import type { ReportAnswers } from './reports-api';
import { ScoreGridBody } from './score-grid-report';
import { ProgressBody, SkillsPracticedBody } from './skill-reports';
import { StudentTroubleSpotsBody, TroubleSpotsBody } from './trouble-spot-reports';
import { StudentSummaryBody, StudentUsageBody } from './usage-reports';

/** The body of one teacher report: its toggles, chart, table and CSV. */
export function ReportBody({ report, data }: { report: TeacherReport; data: ReportAnswers[TeacherReport] }) {
  switch (report) {
    case 'student-usage':
      return <StudentUsageBody data={data as ReportAnswers['student-usage']} />;
    case 'skills-practiced':
      return <SkillsPracticedBody data={data as ReportAnswers['skills-practiced']} />;
    case 'trouble-spots':
      return <TroubleSpotsBody data={data as ReportAnswers['trouble-spots']} />;
    case 'student-trouble-spots':
      return <StudentTroubleSpotsBody data={data as ReportAnswers['student-trouble-spots']} />;
    case 'score-grid':
      return <ScoreGridBody data={data as ReportAnswers['score-grid']} />;
    case 'questions-log':
      return <QuestionsLogBody data={data as ReportAnswers['questions-log']} />;
    case 'student-summary':
      return <StudentSummaryBody data={data as ReportAnswers['student-summary']} />;
    case 'progress-and-improvement':
      return <ProgressBody data={data as ReportAnswers['progress-and-improvement']} />;
    case 'live-message':
      return <LiveMessageBody data={data as ReportAnswers['live-message']} />;
    default: {
      const _exhaustive: never = report;
      return _exhaustive;
    }
  }
}

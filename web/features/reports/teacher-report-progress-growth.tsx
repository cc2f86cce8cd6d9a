import type { StudentProgressReport } from '../../../events/reports/administrator-reports';
import { LearnerProgress } from './progress-report-view';
import './progress-reports.css';

/** Progress and growth for teachers: the learner's own progress view (progress-report-view.tsx), for the chosen student. */
export function ProgressAndGrowthBody({ data }: { data: { progress: StudentProgressReport } }) {
  return <LearnerProgress report={data.progress} headingLevel={2} />;
}

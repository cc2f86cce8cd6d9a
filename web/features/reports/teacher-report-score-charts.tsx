import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScorePoint } from '../../../events/reports/teacher-student-reports';
import { ReportChart } from '../../shared/reports/report-chart';
import { groupHeaderText, skillOfRow } from '../../shared/reports/report-groups';
import { ReportSection } from '../../shared/reports/report-section';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { skillColumn, studentColumn } from './report-columns';
import { skillLabel } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

// Student score chart and Skill score chart: SmartScore over time, one line per
// skill (of one student) or per student (on one skill). A SmartScore stays
// where it is between days of practice, so each line carries its last score
// forward to the next day with a point (no line before its first).

interface Line {
  key: string;
  label: string;
  points: readonly ScorePoint[];
}

/** The chart's rows: one per day any line has a point, each line's score that day or its last before it. */
export function scoreChartRows(lines: readonly Line[]): Record<string, string | number>[] {
  const days = [...new Set(lines.flatMap((line) => line.points.map((point) => point.day)))].sort();
  const at = lines.map((line) => ({ key: line.key, points: line.points, next: 0, score: undefined as number | undefined }));
  return days.map((day) => {
    const row: Record<string, string | number> = { day };
    for (const line of at) {
      while (line.next < line.points.length && line.points[line.next]!.day <= day) line.score = line.points[line.next++]!.score;
      if (line.score !== undefined) row[line.key] = line.score;
    }
    return row;
  });
}

/** A line's figures as a table row: first and last day with practice in the range, the SmartScore after each. */
const summary = (points: readonly ScorePoint[]) => ({
  firstDay: points[0]?.day ?? null,
  firstScore: points[0]?.score ?? null,
  lastDay: points.at(-1)?.day ?? null,
  lastScore: points.at(-1)?.score ?? null,
  days: points.length,
});
type Summary = ReturnType<typeof summary>;

function useSummaryColumns<Row extends Summary>(): ReportColumn<Row>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'days', header: t('reportsStudents.columns.daysPractised'), numeric: true, cell: (row) => row.days, sortValue: (row) => row.days },
      { key: 'firstDay', header: t('reportsStudents.columns.firstDay'), cell: (row) => row.firstDay ?? t('reports.units.none'), sortValue: (row) => row.firstDay },
      { key: 'firstScore', header: t('reportsStudents.columns.firstScore'), numeric: true, cell: (row) => row.firstScore ?? t('reports.units.none'), sortValue: (row) => row.firstScore },
      { key: 'lastDay', header: t('reportsStudents.columns.lastDay'), cell: (row) => row.lastDay ?? t('reports.units.none'), sortValue: (row) => row.lastDay },
      { key: 'lastScore', header: t('reportsStudents.columns.lastScore'), numeric: true, cell: (row) => row.lastScore ?? t('reports.units.none'), sortValue: (row) => row.lastScore },
    ],
    [t],
  );
}

/** Student score chart: a line per skill the student practised in the range. */
export function StudentScoreChartBody({ data }: { data: TeacherReportAnswers['student-score-chart'] }) {
  const { t } = useTranslation();
  const rows = useMemo(() => data.lines.map((line) => ({ ...line, ...summary(line.points) })), [data.lines]);
  const summaryColumns = useSummaryColumns<(typeof rows)[number]>();
  const columns = useMemo(() => [skillColumn<(typeof rows)[number]>(t('reports.columns.skill'), true), ...summaryColumns], [t, summaryColumns]);
  const lines = data.lines.map((line) => ({ key: line.permacode, label: skillLabel(line), points: line.points }));
  return (
    <ReportSection
      report="student-score-chart"
      grouping={data.grouping}
      permacodeOf={skillOfRow}
      interval={data.interval}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.permacode}
      caption={t('reportsStudents.scoreCharts.studentCaption', { name: data.student.displayName })}
      testId="student-score-table"
      emptyText={t('reports.frame.empty')}
      chart={
        <ReportChart
          kind="line"
          title={t('reportsStudents.charts.studentScores', { name: data.student.displayName })}
          data={scoreChartRows(lines)}
          xKey="day"
          xLabel={t('reports.columns.day')}
          series={lines.map((line) => ({ key: line.key, label: line.label }))}
          testId="student-score-chart"
        />
      }
    />
  );
}

/** Skill score chart: a line per student who practised the skill in the range. */
export function SkillScoreChartBody({ data }: { data: TeacherReportAnswers['skill-score-chart'] }) {
  const { t } = useTranslation();
  const rows = useMemo(() => data.lines.map((line) => ({ ...line, ...summary(line.points) })), [data.lines]);
  const summaryColumns = useSummaryColumns<(typeof rows)[number]>();
  const columns = useMemo(() => [studentColumn<(typeof rows)[number]>(t), ...summaryColumns], [t, summaryColumns]);
  const lines = data.lines.map((line) => ({ key: line.userId, label: line.displayName, points: line.points }));
  const skillName = data.skill ? skillLabel(data.skill) : t('reports.units.none');
  // View by standards or skill plan: the rows are students, so the view names the group(s) the chosen skill is under.
  const grouping = data.grouping;
  const under = grouping?.grouped && data.skill ? grouping.groups.filter((group) => group.permacodes.includes(data.skill!.permacode)).map((group) => groupHeaderText(group, grouping.viewBy, t)) : [];
  return (
    <ReportSection
      report="skill-score-chart"
      note={under.length > 0 ? <p className="report-note" data-testid="skill-groups">{t('reports.viewBy.skillUnder', { groups: under.join('; ') })}</p> : null}
      interval={data.interval}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.userId}
      caption={t('reportsStudents.scoreCharts.skillCaption', { skill: skillName })}
      testId="skill-score-table"
      emptyText={t('reports.frame.empty')}
      chart={
        <ReportChart
          kind="line"
          title={t('reportsStudents.charts.skillScores', { skill: skillName })}
          data={scoreChartRows(lines)}
          xKey="day"
          xLabel={t('reports.columns.day')}
          series={lines.map((line) => ({ key: line.key, label: line.label }))}
          testId="skill-score-chart"
        />
      }
    />
  );
}

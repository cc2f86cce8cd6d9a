import './reports-chunk-text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandardsProficiencyOverviewReport } from '../../../events/reports/standards-reports';
import { OnOffToggle } from '../../shared/reports/on-off-toggle';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { domainColumn, numberColumn, placeColumns, standardColumn } from './administrator-report-standards-columns';
import { countColumn } from './report-columns';
import { percentOf } from './report-format';

type Row = StandardsProficiencyOverviewReport['rows'][number];

/** Standards Proficiency Overview: a row per standard, school and grade — students practised, proficient (number or percentage); a chart of the share proficient per domain (On/Off). */
export function StandardsProficiencyOverviewView({ data }: { data: StandardsProficiencyOverviewReport }) {
  const { t } = useTranslation();
  const [chart, setChart] = useState(true);
  const [mode, setMode] = useState<ScoreMode>('percentage');
  const columns = useMemo<ReportColumn<Row>[]>(
    () => [
      standardColumn<Row>(t),
      domainColumn<Row>(t),
      ...placeColumns<Row>(t),
      numberColumn<Row>('students', t('standardsReports.columns.students'), (row) => row.students),
      countColumn<Row>(t, mode, { key: 'proficient', header: t('standardsReports.columns.proficient'), part: (row) => row.proficient, whole: (row) => row.students }),
    ],
    [t, mode],
  );
  return (
    <ReportSection
      report="standards-proficiency-overview"
      interval={data}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => `${row.code}|${row.schoolId}|${row.grade}`}
      caption={t('standardsReports.labels.standards-proficiency-overview')}
      testId="standards-overview-table"
      toggles={
        <>
          <OnOffToggle label={t('adminReports.showChart')} checked={chart} onChange={setChart} testId="chart-toggle" />
          <ScoreModeToggle value={mode} onChange={setMode} />
        </>
      }
      note={<p className="report-note">{t('standardsReports.proficientRule')}</p>}
      emptyText={t('standardsReports.noStandards')}
      chart={
        chart ? (
          <ReportChart
            kind="bar"
            title={t('standardsReports.charts.proficientByDomain')}
            data={data.domains.map((domain) => ({
              // A domain name two subjects share is told apart by its subject.
              domain: data.domains.filter((other) => other.domain === domain.domain).length > 1 ? `${domain.domain} (${t(`curriculum.subject.${domain.subject}`)})` : domain.domain,
              proficient: percentOf(domain.proficient, domain.students) ?? 0,
            }))}
            xKey="domain"
            xLabel={t('standardsReports.columns.domain')}
            series={[{ key: 'proficient', label: t('standardsReports.charts.proficientPercent') }]}
            testId="standards-overview-chart"
          />
        ) : null
      }
    />
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../../shared/reports/report-chart';
import { ReportSection } from '../../shared/reports/report-section';
import { ScoreModeToggle, type ScoreMode } from '../../shared/reports/score-mode-toggle';
import type { ReportColumn } from '../../shared/reports/sortable-table';
import { formatInstant, formatPercent, percentOf } from './report-format';
import type { TeacherReportAnswers } from './teacher-reports-api';

type MessageRow = TeacherReportAnswers['live-message']['messages'][number];
const REACTIONS = ['GOT_IT', 'THANK_YOU', 'CONFUSED', 'NO', 'UNACKNOWLEDGED'] as const;

/**
 * Live message: each message with its reactions (Got it, Thank you, Confused,
 * No, Unacknowledged) and a chart of the reactions per day. Score mode: counts
 * or shares of the class's recipients.
 */
export function LiveMessageBody({ data }: { data: TeacherReportAnswers['live-message'] }) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<ScoreMode>('questions');
  const columns = useMemo<ReportColumn<MessageRow>[]>(
    () => [
      { key: 'sentAt', header: t('reports.columns.sentAt'), rowHeader: true, cell: (row) => formatInstant(row.sentAt, data.timeZone, i18n.language), sortValue: (row) => row.sentAt },
      { key: 'message', header: t('reports.columns.message'), cell: (row) => <span className="report-message">{row.message}</span>, sortValue: (row) => row.message },
      { key: 'sender', header: t('reports.columns.sender'), cell: (row) => row.senderName, sortValue: (row) => row.senderName },
      { key: 'recipients', header: t('reports.columns.recipients'), numeric: true, cell: (row) => row.recipients, sortValue: (row) => row.recipients },
      ...REACTIONS.map(
        (reaction): ReportColumn<MessageRow> => ({
          key: reaction,
          header: t(`reports.columns.${reaction}`),
          numeric: true,
          cell: (row) => (mode === 'percentage' ? formatPercent(t, percentOf(row.reactions[reaction], row.recipients)) : row.reactions[reaction]),
          sortValue: (row) => row.reactions[reaction],
        }),
      ),
    ],
    [t, mode, i18n.language, data.timeZone],
  );
  return (
    <ReportSection
      report="live-message"
      interval={data.interval}
      columns={columns}
      rows={data.messages}
      rowKey={(row) => row.batchId}
      caption={t('reports.labels.live-message')}
      testId="live-message-table"
      toggles={<ScoreModeToggle value={mode} onChange={setMode} />}
      emptyText={t('reports.frame.empty')}
      chart={
        data.days.length > 0 ? (
          <ReportChart
            kind="bar"
            stacked
            title={t('reports.charts.reactions')}
            data={data.days}
            xKey="day"
            xLabel={t('reports.columns.day')}
            series={[
              { key: 'GOT_IT', label: t('reports.columns.GOT_IT'), colour: 'var(--color-success)' },
              { key: 'THANK_YOU', label: t('reports.columns.THANK_YOU'), colour: 'var(--color-accent)' },
              { key: 'CONFUSED', label: t('reports.columns.CONFUSED'), colour: 'var(--color-warning)' },
              { key: 'NO', label: t('reports.columns.NO'), colour: 'var(--color-danger)' },
            ]}
            testId="reactions-chart"
          />
        ) : null
      }
    />
  );
}

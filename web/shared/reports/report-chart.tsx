import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CATEGORY_AXIS_HEIGHT, CategoryTick } from './chart-tick';
import { formatReportDay, formatShortReportDay, isReportDay } from './report-days';
import { useSidewaysOverflow } from './use-sideways-overflow';

/** Series colours: design tokens only (drawn as CSS variables in SVG presentation attributes). */
export const CHART_COLOURS = ['var(--color-accent)', 'var(--color-success)', 'var(--color-warning)', 'var(--color-danger)', 'var(--color-text-muted)'] as const;

export interface ChartSeries {
  key: string;
  /** Translated. */
  label: string;
  colour?: string;
}

export interface ReportChartProps<Datum extends Record<string, string | number>> {
  kind: 'bar' | 'line';
  title: string;
  data: readonly Datum[];
  /** The category axis (a day, a skill code). */
  xKey: keyof Datum & string;
  xLabel: string;
  series: readonly ChartSeries[];
  /** Stack bar series (reactions per day). */
  stacked?: boolean;
  testId?: string;
}

const CHART_MARGIN = { top: 8, right: 16, bottom: 8, left: 0 };
/**
 * The narrowest slot a category keeps on its axis: a slanted label of the tick font needs about
 * this much beside the next. A chart of more categories than its box can give this scrolls
 * sideways in its own box (issue 34: 24 students' names packed into a phone's width overlapped).
 */
export const MIN_CATEGORY_SLOT = 24;
/** Room beside the categories: the value axis and the margins. */
const CHART_FRAME_WIDTH = 76;

/**
 * What a bar chart and a line chart both draw: the grid, the axes, the tooltip and (for several series) the legend.
 * A time axis (days) shows the days that fit, as Recharts spaces them; any other axis names every category
 * (`interval={0}`), each label wrapped or slanted to fit its slot (chart-tick.tsx; issue 34).
 */
const axes = (xDataKey: string, legend: boolean, days: boolean, locale: string, scrolls: boolean) => [
  <CartesianGrid key="grid" strokeDasharray="3 3" stroke="var(--color-border)" />,
  days ? (
    <XAxis
      key="x"
      dataKey={xDataKey}
      stroke="var(--color-text-muted)"
      tick={{ fill: 'var(--color-text-muted)' }}
      interval="preserveStartEnd"
      tickFormatter={(day: string) => formatShortReportDay(day, locale)}
    />
  ) : (
    <XAxis key="x" dataKey={xDataKey} stroke="var(--color-text-muted)" tick={<CategoryTick />} interval={0} height={CATEGORY_AXIS_HEIGHT} />
  ),
  <YAxis key="y" allowDecimals={false} stroke="var(--color-text-muted)" tick={{ fill: 'var(--color-text-muted)' }} />,
  <Tooltip key="tooltip" {...(days ? { labelFormatter: (day: unknown) => formatReportDay(String(day), locale) } : {})} />,
  // In a chart that scrolls sideways the legend starts at its left edge, where the reader is.
  ...(legend ? [<Legend key="legend" {...(scrolls ? { align: 'left' as const } : {})} />] : []),
];

/**
 * A Recharts bar or line chart in a `figure`, named by its caption; the chart
 * itself is an image to assistive technology (`role="img"`), and the same data
 * follows as a table in a disclosure, for screen readers and keyboard users.
 */
export function ReportChart<Datum extends Record<string, string | number>>({ kind, title, data, xKey, xLabel, series, stacked = false, testId }: ReportChartProps<Datum>) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const colourOf = (index: number, given?: string) => given ?? CHART_COLOURS[index % CHART_COLOURS.length]!;
  const rows = data as readonly Record<string, string | number>[] as Record<string, string | number>[];
  const xDataKey: string = xKey;
  // Days (a time axis) are written in the reader's locale, in the ticks, the tooltip and the table (issue 34).
  const days = rows.length > 0 && rows.every((datum) => isReportDay(String(datum[xDataKey])));
  // Categories (not days) keep a slot each wide enough for their labels.
  const minWidth = days ? 0 : rows.length * MIN_CATEGORY_SLOT + CHART_FRAME_WIDTH;
  const hintId = useId();
  const { ref: scrollerRef, overflows } = useSidewaysOverflow<HTMLDivElement>(minWidth);
  const xText = (value: string | number | undefined) => (days ? formatReportDay(String(value), i18n.language) : String(value));
  return (
    <figure className="report-chart" aria-labelledby={captionId} data-testid={testId}>
      <figcaption id={captionId}>{title}</figcaption>
      {overflows ? (
        <p className="report-scroll-hint" id={hintId} data-testid="report-chart-scroll-hint">
          {t('reports.chart.scrollHint')} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        className="report-chart-scroll"
        ref={scrollerRef}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': title, 'aria-describedby': hintId } : {})}
        data-testid="report-chart-scroll"
      >
        <div className="report-chart-canvas" role="img" aria-label={title} {...(minWidth > 0 ? { style: { minWidth: `${minWidth}px` } } : {})}>
          <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 640, height: 256 }}>
            {kind === 'bar' ? (
              <BarChart data={rows} margin={CHART_MARGIN}>
                {axes(xDataKey, series.length > 1, days, i18n.language, overflows)}
                {series.map((each, index) => (
                  <Bar key={each.key} dataKey={each.key} name={each.label} fill={colourOf(index, each.colour)} isAnimationActive={false} {...(stacked ? { stackId: 'stack' } : {})} />
                ))}
              </BarChart>
            ) : (
              <LineChart data={rows} margin={CHART_MARGIN}>
                {axes(xDataKey, series.length > 1, days, i18n.language, overflows)}
                {series.map((each, index) => (
                  <Line key={each.key} dataKey={each.key} name={each.label} stroke={colourOf(index, each.colour)} dot={false} isAnimationActive={false} />
                ))}
              </LineChart>
            )}
          </ResponsiveContainer>
        </div>
      </div>
      <details className="report-chart-table">
        <summary>{t('reports.chart.tableFallback')}</summary>
        <table className="report-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((each) => (
                <th key={each.key} scope="col" className="report-numeric">
                  {each.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((datum) => (
              <tr key={String(datum[xDataKey])}>
                <th scope="row">{xText(datum[xDataKey])}</th>
                {series.map((each) => (
                  <td key={each.key} className="report-numeric">
                    {String(datum[each.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

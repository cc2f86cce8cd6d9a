import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportGroup, ReportGrouping } from '../../../events/reports/report-view-by';
import type { TableGroups } from './sortable-table';

// View by standards, skill plan and takeoff on the pages (docs/reports.md "View by"): the
// answer's grouping as a table's group header rows, and the sentence an answer
// shows when its view does not group it (no plan; a report not about skills).

type Translate = ReturnType<typeof useTranslation>['t'];

/** A group's header: `4.NF.B.3 — our description`, `Unit 2: … (2026-09-01 to 2026-09-14)` (with its class on administrator reports), or the rest. */
export function groupHeaderText(group: ReportGroup, viewBy: ReportGrouping['viewBy'], t: Translate): string {
  if (group.kind === 'standard') return t('reports.viewBy.standardHeader', { code: group.code, description: group.description });
  if (group.kind === 'unit') {
    const unit = t('reports.viewBy.unitHeader', { name: group.name, from: group.startsOn, to: group.endsOn });
    return group.className === null ? unit : t('reports.viewBy.classUnitHeader', { className: group.className, unit });
  }
  if (group.kind === 'lesson') {
    // A takeoff lesson (issue 31): its number is the group's `code`, its plan's name the `description`.
    const lesson = t('reports.viewBy.lessonHeader', { number: group.code, name: group.name, plan: group.description });
    return group.className === null ? lesson : t('reports.viewBy.classLessonHeader', { className: group.className, lesson });
  }
  return t(viewBy === 'standards' ? 'reports.viewBy.noStandard' : 'reports.viewBy.notInPlan');
}

/** The table groups of an answer's grouping, each row placed by its skill (`permacodeOf`); undefined when the answer is not grouped. */
export function useTableGroups<Row>(grouping: ReportGrouping | null | undefined, permacodeOf: (row: Row) => string): TableGroups<Row> | undefined {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!grouping || !grouping.grouped || grouping.groups.length === 0) return undefined;
    return {
      groups: grouping.groups.map((group) => {
        const members = new Set(group.permacodes);
        return { key: group.key, header: groupHeaderText(group, grouping.viewBy, t), has: (row: Row) => members.has(permacodeOf(row)) };
      }),
    };
    // permacodeOf is a plain accessor (a new function each render): the grouping decides.
  }, [grouping, t]);
}

/** The sentence under the report's days when the view does not group it: no skill plan to group by, or a report not about skills. */
export function ReportGroupingNote({ grouping }: { grouping: ReportGrouping | null | undefined }) {
  const { t } = useTranslation();
  if (!grouping) return null;
  const view = t(grouping.viewBy === 'standards' ? 'reports.viewBy.standards' : grouping.viewBy === 'takeoff' ? 'reports.viewBy.takeoff' : 'reports.viewBy.skill_plan');
  if (!grouping.grouped) return <p className="report-grouping-note" data-testid="report-not-grouped">{t('reports.viewBy.notGrouped', { view })}</p>;
  if (grouping.hasPlan === false) return <p className="report-grouping-note" data-testid="report-no-plan">{t(grouping.viewBy === 'takeoff' ? 'reports.viewBy.noTakeoff' : 'reports.viewBy.noPlan')}</p>;
  return null;
}

/** The skill of a report row (its permacode): what a skill report passes as `permacodeOf`. */
export const skillOfRow = (row: { permacode: string }) => row.permacode;

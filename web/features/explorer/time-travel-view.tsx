import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { timeTravelViews, type TimeTravelRow, type TimeTravelSnapshot, type TimeTravelViewName } from '../../../events/explorer';
import { progressOf, timeTravelMachine } from './time-travel-machine';
import { BreakableId } from './breakable-id';

/** Time travel: a read model at a point (rebuilt with progress), or two points side by side with their diff. */
export function TimeTravelView({ logic = timeTravelMachine }: { logic?: typeof timeTravelMachine }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(logic);
  const [view, setView] = useState<TimeTravelViewName>('class-live-messages');
  const [subject, setSubject] = useState('');
  const [at, setAt] = useState('');
  const [compareWith, setCompareWith] = useState('');
  const { result, errorKey } = snapshot.context;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'build', request: { view, subject: subject.trim(), at: at.trim(), ...(compareWith.trim() ? { compareWith: compareWith.trim() } : {}) } });
  };
  const progress = progressOf(result);

  return (
    <section aria-labelledby="explorer-time-travel-heading">
      <h2 id="explorer-time-travel-heading">{t('explorer.timeTravel.heading')}</h2>
      <p className="explorer-hint">{t('explorer.timeTravel.hint')}</p>
      <form className="explorer-filters" onSubmit={submit}>
        <label className="explorer-field">
          <span>{t('explorer.timeTravel.view')}</span>
          <select value={view} data-testid="explorer-time-travel-view" onChange={(event) => setView(event.target.value as TimeTravelViewName)}>
            {timeTravelViews.map((name) => (
              <option key={name} value={name}>
                {t(`explorer.timeTravel.views.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="explorer-field">
          <span>{t('explorer.timeTravel.subject')}</span>
          <input type="text" required maxLength={64} value={subject} data-testid="explorer-time-travel-subject" onChange={(event) => setSubject(event.target.value)} />
        </label>
        <label className="explorer-field">
          <span>{t('explorer.timeTravel.at')}</span>
          <input type="text" required maxLength={40} value={at} data-testid="explorer-time-travel-at" onChange={(event) => setAt(event.target.value)} />
        </label>
        <label className="explorer-field">
          <span>{t('explorer.timeTravel.compareWith')}</span>
          <input type="text" maxLength={40} value={compareWith} data-testid="explorer-time-travel-compare" onChange={(event) => setCompareWith(event.target.value)} />
        </label>
        <div className="explorer-actions">
          <button type="submit" className="button button-primary" data-testid="explorer-time-travel-build">
            {t('explorer.timeTravel.build')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {snapshot.matches('looking') || snapshot.matches('building') ? (
          <div className="explorer-progress" data-testid="explorer-time-travel-progress">
            <label>
              {t('explorer.timeTravel.building', { done: progress.done, total: progress.total })}
              <progress max={Math.max(progress.total, 1)} value={progress.done} />
            </label>
          </div>
        ) : null}
        {snapshot.matches('failed') ? <p role="alert">{t(errorKey ?? 'explorer.timeTravel.failed')}</p> : null}
      </div>
      {snapshot.matches('shown') && result?.kind === 'snapshot' ? <SnapshotTable snapshot={result.snapshot} /> : null}
      {snapshot.matches('shown') && result?.kind === 'comparison' ? (
        <>
          {result.comparison.diff ? (
            <div className="explorer-diff" data-testid="explorer-diff">
              <h3>{t('explorer.timeTravel.diff')}</h3>
              <p>
                {t('explorer.timeTravel.diffSummary', {
                  added: result.comparison.diff.added.length,
                  removed: result.comparison.diff.removed.length,
                  changed: result.comparison.diff.changed.length,
                  unchanged: result.comparison.diff.unchanged,
                })}
              </p>
              <DiffList label={t('explorer.timeTravel.added')} kind="added" rows={result.comparison.diff.added} />
              <DiffList label={t('explorer.timeTravel.removed')} kind="removed" rows={result.comparison.diff.removed} />
              <DiffList label={t('explorer.timeTravel.changed')} kind="changed" rows={result.comparison.diff.changed.map((change) => change.after)} />
            </div>
          ) : null}
          <div className="explorer-side-by-side">
            <SnapshotTable snapshot={result.comparison.before} />
            <SnapshotTable snapshot={result.comparison.after} />
          </div>
        </>
      ) : null}
    </section>
  );
}

function DiffList({ label, kind, rows }: { label: string; kind: 'added' | 'removed' | 'changed'; rows: TimeTravelRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className={`explorer-diff-${kind}`}>
      <h4>{label}</h4>
      <ul>
        {rows.map((row, index) => (
          <li key={index}>
            <code>{JSON.stringify(row)}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SnapshotTable({ snapshot }: { snapshot: TimeTravelSnapshot }) {
  const { t } = useTranslation();
  const title = snapshot.at ? t('explorer.timeTravel.atPositionTime', { position: snapshot.position, at: snapshot.at }) : t('explorer.timeTravel.atPosition', { position: snapshot.position });
  return (
    <div className="explorer-table-wrap" tabIndex={0} aria-label={title} data-testid="explorer-snapshot">
      <table className="explorer-table">
        <caption>
          {title} · {t('explorer.timeTravel.rows', { count: snapshot.rows.length })}
        </caption>
        <thead>
          <tr>
            {snapshot.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {snapshot.rows.length === 0 ? (
            <tr>
              <td colSpan={snapshot.columns.length}>{t('explorer.timeTravel.noRows')}</td>
            </tr>
          ) : (
            snapshot.rows.map((row) => (
              <tr key={String(row[snapshot.key])}>
                {snapshot.columns.map((column) => (
                  <td key={column} className="explorer-wrap">
                    <BreakableId text={String(row[column] ?? '')} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FluencyFactProgress, FluencyProgress, FluencyRoundSummary } from '../../../events/games';
import { FACT_STATES, FLUENCY_OPERATIONS, OPERATION_SIGNS, type FactState, type FluencyOperation, type FluencyUpTo } from '../../../events/games/fluency-contract';
import { fluencyProgressPath, fluencyZoneAddress } from './game-paths';
import { dateTimeFormat, numberFormat } from '../../shared/i18n/intl-formats';

/** What shows a state besides its colour (WCAG 1.4.1): a mark in every square and in the legend. */
export const STATE_MARKS: Readonly<Record<FactState, string>> = { new: '○', learning: '◐', fluent: '★' };

/**
 * The progress page's content (issue 28): the operations, the summary (states, streak), a grid
 * of every fact coloured and marked by its state with its legend, and the rounds with their
 * facts per minute and accuracy.
 */
export function FluencyProgressView({ progress }: { progress: FluencyProgress }) {
  const { t } = useTranslation();
  const ids = useId();
  const operationName = t(`games.operations.${progress.operation}`);
  const [range, setRange] = useState<FluencyUpTo>(progress.ranges.at(-1)!);
  return (
    <>
      <nav className="fluency-operations" aria-label={t('games.progress.operationsLabel')}>
        <ul>
          {FLUENCY_OPERATIONS.map((operation) => (
            <li key={operation}>
              <a href={fluencyProgressPath(operation)} aria-current={operation === progress.operation ? 'page' : undefined}>
                {t(`games.operations.${operation}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="fluency-progress-heading">{t('games.progress.heading', { operation: operationName })}</h2>
      <dl className="fluency-summary" data-testid="fluency-progress-summary">
        <div>
          <dt>{t('games.progress.summary')}</dt>
          <dd data-testid="fluency-counts">{t('games.progress.counts', progress.counts)}</dd>
        </div>
        <div>
          <dt>{t('games.progress.streak')}</dt>
          <dd data-testid="fluency-streak">{t('games.progress.streakValue', { count: progress.streak.current, best: progress.streak.best })}</dd>
        </div>
      </dl>
      <p className="fluency-actions">
        <a className="button button-primary" href={fluencyZoneAddress(progress.operation, range)}>
          {t('games.progress.play')}
        </a>
      </p>
      <section aria-labelledby={`${ids}-legend`} className="fluency-legend-section">
        <h3 id={`${ids}-legend`}>{t('games.progress.legend')}</h3>
        <ul className="fluency-legend" data-testid="fluency-legend">
          {FACT_STATES.map((state) => (
            <li key={state}>
              <span className={`fluency-swatch fluency-cell--${state}`} aria-hidden="true">
                {STATE_MARKS[state]}
              </span>
              {t(`games.progress.states.${state}`)} ({progress.counts[state]})
            </li>
          ))}
        </ul>
      </section>
      {progress.ranges.length > 1 ? (
        <fieldset className="fluency-choices">
          <legend>{t('games.progress.rangeLabel')}</legend>
          {progress.ranges.map((each) => (
            <label key={each} className="fluency-choice">
              <input type="radio" name={`${ids}-range`} checked={range === each} onChange={() => setRange(each)} />
              {t(`games.ranges.${progress.operation}.${each}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FactGrid operation={progress.operation} facts={progress.facts.filter((fact) => fact.ranges.includes(range))} />
      <Rounds rounds={progress.rounds} operation={progress.operation} />
    </>
  );
}

function FactGrid({ operation, facts }: { operation: FluencyOperation; facts: readonly FluencyFactProgress[] }) {
  const { t } = useTranslation();
  const ids = useId();
  const rows = [...new Set(facts.map((fact) => fact.row))].sort((a, b) => a - b);
  const columns = [...new Set(facts.map((fact) => fact.column))].sort((a, b) => a - b);
  const at = new Map(facts.map((fact) => [`${fact.row}:${fact.column}`, fact]));
  return (
    // A wide grid scrolls on its own on a narrow screen; the region takes the focus to scroll by keyboard.
    <div className="fluency-grid-scroll" role="region" aria-labelledby={`${ids}-caption`} tabIndex={0}>
      <table className="fluency-grid" data-testid="fluency-grid" data-columns={columns.length}>
        <caption id={`${ids}-caption`}>
          {t('games.progress.gridLabel', { operation: t(`games.operations.${operation}`).toLowerCase() })}. {t(`games.progress.gridCaption.${operation}`)}
        </caption>
        <thead>
          <tr>
            <td className="fluency-grid-corner" aria-hidden="true">
              {OPERATION_SIGNS[operation]}
            </td>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {columns.map((column) => {
                const fact = at.get(`${row}:${column}`);
                if (!fact) return <td key={column} className="fluency-cell fluency-cell--none" />;
                return (
                  <td key={column} className={`fluency-cell fluency-cell--${fact.state}`} data-testid="fluency-cell" data-fact={fact.factKey} data-state={fact.state}>
                    <span className="fluency-cell-mark" aria-hidden="true">
                      {STATE_MARKS[fact.state]}
                    </span>
                    <span className="fluency-cell-prompt">{fact.prompt}</span>
                    <span className="games-visually-hidden">, {t(`games.progress.stateNames.${fact.state}`)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Rounds({ rounds, operation }: { rounds: readonly FluencyRoundSummary[]; operation: FluencyOperation }) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby={`${ids}-rounds`} className="fluency-rounds">
      <h3 id={`${ids}-rounds`}>{t('games.progress.rounds')}</h3>
      {rounds.length === 0 ? (
        <p className="fluency-hint" data-testid="fluency-no-rounds">
          {t('games.progress.noRounds')}
        </p>
      ) : (
        <div className="fluency-rounds-scroll" role="region" aria-labelledby={`${ids}-rounds`} tabIndex={0}>
          <table className="fluency-rounds-table" data-testid="fluency-rounds">
            <thead>
              <tr>
                {(['when', 'range', 'answered', 'right', 'accuracy', 'factsPerMinute', 'bestStreak'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`games.progress.roundColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.roundId} data-testid="fluency-round">
                  <td>
                    {when.format(new Date(round.startedAt))}
                    {round.finished ? null : <span className="fluency-hint"> ({t('games.progress.inProgress')})</span>}
                  </td>
                  <td>{t(`games.ranges.${operation}.${round.upTo}`)}</td>
                  <td>{round.answered}</td>
                  <td>{round.right}</td>
                  <td>{round.accuracy === null ? t('games.progress.noAccuracy') : percent.format(round.accuracy)}</td>
                  <td>{number.format(round.factsPerMinute)}</td>
                  <td>{round.bestStreak}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

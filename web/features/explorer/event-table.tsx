import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExplorerEvent } from '../../../events/explorer';
import { isHttpError } from '../../shared/http/http-error';
import { fetchEvents, fetchEventTypes, NO_FILTERS, type EventFilters } from './explorer-api';
import { useExplorerStore } from './explorer-store';
import { BreakableId } from './breakable-id';

type TableState = { status: 'loading' } | { status: 'failed'; errorKey: string | null } | { status: 'loaded'; events: ExplorerEvent[]; nextAfter: number | null; lastPosition: number };

/** The log as a table: filters, keyset pages (the next ones appended), a row opens the event's drawer. */
export function EventTable({ onOpen }: { onOpen(position: number): void }) {
  const { t } = useTranslation();
  const filters = useExplorerStore((state) => state.filters);
  const setFilters = useExplorerStore((state) => state.setFilters);
  const [draft, setDraft] = useState<EventFilters>(filters);
  const [paging, setPaging] = useState<{ after: number } | 'latest'>({ after: 0 });
  const [state, setState] = useState<TableState>({ status: 'loading' });
  const [types, setTypes] = useState<string[]>([]);

  useEffect(() => setDraft(filters), [filters]);
  useEffect(() => {
    const controller = new AbortController();
    fetchEventTypes({ signal: controller.signal }).then(
      (answer) => setTypes(answer.types),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (paging !== 'latest' && paging.after > 0 && previous.status === 'loaded' ? previous : { status: 'loading' }));
    fetchEvents(filters, paging, { signal: controller.signal }).then(
      (page) =>
        setState((previous) =>
          paging !== 'latest' && paging.after > 0 && previous.status === 'loaded'
            ? { status: 'loaded', events: [...previous.events, ...page.events], nextAfter: page.nextAfter, lastPosition: page.lastPosition }
            : { status: 'loaded', ...page },
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', errorKey: isHttpError(error) ? error.errorKey : null });
      },
    );
    return () => controller.abort();
  }, [filters, paging]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPaging({ after: 0 });
    setFilters({ ...draft });
  };
  const field = (name: keyof EventFilters, type: 'text' | 'datetime-local' = 'text') => (
    <label className="explorer-field">
      <span>{t(`explorer.filters.${name}`)}</span>
      <input type={type} name={name} value={draft[name]} data-testid={`explorer-filter-${name}`} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
    </label>
  );

  return (
    <section aria-labelledby="explorer-events-heading">
      <h2 id="explorer-events-heading" className="explorer-visually-hidden">
        {t('explorer.tabs.events')}
      </h2>
      <form className="explorer-filters" onSubmit={submit} aria-label={t('explorer.filters.legend')}>
        {field('stream')}
        {field('category')}
        <label className="explorer-field">
          <span>{t('explorer.filters.type')}</span>
          <select name="type" value={draft.type} data-testid="explorer-filter-type" onChange={(event) => setDraft({ ...draft, type: event.target.value })}>
            <option value="">{t('explorer.filters.anyType')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        {field('actor')}
        {field('correlationId')}
        {field('from', 'datetime-local')}
        {field('to', 'datetime-local')}
        <div className="explorer-actions">
          <button type="submit" className="button button-primary" data-testid="explorer-apply">
            {t('explorer.filters.apply')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setPaging({ after: 0 });
              setFilters(NO_FILTERS);
            }}
          >
            {t('explorer.filters.clear')}
          </button>
          <button type="button" className="button" data-testid="explorer-latest" onClick={() => setPaging('latest')}>
            {t('explorer.filters.latest')}
          </button>
        </div>
      </form>
      {state.status === 'loading' ? <p aria-busy="true">{t('explorer.table.loading')}</p> : null}
      {state.status === 'failed' ? <p role="alert">{t(state.errorKey ?? 'explorer.table.failed')}</p> : null}
      {state.status === 'loaded' ? (
        <div className="explorer-table-wrap" tabIndex={0} aria-labelledby="explorer-table-caption">
          <table className="explorer-table" data-testid="explorer-events">
            <caption id="explorer-table-caption">
              {state.events.length > 0
                ? t('explorer.table.caption', { first: state.events[0]!.position, last: state.events.at(-1)!.position, lastPosition: state.lastPosition })
                : t('explorer.table.captionEmpty', { lastPosition: state.lastPosition })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('explorer.table.position')}</th>
                <th scope="col">{t('explorer.table.at')}</th>
                <th scope="col">{t('explorer.table.type')}</th>
                <th scope="col">{t('explorer.table.stream')}</th>
                <th scope="col">{t('explorer.table.actor')}</th>
                <th scope="col">{t('explorer.table.correlation')}</th>
              </tr>
            </thead>
            <tbody>
              {state.events.map((event) => (
                <tr key={event.position} data-testid={`explorer-row-${event.position}`}>
                  <td>
                    <button type="button" className="button-link" aria-label={t('explorer.table.open', { position: event.position })} onClick={() => onOpen(event.position)}>
                      {event.position}
                    </button>
                  </td>
                  <td>{event.at.replace('T', ' ').replace('Z', '')}</td>
                  <td>{event.type}</td>
                  <td className="explorer-wrap">
                    <BreakableId text={event.streamId} />
                  </td>
                  <td className="explorer-wrap">
                    <BreakableId text={event.actor} />
                  </td>
                  <td className="explorer-wrap">
                    <BreakableId text={event.correlationId} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {state.status === 'loaded' && state.nextAfter !== null ? (
        <button type="button" className="button" data-testid="explorer-more" onClick={() => setPaging({ after: state.nextAfter! })}>
          {t('explorer.table.more', { count: 50 })}
        </button>
      ) : null}
    </section>
  );
}

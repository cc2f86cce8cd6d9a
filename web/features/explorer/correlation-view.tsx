import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorrelationTrace } from '../../../events/explorer';
import { isHttpError } from '../../shared/http/http-error';
import { fetchCorrelation } from './explorer-api';
import { useExplorerStore } from './explorer-store';

type TraceState = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; errorKey: string | null } | { status: 'loaded'; trace: CorrelationTrace };

/** Follow a correlation id: the request's events, each with the pushes derived from it. */
export function CorrelationView({ onOpen }: { onOpen(position: number): void }) {
  const { t } = useTranslation();
  const correlationId = useExplorerStore((state) => state.correlationId);
  const followRequest = useExplorerStore((state) => state.followRequest);
  const [draft, setDraft] = useState(correlationId);
  const [state, setState] = useState<TraceState>({ status: 'idle' });

  useEffect(() => setDraft(correlationId), [correlationId]);
  useEffect(() => {
    if (!correlationId) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCorrelation(correlationId, { signal: controller.signal }).then(
      (trace) => setState({ status: 'loaded', trace }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', errorKey: isHttpError(error) ? error.errorKey : null });
      },
    );
    return () => controller.abort();
  }, [correlationId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = draft.trim();
    if (id === correlationId) setState({ status: 'idle' });
    followRequest(id);
    // The same id again: look again (pushes recorded since).
    if (id === correlationId && id) {
      fetchCorrelation(id).then(
        (trace) => setState({ status: 'loaded', trace }),
        (error: unknown) => setState({ status: 'failed', errorKey: isHttpError(error) ? error.errorKey : null }),
      );
    }
  };

  return (
    <section aria-labelledby="explorer-correlation-heading">
      <h2 id="explorer-correlation-heading">{t('explorer.correlation.heading')}</h2>
      <p className="explorer-hint">{t('explorer.correlation.hint')}</p>
      <form className="explorer-inline-form" onSubmit={submit}>
        <label className="explorer-field">
          <span>{t('explorer.correlation.id')}</span>
          <input type="text" value={draft} maxLength={64} data-testid="explorer-correlation-id" onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit" className="button button-primary" data-testid="explorer-correlation-follow">
          {t('explorer.correlation.follow')}
        </button>
      </form>
      {state.status === 'loading' ? <p aria-busy="true">{t('explorer.table.loading')}</p> : null}
      {state.status === 'failed' ? <p role="alert">{t(state.errorKey ?? 'explorer.table.failed')}</p> : null}
      {state.status === 'loaded' && state.trace.events.length === 0 ? <p>{t('explorer.correlation.none')}</p> : null}
      {state.status === 'loaded' && state.trace.events.length > 0 ? (
        <>
          <p data-testid="explorer-correlation-summary">{t('explorer.correlation.summary', { count: state.trace.events.length })}</p>
          <ol className="explorer-trace" data-testid="explorer-trace">
            {state.trace.events.map((event) => (
              <li key={event.eventId} className="explorer-trace-event">
                <button type="button" className="button-link" aria-label={t('explorer.table.open', { position: event.position })} onClick={() => onOpen(event.position)}>
                  {event.position}
                </button>{' '}
                <strong>{event.type}</strong> <span className="explorer-muted">{event.streamId}</span> <span className="explorer-muted">{event.actor}</span>{' '}
                <span className="explorer-muted">{event.at.replace('T', ' ').replace('Z', '')}</span>
                {event.pushes.length === 0 ? (
                  <p className="explorer-muted">{t('explorer.correlation.noPush')}</p>
                ) : (
                  <ul className="explorer-pushes" aria-label={t('explorer.correlation.pushCount', { count: event.pushes.length })}>
                    {event.pushes.map((push, index) => (
                      <li key={index} data-testid="explorer-trace-push">
                        → <code>{push.subject}</code> {push.event}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          {state.trace.truncated ? <p>{t('explorer.correlation.truncated')}</p> : null}
        </>
      ) : null}
    </section>
  );
}

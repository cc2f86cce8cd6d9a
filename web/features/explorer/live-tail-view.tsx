import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { liveTailMachine } from './live-tail-machine';

/** The live tail over NATS: newest first, pausable (what arrives meanwhile is held and shown on resume). */
export function LiveTailView({ logic = liveTailMachine, onOpen }: { logic?: typeof liveTailMachine; onOpen(position: number): void }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(logic);
  const { events, held, missed } = snapshot.context;
  const paused = snapshot.matches({ tailing: 'paused' });
  return (
    <section aria-labelledby="explorer-tail-heading">
      <h2 id="explorer-tail-heading">{t('explorer.tail.heading')}</h2>
      <div className="explorer-actions" aria-live="polite">
        <p className="explorer-tail-status" data-testid="explorer-tail-status">
          {snapshot.matches({ tailing: 'connecting' }) ? t('explorer.tail.connecting') : null}
          {snapshot.matches({ tailing: 'live' }) ? t('explorer.tail.live') : null}
          {paused ? t('explorer.tail.paused', { count: held.length }) : null}
          {snapshot.matches('lost') ? t('explorer.tail.lost') : null}
          {missed > 0 ? ` ${t('explorer.tail.missed', { count: missed })}` : null}
        </p>
        {snapshot.matches({ tailing: 'live' }) ? (
          <button type="button" className="button" data-testid="explorer-tail-pause" onClick={() => send({ type: 'pause' })}>
            {t('explorer.tail.pause')}
          </button>
        ) : null}
        {paused ? (
          <button type="button" className="button button-primary" data-testid="explorer-tail-resume" onClick={() => send({ type: 'resume' })}>
            {t('explorer.tail.resume')}
          </button>
        ) : null}
        {snapshot.matches('lost') ? (
          <button type="button" className="button" onClick={() => send({ type: 'retry' })}>
            {t('explorer.tail.retry')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => send({ type: 'clear' })}>
          {t('explorer.tail.clear')}
        </button>
      </div>
      {events.length === 0 ? (
        <p>{t('explorer.tail.empty')}</p>
      ) : (
        <ol className="explorer-trace" data-testid="explorer-tail">
          {events.map((event) => (
            <li key={event.eventId} className="explorer-trace-event" data-testid="explorer-tail-event">
              <button type="button" className="button-link" aria-label={t('explorer.table.open', { position: event.position })} onClick={() => onOpen(event.position)}>
                {event.position}
              </button>{' '}
              <strong>{event.type}</strong> <span className="explorer-muted">{event.streamId}</span> <span className="explorer-muted">{event.actor}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

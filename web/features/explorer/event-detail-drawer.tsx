import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../shared/loading/use-load';
import { fetchEventDetail } from './explorer-api';

export interface EventDetailDrawerProps {
  /** The event shown; null: closed. */
  position: number | null;
  onClose(): void;
  onFollowRequest(correlationId: string): void;
}

/** One event's metadata, data (hashes read [hash]), causation chain up to the request, and recorded pushes: a drawer (Radix dialog). */
export function EventDetailDrawer({ position, onClose, onFollowRequest }: EventDetailDrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={position !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="explorer-drawer-overlay" />
        <Dialog.Content className="explorer-drawer" data-testid="explorer-event-detail" aria-describedby={undefined}>
          {position !== null ? <DetailBody key={position} position={position} onFollowRequest={onFollowRequest} /> : null}
          <Dialog.Close asChild>
            <button type="button" className="button explorer-drawer-close" data-testid="explorer-detail-close">
              {t('explorer.detail.close')}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DetailBody({ position, onFollowRequest }: { position: number; onFollowRequest(correlationId: string): void }) {
  const { t } = useTranslation();
  const detail = useLoad(String(position), (signal) => fetchEventDetail(position, { signal }));
  if (detail.status !== 'loaded') {
    return (
      <>
        <Dialog.Title className="explorer-drawer-title">{t('explorer.detail.title', { position, type: '…' })}</Dialog.Title>
        {detail.status === 'loading' ? <p aria-busy="true">{t('explorer.detail.loading')}</p> : <p role="alert">{t(detail.errorKey ?? 'explorer.table.failed')}</p>}
      </>
    );
  }
  const { event, causes, request, pushes } = detail.data;
  const { data, ...metadata } = event;
  return (
    <>
      <Dialog.Title className="explorer-drawer-title">{t('explorer.detail.title', { position, type: event.type })}</Dialog.Title>
      <h3>{t('explorer.detail.chain')}</h3>
      <ol className="explorer-chain" data-testid="explorer-chain">
        <li>
          {event.position}: {event.type}
        </li>
        {causes.map((cause) => (
          <li key={cause.eventId}>{t('explorer.detail.chainEvent', { position: cause.position, type: cause.type })}</li>
        ))}
        <li>
          {t('explorer.detail.chainRequest', { correlationId: request.correlationId })}{' '}
          <button type="button" className="button button-link" data-testid="explorer-follow-request" onClick={() => onFollowRequest(request.correlationId)}>
            {t('explorer.detail.follow')}
          </button>
        </li>
      </ol>
      <h3>{t('explorer.detail.pushes')}</h3>
      {pushes.length === 0 ? (
        <p>{t('explorer.detail.noPushes')}</p>
      ) : (
        <ul className="explorer-pushes">
          {pushes.map((push, index) => (
            <li key={index}>
              <code>{push.subject}</code> {push.event}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('explorer.detail.data')}</h3>
      <pre className="explorer-json" data-testid="explorer-event-data" tabIndex={0}>
        {JSON.stringify(data, null, 2)}
      </pre>
      <h3>{t('explorer.detail.metadata')}</h3>
      <pre className="explorer-json" tabIndex={0}>
        {JSON.stringify(metadata, null, 2)}
      </pre>
    </>
  );
}

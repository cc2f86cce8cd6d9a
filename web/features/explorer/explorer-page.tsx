import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrelationView } from './correlation-view';
import { EventDetailDrawer } from './event-detail-drawer';
import { EventTable } from './event-table';
import { useExplorerStore, type ExplorerTab } from './explorer-store';
import { LiveTailView } from './live-tail-view';
import { TimeTravelView } from './time-travel-view';
import './explorer.css';

const TABS: readonly ExplorerTab[] = ['events', 'correlation', 'timeTravel', 'tail'];

/** /explorer (issue 18): the event explorer for engineers — events, a request's trace, time travel, the live tail. */
export function ExplorerPage() {
  const { t } = useTranslation();
  const tab = useExplorerStore((state) => state.tab);
  const setTab = useExplorerStore((state) => state.setTab);
  const followRequest = useExplorerStore((state) => state.followRequest);
  const [open, setOpen] = useState<number | null>(null);
  const tabRefs = useRef<Partial<Record<ExplorerTab, HTMLButtonElement | null>>>({});

  // Arrow keys move between the tabs (the ARIA tabs pattern); Tab moves into the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="explorer-page" data-testid="explorer-page">
      <h1>{t('explorer.title')}</h1>
      <p className="explorer-hint">{t('explorer.intro')}</p>
      <div role="tablist" aria-label={t('explorer.tabs.label')} className="explorer-tabs" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`explorer-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`explorer-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="explorer-tab"
            data-testid={`explorer-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`explorer.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`explorer-panel-${tab}`} aria-labelledby={`explorer-tab-${tab}`} className="explorer-panel">
        {tab === 'events' ? <EventTable onOpen={setOpen} /> : null}
        {tab === 'correlation' ? <CorrelationView onOpen={setOpen} /> : null}
        {tab === 'timeTravel' ? <TimeTravelView /> : null}
        {tab === 'tail' ? <LiveTailView onOpen={setOpen} /> : null}
      </div>
      <EventDetailDrawer
        position={open}
        onClose={() => setOpen(null)}
        onFollowRequest={(correlationId) => {
          setOpen(null);
          followRequest(correlationId);
        }}
      />
    </div>
  );
}

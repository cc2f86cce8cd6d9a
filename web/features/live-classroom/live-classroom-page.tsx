import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { LiveClassroomClass, LiveClassroomStudent } from '../../../events/practice';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { usePushEvent, useRealtimeStatus } from '../../shared/realtime/realtime-context';
import { useRefreshOnReconnect } from '../../shared/realtime/use-refresh-on-reconnect';
import { liveClassroomApi, parseLiveClassroomUpdate, type LiveClassroomApi } from './live-classroom-api';
import { createLiveClassroomStore, type LiveClassroomStore } from './live-classroom-store';
import type { ScratchpadLiveApi } from '../../shared/scratchpad/scratchpad-live-api';
import { StudentCard } from './student-card';
import './live-classroom.css';

// The two dialogs (the questions log with the question display and the scratchpad work; the live
// scratchpad watch) load when a teacher first opens one, not with the page (issue 33).
const QuestionsLogDialog = lazy(async () => ({ default: (await import('./questions-log-dialog')).QuestionsLogDialog }));
const ScratchpadWatchDialog = lazy(async () => ({ default: (await import('./scratchpad-watch-dialog')).ScratchpadWatchDialog }));

export interface LiveClassroomPageProps {
  /** Tests pass fake calls (and may pass the store). */
  api?: LiveClassroomApi;
  store?: LiveClassroomStore;
  /** The scratchpad's live watch calls (tests pass fakes). */
  scratchpadApi?: ScratchpadLiveApi;
}

/**
 * `/analytics/live-classroom` (teachers; administrators see their school's
 * classes): a live grid per class — each student's current skill, SmartScore,
 * questions and time today, the last ten answers and a needs-help flag —
 * updated by `LIVE_CLASSROOM_UPDATED` pushes on the teacher channel. A
 * student's name opens their questions log in a dialog; "Watch scratchpad" their pad, live.
 */
export function LiveClassroomPage({ api = liveClassroomApi, store: givenStore, scratchpadApi }: LiveClassroomPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const pickerId = useId();
  const [store] = useState(() => givenStore ?? createLiveClassroomStore({ fetchClasses: () => api.fetchClasses() }));
  const phase = useStore(store, (s) => s.phase);
  const classes = useStore(store, (s) => s.classes);
  const errorKey = useStore(store, (s) => s.errorKey);
  const [chosenClassId, setChosenClassId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [logOf, setLogOf] = useState<LiveClassroomStudent | null>(null);
  /** The name whose log is open: focus goes back to it. */
  const logOpener = useRef<HTMLElement | null>(null);
  const openLog = (student: LiveClassroomStudent, opener: HTMLElement) => {
    logOpener.current = opener;
    setLogOf(student);
  };
  const [watchOf, setWatchOf] = useState<LiveClassroomStudent | null>(null);
  const watchOpener = useRef<HTMLElement | null>(null);
  const openWatch = (student: LiveClassroomStudent, opener: HTMLElement) => {
    watchOpener.current = opener;
    setWatchOf(student);
  };
  // Once opened, a dialog stays mounted (closed), so closing it returns focus as a dialog does.
  const [logWanted, setLogWanted] = useState(false);
  if (logOf !== null && !logWanted) setLogWanted(true);
  const [watchWanted, setWatchWanted] = useState(false);
  if (watchOf !== null && !watchWanted) setWatchWanted(true);

  const shown = classes.find((liveClass) => liveClass.classId === chosenClassId) ?? classes[0] ?? null;
  const shownClassId = useRef<string | null>(null);
  useEffect(() => {
    shownClassId.current = shown?.classId ?? null;
  });

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  usePushEvent('teacher', 'LIVE_CLASSROOM_UPDATED', (message) => {
    const update = parseLiveClassroomUpdate(message);
    if (update === null) return;
    const flagged = store.getState().applyUpdate(update);
    if (flagged.length > 0 && update.classId === shownClassId.current) {
      setAnnouncement(flagged.map((student) => t('liveClassroom.announceNeedsHelp', { name: student.displayName })).join('. '));
    }
  });
  useRefreshOnReconnect(() => void store.getState().load());

  let content;
  if (phase === 'loading') {
    content = (
      <p className="loading" aria-busy="true" data-testid="live-classroom-loading">
        {t('liveClassroom.loading')}
      </p>
    );
  } else if (phase === 'failed') {
    content = (
      <div className="form-error" role="alert" data-testid="live-classroom-failed">
        <p>{t([errorKey ?? '', 'liveClassroom.loadFailed'])}</p>
        <button type="button" className="button" onClick={() => void store.getState().load()}>
          {t('app.retry')}
        </button>
      </div>
    );
  } else if (shown === null) {
    content = <p data-testid="live-classroom-no-classes">{t('liveClassroom.noClasses')}</p>;
  } else {
    content = (
      <>
        {classes.length > 1 ? (
          <div className="field live-class-picker">
            <label htmlFor={pickerId}>{t('liveClassroom.classPicker')}</label>
            <select id={pickerId} value={shown.classId} onChange={(event) => setChosenClassId(event.target.value)} data-testid="live-class-picker">
              {classes.map((liveClass) => (
                <option key={liveClass.classId} value={liveClass.classId}>
                  {t('liveClassroom.classOption', { name: liveClass.name, grade: t(...gradeLabel(liveClass.grade)) })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <ClassGrid liveClass={shown} onOpenLog={openLog} onWatch={openWatch} />
      </>
    );
  }

  return (
    <section className="live-classroom" aria-labelledby={headingId}>
      <div className="live-classroom-header">
        <h1 id={headingId}>{t('liveClassroom.title')}</h1>
        <LiveStatus />
      </div>
      <p className="live-classroom-intro">{t('liveClassroom.intro')}</p>
      {content}
      <p className="visually-hidden" role="status" data-testid="live-classroom-announcer">
        {announcement}
      </p>
      {logWanted ? (
        <Suspense fallback={null}>
          <QuestionsLogDialog
            student={logOf}
            fetchLog={api.fetchQuestionsLog}
            onClose={() => setLogOf(null)}
            returnFocusTo={() => (logOpener.current?.isConnected ? logOpener.current : null)}
          />
        </Suspense>
      ) : null}
      {watchWanted ? (
        <Suspense fallback={null}>
          <ScratchpadWatchDialog
            student={watchOf}
            onClose={() => setWatchOf(null)}
            returnFocusTo={() => (watchOpener.current?.isConnected ? watchOpener.current : null)}
            {...(scratchpadApi ? { api: scratchpadApi } : {})}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function LiveStatus() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  return (
    <p className={`live-status live-status-${status}`} data-testid="live-classroom-status" data-status={status}>
      {t(`liveClassroom.status.${status}`)}
    </p>
  );
}

type OpenFor = (student: LiveClassroomStudent, opener: HTMLElement) => void;

function ClassGrid({ liveClass, onOpenLog, onWatch }: { liveClass: LiveClassroomClass; onOpenLog: OpenFor; onWatch: OpenFor }) {
  const { t } = useTranslation();
  const headingId = useId();
  const active = liveClass.students.some((student) => student.questionsToday > 0 || student.currentSkill !== null);
  const needingHelp = liveClass.students.filter((student) => student.needsHelp).length;
  return (
    <section className="live-class" aria-labelledby={headingId} data-testid="live-class" data-class-id={liveClass.classId}>
      <h2 id={headingId}>
        {liveClass.name} <span className="live-class-grade">· {t(...gradeLabel(liveClass.grade))}</span>
      </h2>
      {!active ? (
        <p className="live-class-empty" data-testid="live-class-empty">
          {t('liveClassroom.empty', { name: liveClass.name })}
        </p>
      ) : (
        <>
          {needingHelp > 0 ? (
            <p className="live-needs-help-count" data-testid="live-needs-help-count">
              {t('liveClassroom.needsHelpCount', { count: needingHelp })}
            </p>
          ) : null}
          <ul className="live-grid" data-testid="live-grid">
            {liveClass.students.map((student) => (
              <StudentCard key={student.userId} student={student} onOpenLog={(opener) => onOpenLog(student, opener)} onWatch={(opener) => onWatch(student, opener)} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

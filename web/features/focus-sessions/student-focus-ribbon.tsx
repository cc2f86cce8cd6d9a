import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageChromeStore, type PageChromeStore } from '../../shared/page-chrome/page-chrome-store';
import { usePushEvent, useRealtimeStatus } from '../../shared/realtime/realtime-context';
import { ConfirmPopover } from './confirm-popover';
import { parseFocusEnding, pushedSessionId } from './focus-pushes';
import { studentFocusMachine, studentRibbonState } from './student-focus-machine';
import './focus-sessions.css';

export interface StudentFocusRibbonProps {
  /** Tests pass `studentFocusMachine.provide(...)` with a fake server. */
  machine?: typeof studentFocusMachine;
  pageChrome?: PageChromeStore;
}

/**
 * The student's focus-session ribbons (spec §2.10): in progress (subjects and
 * grades, Opt out with a leave confirmation), opted out (Rejoin), and the
 * ended banner for 30 s. While in progress the header shows focus mode.
 */
export function StudentFocusRibbon({ machine = studentFocusMachine, pageChrome = pageChromeStore }: StudentFocusRibbonProps) {
  const { t } = useTranslation();
  const actor = useActorRef(machine);
  const ribbon = useSelector(actor, studentRibbonState);
  const info = useSelector(actor, (s) => s.context.info);
  const ending = useSelector(actor, (s) => s.context.ending);
  const confirming = useSelector(actor, (s) => s.matches({ session: { participation: { inProgress: 'confirming' } } }));
  const busy = useSelector(
    actor,
    (s) =>
      s.matches({ session: { participation: { inProgress: 'leaving' } } }) ||
      s.matches({ session: { participation: { inProgress: 'reloading' } } }) ||
      s.matches({ session: { participation: { optedOut: 'joining' } } }) ||
      s.matches({ session: { participation: { optedOut: 'reloading' } } }),
  );

  usePushEvent('general', 'FOCUS_SESSION', (message) => {
    const focusSessionId = pushedSessionId(message);
    if (focusSessionId !== null) actor.send({ type: 'session.pushed', focusSessionId });
  });
  usePushEvent('focus', 'REMOVED_FROM_FOCUS_BY_TEACHER', (message) => {
    const focusSessionId = pushedSessionId(message);
    if (focusSessionId !== null) actor.send({ type: 'removed.pushed', focusSessionId });
  });
  usePushEvent('focus', 'FOCUS_ENDED', (message) => {
    const ending = parseFocusEnding(message);
    if (ending !== null) actor.send({ type: 'ended.pushed', ending });
  });

  // The live link came back: a notice may have been missed meanwhile, so ask again.
  const realtimeStatus = useRealtimeStatus();
  const previousStatus = useRef(realtimeStatus);
  useEffect(() => {
    if (realtimeStatus === 'connected' && previousStatus.current !== 'connected') actor.send({ type: 'refresh' });
    previousStatus.current = realtimeStatus;
  }, [realtimeStatus, actor]);

  const focusMode = ribbon === 'in-progress';
  useEffect(() => {
    pageChrome.getState().setFocusMode(focusMode);
  }, [focusMode, pageChrome]);
  useEffect(() => () => pageChrome.getState().setFocusMode(false), [pageChrome]);

  if (ribbon === 'ended' && ending !== null) {
    return (
      <div className="focus-ribbon focus-ribbon--ended" data-testid="focus-ended-banner" role="status">
        <p className="focus-ribbon-text">
          {t(`focusSessions.student.ended.${ending.reason}`)}
        </p>
      </div>
    );
  }
  if (info === null || (ribbon !== 'in-progress' && ribbon !== 'opted-out')) return null;

  const texts = { subjects: info.allowedSubjectsText, grades: info.allowedGradesText };
  return (
    <section
      className={`focus-ribbon focus-ribbon--${ribbon}`}
      data-testid="focus-ribbon"
      data-state={ribbon}
      aria-label={t('focusSessions.student.label')}
    >
      <p className="focus-ribbon-text" data-testid="focus-ribbon-text">
        {ribbon === 'in-progress' ? t('focusSessions.student.inProgress', texts) : t('focusSessions.student.optedOut', texts)}
      </p>
      {ribbon === 'in-progress' ? (
        <div className="focus-ribbon-actions">
          {info.redirectGradeLandingPageUrl !== '' ? (
            <a className="focus-ribbon-link" href={info.redirectGradeLandingPageUrl} data-testid="focus-ribbon-link">
              {t('focusSessions.student.goToPractice')}
            </a>
          ) : null}
          <ConfirmPopover
            className="focus-popover-anchor"
            button={{
              label: t('focusSessions.student.optOut'),
              testId: 'focus-opt-out',
              busy,
              onClick: () => actor.send({ type: confirming ? 'optOut.cancel' : 'optOut.open' }),
            }}
            open={confirming}
            question={t('focusSessions.student.leaveQuestion')}
            confirm={{ label: t('focusSessions.student.leaveConfirm'), testId: 'focus-leave-confirm' }}
            cancel={{ label: t('focusSessions.student.leaveCancel'), testId: 'focus-leave-cancel' }}
            popoverTestId="focus-leave-popover"
            onConfirm={() => actor.send({ type: 'optOut.confirm' })}
            onCancel={() => actor.send({ type: 'optOut.cancel' })}
          />
        </div>
      ) : (
        <div className="focus-ribbon-actions">
          <button
            type="button"
            className="button button-primary"
            data-testid="focus-rejoin"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) actor.send({ type: 'rejoin' });
            }}
          >
            {busy ? t('focusSessions.student.working') : t('focusSessions.student.rejoin')}
          </button>
        </div>
      )}
    </section>
  );
}

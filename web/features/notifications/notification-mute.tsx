import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../events/notifications';
import type { MuteTarget } from './notifications-api';
import { muteMachine, muteViewOf } from './mute-machine';

export interface NotificationMuteProps {
  notification: NotificationView;
  /** Tests pass `muteMachine.provide(...)`. */
  machine?: typeof muteMachine;
  /** Called when a mute or its undo went through (the page's muted list loads again). */
  onMuteChanged?: () => void;
}

/**
 * "Mute notifications like this" (spec §4 "Mute states": muted with undo,
 * unmuted, error): an options toggle opening the choices in place — the kind
 * for everyone, or (when the notification names one student) only about them.
 */
export function NotificationMute({ notification, machine = muteMachine, onMuteChanged }: NotificationMuteProps) {
  const { t, i18n } = useTranslation();
  const actor = useActorRef(machine);
  const state = useSelector(actor, (s) => String(s.value));
  const view = muteViewOf(state);
  const target = useSelector(actor, (s) => s.context.target);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  // The server's own reason when it gave one we have text for (too many changes, not your kind, …), else ours.
  const errorText = (fallback: string) => (errorKey?.startsWith('notifications.') && i18n.exists(errorKey) ? t(errorKey) : t(fallback));
  const latestOnChanged = useRef(onMuteChanged);
  useEffect(() => {
    latestOnChanged.current = onMuteChanged;
  });
  const [choosing, setChoosing] = useState(false);
  const choicesId = useId();
  const undoButton = useRef<HTMLButtonElement>(null);
  const optionsButton = useRef<HTMLButtonElement>(null);
  // The pressed choice goes away: focus moves to what replaced it (Undo once muted, the options once unmuted).
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'muting' && state === 'muted') undoButton.current?.focus();
    if (previous.current === 'unmuting' && state === 'unmuted') optionsButton.current?.focus();
    if ((previous.current === 'muting' && state === 'muted') || (previous.current === 'unmuting' && state === 'unmuted')) latestOnChanged.current?.();
    previous.current = state;
  }, [state]);
  const { mute } = notification;
  if (mute === null) return null;

  const student = mute.studentUserId === null ? null : (notification.students.find((s) => s.userId === mute.studentUserId) ?? null);
  const choose = (chosen: MuteTarget) => {
    setChoosing(false);
    actor.send({ type: 'mute', target: chosen });
  };
  const aboutName = target?.studentUserId ? (notification.students.find((s) => s.userId === target.studentUserId)?.displayName ?? null) : null;

  // Muted, undoing, or an undo that failed: the mute stands, with Undo.
  if (state === 'muted' || state === 'unmuting' || state === 'undoFailed') {
    return (
      <div className="notification-mute" data-testid="notification-mute" data-state={view}>
        <div className="notification-mute-panel">
          <p className="notification-mute-status" role="status">
            {aboutName === null ? t('notificationsWeb.mute.muted') : t('notificationsWeb.mute.mutedAbout', { name: aboutName })}
          </p>
          <button
            ref={undoButton}
            type="button"
            className="button button-quiet notification-mute-undo"
            data-testid="notification-mute-undo"
            disabled={view === 'busy'}
            onClick={() => actor.send({ type: 'undo' })}
          >
            {view === 'busy' ? t('notificationsWeb.mute.saving') : t('notificationsWeb.mute.undo')}
          </button>
        </div>
        {view === 'error-muted' ? (
          <p className="notification-error" role="alert" data-testid="notification-mute-error">
            {errorText('notificationsWeb.mute.undoFailed')}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="notification-mute" data-testid="notification-mute" data-state={view}>
      <button
        ref={optionsButton}
        type="button"
        className="notification-options-toggle"
        data-testid="notification-options"
        aria-expanded={choosing}
        aria-controls={choosing ? choicesId : undefined}
        aria-label={t('notificationsWeb.mute.options')}
        disabled={view === 'busy'}
        onClick={() => setChoosing((open) => !open)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="4" cy="10" r="1.75" fill="currentColor" />
          <circle cx="10" cy="10" r="1.75" fill="currentColor" />
          <circle cx="16" cy="10" r="1.75" fill="currentColor" />
        </svg>
      </button>
      {choosing ? (
        <ul id={choicesId} className="notification-mute-choices">
          <li>
            <button type="button" className="button button-quiet" data-testid="notification-mute-kind" onClick={() => choose({ kind: mute.kind, studentUserId: null })}>
              {t('notificationsWeb.mute.kind')}
            </button>
          </li>
          {student !== null ? (
            <li>
              <button
                type="button"
                className="button button-quiet"
                data-testid="notification-mute-student"
                onClick={() => choose({ kind: mute.kind, studentUserId: student.userId })}
              >
                {t('notificationsWeb.mute.kindAbout', { name: student.displayName })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {view === 'busy' ? <span className="notification-mute-status">{t('notificationsWeb.mute.saving')}</span> : null}
      {view === 'error-unmuted' ? (
        <p className="notification-error" role="alert" data-testid="notification-mute-error">
          {errorText('notificationsWeb.mute.muteFailed')}
        </p>
      ) : null}
    </div>
  );
}

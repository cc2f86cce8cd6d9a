import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { trackClick } from '../../shared/tracking/track-click';
import {
  ADMIN_ACTIONS,
  TEACHER_ACTIONS,
  TRACKING_FEATURES,
  TRACKING_MODULES,
  type TrackingButton,
} from '../../shared/tracking/tracking-groups';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';
import { fetchRecipients, sendMessage, type Recipients } from './live-message-api';
import { MessageBody } from './message-body';
import { composedTextToHtml } from './message-html';
import { RecipientPicker, type RecipientChoice } from './recipient-picker';
import './live-messages.css';

/** Preset messages that fill the message box (i18n keys under liveMessages.compose.preset). */
export const PRESET_MESSAGE_KEYS = ['greatWork', 'checkAnswers', 'wrapUp', 'raiseHand'] as const;

export interface ComposeApi {
  fetchRecipients(): Promise<ClassWithStudents[]>;
  sendMessage(message: string, recipients: Recipients, idempotencyKey?: string): Promise<{ batchId: string }>;
}

export interface ComposeMessagePageProps {
  /** Whose actions the clicks are tracked as. */
  sender: 'teacher' | 'administrator';
  /** Called once the server accepted the message. */
  onSent(batchId: string): void;
  api?: ComposeApi;
}

const httpComposeApi: ComposeApi = { fetchRecipients, sendMessage };

/** `/live-messages/new`: write (or pick) a message, choose a class or students, send. */
export function ComposeMessagePage({ sender, onSent, api = httpComposeApi }: ComposeMessagePageProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [classes, setClasses] = useState<ClassWithStudents[] | 'loading' | 'failed'>('loading');
  const [text, setText] = useState('');
  const [recipients, setRecipients] = useState<RecipientChoice>({ classId: '', studentUserIds: new Set() });
  const [sending, setSending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // One Idempotency-Key per composed message: sending it again (after a lost answer)
  // sends it once; changing the text or the recipients makes it a new message.
  const sendKey = useMemo(() => newIdempotencyKey(), [text, recipients]);

  useEffect(() => {
    let current = true;
    api.fetchRecipients().then(
      (list) => current && setClasses(list),
      () => current && setClasses('failed'),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const track = (button: TrackingButton, clickText?: string) =>
    trackClick({
      feature: TRACKING_FEATURES.liveMessageFeature,
      module: TRACKING_MODULES.liveMessageCompose,
      button,
      ...(clickText !== undefined ? { clickText } : {}),
    });
  const sendButton = sender === 'administrator' ? ADMIN_ACTIONS.adminSendsLiveMessage : TEACHER_ACTIONS.teacherSendsLiveMessage;
  const presetButton = sender === 'administrator' ? ADMIN_ACTIONS.adminPicksPresetMessage : TEACHER_ACTIONS.teacherPicksPresetMessage;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    track(sendButton);
    const html = composedTextToHtml(text);
    const chosen: Recipients =
      recipients.classId !== '' ? { classId: recipients.classId } : { studentUserIds: [...recipients.studentUserIds] };
    if (html === '') return setErrorKey('live_message.empty_message');
    if ('studentUserIds' in chosen && chosen.studentUserIds.length === 0) return setErrorKey('live_message.no_recipients');
    setErrorKey(null);
    setSending(true);
    api.sendMessage(html, chosen, sendKey).then(
      ({ batchId }) => onSent(batchId),
      (error: unknown) => {
        setSending(false);
        setErrorKey(isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY);
      },
    );
  };

  return (
    <section className="compose-message" aria-labelledby={`${ids}-heading`}>
      <p>
        <a href="/live-messages">{t('liveMessages.compose.back')}</a>
      </p>
      <h1 id={`${ids}-heading`}>{t('liveMessages.compose.title')}</h1>
      <form className="compose-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <span id={`${ids}-presets`} className="field-label">
            {t('liveMessages.compose.presetsLabel')}
          </span>
          <div className="compose-presets" role="group" aria-labelledby={`${ids}-presets`}>
            {PRESET_MESSAGE_KEYS.map((key) => {
              const preset = t(`liveMessages.compose.preset.${key}`);
              return (
                <button
                  key={key}
                  type="button"
                  className="button"
                  data-testid="compose-preset"
                  disabled={sending}
                  onClick={() => {
                    track(presetButton, preset);
                    setText(preset);
                  }}
                >
                  {preset}
                </button>
              );
            })}
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-message`}>{t('liveMessages.compose.messageLabel')}</label>
          <textarea
            id={`${ids}-message`}
            data-testid="compose-message"
            aria-describedby={`${ids}-hint`}
            value={text}
            readOnly={sending}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${ids}-hint`} className="field-hint">
            {t('liveMessages.compose.messageHint')}
          </p>
        </div>
        {classes === 'loading' ? <p className="loading">{t('liveMessages.compose.loadingRecipients')}</p> : null}
        {classes === 'failed' ? <p role="alert">{t('liveMessages.compose.recipientsFailed')}</p> : null}
        {Array.isArray(classes) && classes.length === 0 ? <p>{t('liveMessages.compose.noClasses')}</p> : null}
        {Array.isArray(classes) && classes.length > 0 ? (
          <RecipientPicker classes={classes} value={recipients} disabled={sending} onChange={setRecipients} />
        ) : null}
        {text.trim() !== '' ? (
          <div className="field">
            <span className="field-label">{t('liveMessages.compose.preview')}</span>
            <div className="compose-preview" data-testid="compose-preview">
              <MessageBody html={composedTextToHtml(text)} />
            </div>
          </div>
        ) : null}
        {errorKey !== null ? (
          <p role="alert" className="form-error" data-testid="compose-error">
            {t(errorKey, { defaultValue: t('app.error.unexpected') })}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" data-testid="compose-send" aria-disabled={sending}>
            {sending ? t('liveMessages.compose.sending') : t('liveMessages.compose.send')}
          </button>
        </div>
      </form>
    </section>
  );
}

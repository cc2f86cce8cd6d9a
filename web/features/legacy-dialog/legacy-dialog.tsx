import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hrefOf, LegacyDialogError, submitLegacyForm, type LegacyDialogModel, type LegacyFormAnswer } from './legacy-dialog-api';
import '../../shared/modal-dialog/modal-dialog.css';
import './legacy-dialog.css';

export interface LegacyDialogProps {
  dialog: LegacyDialogModel;
  /** Closing: cancel, complete, Escape, the close button, or an answer lacking header or body. */
  onDismiss(): void;
  /** The dialog's errors (spec §8) are raised here; logged by default. */
  onError?: (error: Error) => void;
  submitForm?: (form: NonNullable<LegacyDialogModel['form']>, data: URLSearchParams) => Promise<LegacyFormAnswer>;
}

/**
 * The legacy server-driven dialog (spec §2.17): the server's header, body and
 * buttons. `cancel` and `complete` close it, `href=<url>` follows the link (on
 * this site only), `submit` posts the form's data to its action (with the
 * pressed button's `name=value` when it has them); the answer's
 * header and body replace the dialog's (with a button that completes it). An
 * answer without both closes the dialog and raises an error; an HTTP failure
 * raises `Legacy dialog HTTP error! Status: {status}` and keeps the dialog.
 */
export function LegacyDialog({ dialog, onDismiss, onError = (error) => console.error(error), submitForm = submitLegacyForm }: LegacyDialogProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ header: string; body: string; answered: boolean }>({ header: dialog.header, body: dialog.body, answered: false });
  /** The submit button pressed (its index among the buttons) while its form is posted, else null. */
  const [sendingButton, setSendingButton] = useState<number | null>(null);
  const sending = sendingButton !== null;
  const [failed, setFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !dialog.form) return;
    // The pressed submit button's name=value goes with the form's data, as an HTML submit button's does.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const pressed = submitter instanceof HTMLButtonElement ? Number(submitter.dataset.index) : Number.NaN;
    setSendingButton(Number.isInteger(pressed) ? pressed : -1);
    setFailed(false);
    try {
      const data = new URLSearchParams();
      new FormData(event.currentTarget).forEach((value, name) => data.append(name, typeof value === 'string' ? value : value.name));
      if (submitter instanceof HTMLButtonElement && submitter.name) data.append(submitter.name, submitter.value);
      const answer = await submitForm(dialog.form, data);
      setShown({ header: answer.header, body: answer.body, answered: true });
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (error instanceof LegacyDialogError && error.closesDialog) {
        onDismiss();
      } else {
        setFailed(true);
      }
      onError(error);
    } finally {
      setSendingButton(null);
    }
  };

  const buttons: LegacyDialogModel['buttons'] = shown.answered ? [{ text: t('legacyDialog.close'), handler: 'complete' }] : dialog.buttons;
  // The primary button: the last submit one (a dialog may offer several, e.g. "Not now" and "Renew").
  const primarySubmit = buttons.map((button) => button.handler).lastIndexOf('submit');

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-dialog-overlay" />
        <Dialog.Content className="modal-dialog legacy-dialog" data-testid="legacy-dialog" data-answered={shown.answered || undefined}>
          <div className="modal-dialog-header">
            <Dialog.Title className="modal-dialog-title" data-testid="legacy-dialog-header">
              {shown.header}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="modal-dialog-close" aria-label={t('legacyDialog.close')} data-testid="legacy-dialog-close">
                <span aria-hidden="true">×</span>
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="legacy-dialog-body" data-testid="legacy-dialog-body">
            {shown.body}
          </Dialog.Description>
          {failed ? (
            <p className="form-error" role="alert" data-testid="legacy-dialog-error">
              {t('legacyDialog.failed')}
            </p>
          ) : null}
          <form
            ref={form}
            className="legacy-dialog-buttons"
            {...(dialog.form ? { action: dialog.form.action, method: dialog.form.method.toUpperCase() === 'GET' ? 'get' : 'post' } : {})}
            onSubmit={(event) => void onSubmit(event)}
            aria-busy={sending || undefined}
          >
            {buttons.map((button, index) => {
              const key = `${index}-${button.handler}`;
              if (button.handler === 'submit') {
                return dialog.form ? (
                  <button
                    key={key}
                    type="submit"
                    className={index === primarySubmit ? 'button button-primary' : 'button'}
                    {...(button.name ? { name: button.name, value: button.value ?? '' } : {})}
                    aria-disabled={sending || undefined}
                    data-handler="submit"
                    data-index={index}
                    data-testid="legacy-dialog-button"
                  >
                    {sendingButton === index ? t('legacyDialog.sending') : button.text}
                  </button>
                ) : null;
              }
              const href = hrefOf(button.handler);
              if (href !== null) {
                return (
                  <a key={key} className="button" href={href} onClick={onDismiss} data-handler="href" data-testid="legacy-dialog-button">
                    {button.text}
                  </a>
                );
              }
              if (button.handler === 'cancel' || button.handler === 'complete') {
                return (
                  <button
                    key={key}
                    type="button"
                    className={button.handler === 'complete' ? 'button button-primary' : 'button'}
                    onClick={onDismiss}
                    data-handler={button.handler}
                    data-testid="legacy-dialog-button"
                  >
                    {button.text}
                  </button>
                );
              }
              return null;
            })}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

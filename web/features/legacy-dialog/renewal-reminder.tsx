import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRenewalReminder, type LegacyDialogModel } from './legacy-dialog-api';
import { launchLegacyDialog, useLegacyDialog } from './legacy-dialog-store';
import './legacy-dialog.css';

export interface RenewalReminderProps {
  userId: string;
  fetchReminder?: (signal: AbortSignal) => Promise<LegacyDialogModel | null>;
  launch?: (dialog: LegacyDialogModel) => void;
}

/**
 * The legacy dialog's real use (issue 14): on a family parent's pages, asks
 * `GET /legacy-dialogs/renewal-reminder`; when the membership is near its end a
 * notice under the header says so, and its button launches the server's dialog
 * (through the sign-in dialog host: one modal at a time). The notice is not a
 * modal that opens by itself, so it never stands between a parent and the page.
 * After the dialog closes the reminder is asked for again (gone once renewed).
 */
export function RenewalReminder({ userId, fetchReminder = fetchRenewalReminder, launch = launchLegacyDialog }: RenewalReminderProps) {
  const { t } = useTranslation();
  const [reminder, setReminder] = useState<LegacyDialogModel | null>(null);
  const open = useLegacyDialog() !== null;

  useEffect(() => {
    if (open) return;
    const controller = new AbortController();
    fetchReminder(controller.signal).then(
      (dialog) => {
        if (!controller.signal.aborted) setReminder(dialog);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('renewal reminder: fetch failed', error);
      },
    );
    return () => controller.abort();
  }, [userId, open]);

  if (reminder === null) return null;
  return (
    <div className="renewal-reminder" role="status" data-testid="renewal-reminder">
      <p>{reminder.header}</p>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => launch(reminder)}
        data-testid="renewal-reminder-open"
      >
        {t('legacyDialog.renewalReminder')}
      </button>
    </div>
  );
}

import { useEffect } from 'react';
import { LegacyDialog } from './legacy-dialog';
import { clearLegacyDialog, useLegacyDialog } from './legacy-dialog-store';

/** What the sign-in dialog host renders in its legacyDialog state: the launched dialog (none: it closes at once). */
export function LegacyDialogSlot({ onDismiss }: { onDismiss(): void }) {
  const dialog = useLegacyDialog();
  useEffect(() => {
    if (dialog === null) onDismiss();
  }, [dialog, onDismiss]);
  if (dialog === null) return null;
  return (
    <LegacyDialog
      dialog={dialog}
      onDismiss={() => {
        clearLegacyDialog();
        onDismiss();
      }}
    />
  );
}

import { createStore, useStore } from 'zustand';
import { openDialog, type DialogRequest } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import type { LegacyDialogModel } from './legacy-dialog-api';

/**
 * The legacy dialog waiting to be shown. A launch puts its model here and asks
 * the sign-in dialog host (one modal at a time, spec §4 "a legacy dialog launch
 * opens the legacy dialog") to open the legacy dialog, which the host renders
 * with `LegacyDialogSlot` (composed by web/app).
 */
interface LegacyDialogState {
  dialog: LegacyDialogModel | null;
}

export const legacyDialogStore = createStore<LegacyDialogState>()(() => ({ dialog: null }));

export function launchLegacyDialog(dialog: LegacyDialogModel, open: (request: DialogRequest) => void = (request) => openDialog(request)): void {
  legacyDialogStore.setState({ dialog });
  open({ type: 'legacyDialog' });
}

export function clearLegacyDialog(): void {
  legacyDialogStore.setState({ dialog: null });
}

export function useLegacyDialog(): LegacyDialogModel | null {
  return useStore(legacyDialogStore, (s) => s.dialog);
}

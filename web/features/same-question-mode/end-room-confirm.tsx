import { useMergeRefs } from '@floating-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';

export interface EndRoomConfirmProps {
  confirming: boolean;
  sending: boolean;
  onRequest(): void;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * "End group jam" with its confirmation (spec §2.20: ending the room "with
 * confirmation"): a non-modal dialog beside the button, its confirm button
 * focused; Cancel and Escape close it and give focus back to the button.
 */
export function EndRoomConfirm({ confirming, sending, onRequest, onConfirm, onCancel }: EndRoomConfirmProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelAndReturn = () => {
    onCancel();
    trigger.current?.focus();
  };
  const dismissal = usePopoverDismissal({ open: confirming, outsidePress: false, onDismiss: cancelAndReturn });
  const triggerRef = useMergeRefs([trigger, dismissal.setReference]);
  return (
    <div className="sqm-confirm-anchor">
      <button
        ref={triggerRef}
        type="button"
        className="button"
        data-testid="sqm-end"
        aria-expanded={confirming}
        aria-disabled={sending || undefined}
        onClick={() => {
          if (sending) return;
          if (confirming) onCancel();
          else onRequest();
        }}
      >
        {sending ? t('sameQuestionMode.teacherBanner.ending') : t('sameQuestionMode.teacherBanner.end')}
      </button>
      {confirming ? (
        <div ref={dismissal.setFloating} className="sqm-confirm" role="dialog" aria-label={t('sameQuestionMode.teacherBanner.endQuestion')} data-testid="sqm-end-popover">
          <p>{t('sameQuestionMode.teacherBanner.endQuestion')}</p>
          <div className="sqm-confirm-buttons">
            <button type="button" className="button button-primary" data-testid="sqm-end-confirm" autoFocus onClick={onConfirm}>
              {t('sameQuestionMode.teacherBanner.endConfirm')}
            </button>
            <button type="button" className="button button-quiet" data-testid="sqm-end-cancel" onClick={cancelAndReturn}>
              {t('sameQuestionMode.teacherBanner.endCancel')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

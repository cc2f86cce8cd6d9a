import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpLimitDialogApi, practiceLimitVariant, visitorLanguage, type EditionModel, type LimitDialogApi } from './limit-dialog-api';
import { PracticeLimitDialog } from './practice-limit-dialog';

export interface PracticeLimitProps {
  /** The edition's skill count the refusal gave (null: none; the edition model's then). */
  skillsInEdition: number | null;
  /** Signed in from the dialog: the practice area starts again, as the member. */
  onSignedIn(): void;
  api?: LimitDialogApi;
  /** The visitor's languages (tests); the browser's otherwise. */
  languages?: readonly string[];
  requestBotCheckToken?: () => Promise<string | null>;
}

/**
 * What the practice page adds when the server answers `practice.limit_reached`
 * (issue 14): the practice-limit dialog, opened at once — English,
 * independent-learner (edition IL) or translated (a Spanish-speaking visitor) —
 * and, once dismissed, a button that opens it again.
 */
export function PracticeLimit({ skillsInEdition, onSignedIn, api = httpLimitDialogApi, languages, requestBotCheckToken }: PracticeLimitProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const reopen = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Dismissing puts the focus on the button that opens the dialog again.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) reopen.current?.focus();
  }, [open]);
  const [edition, setEdition] = useState<EditionModel | null | 'loading'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    api.fetchEditionModel(controller.signal).then(
      (model) => setEdition(model),
      () => {
        if (!controller.signal.aborted) setEdition(null);
      },
    );
    return () => controller.abort();
  }, [api]);

  if (edition === 'loading') return null;
  const variant = practiceLimitVariant(visitorLanguage(languages), edition);
  const count = skillsInEdition ?? edition?.numTotalSkillsInEdition ?? null;
  return (
    <>
      <p className="practice-limit-reopen">
        <button ref={reopen} type="button" className="button button-primary" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="practice-limit-reopen">
          {t('limitDialogs.practice.reopen')}
        </button>
      </p>
      {open ? (
        <PracticeLimitDialog
          variant={variant}
          skillsInEdition={count}
          onDismiss={() => setOpen(false)}
          onSignedIn={onSignedIn}
          api={api}
          {...(requestBotCheckToken ? { requestBotCheckToken } : {})}
        />
      ) : null}
    </>
  );
}

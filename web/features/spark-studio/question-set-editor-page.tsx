import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StartGroupJamDialog, type StartGroupJamDialogProps } from '../../shared/group-jam/start-group-jam-dialog';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { draftOfQuestion, emptyDraft } from './question-draft';
import { QuestionForm } from './question-form';
import { QuestionList } from './question-list';
import { SPARK_STUDIO_LIMITS as LIMITS } from '../../../events/spark-studio/spark-studio-contract';
import { sparkStudioApi, type QuestionSetDetail, type SparkQuestionDraft, type SparkStudioApi } from './spark-studio-api';
import './spark-studio.css';

export interface QuestionSetEditorPageProps {
  questionSetId: string;
  /** Teachers start rooms; administrators write and share sets. */
  canStartGroupJam: boolean;
  api?: SparkStudioApi;
  /** After the set is deleted (the app's in-app navigation to the list). */
  onDeleted(): void;
  /** Replaceable in tests (the dialog's class list and start call). */
  groupJamDialog?: Partial<Pick<StartGroupJamDialogProps, 'loadClasses' | 'start' | 'navigateTo'>>;
}

type Loaded = { phase: 'loading' } | { phase: 'failed' | 'notFound' | 'notVisible' } | { phase: 'ready'; set: QuestionSetDetail };

/** The server's error key of a failed change (its text is in spark_studio.*). */
const keyOf = (failure: unknown) => (isHttpError(failure) ? failure.errorKey : UNEXPECTED_ERROR_KEY);

/** `/sparkstudio/sets/{questionSetId}`: the author's editor of a set, or a colleague's read-only view of a shared one. */
export function QuestionSetEditorPage({ questionSetId, canStartGroupJam, api = sparkStudioApi, onDeleted, groupJamDialog = {} }: QuestionSetEditorPageProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [changeError, setChangeError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [addFormKey, setAddFormKey] = useState(0);
  const [jamOpen, setJamOpen] = useState(false);
  const busy = useRef(false);
  usePageTitle(loaded.phase === 'ready' ? loaded.set.title : t('sparkStudio.title'));

  const load = useCallback(() => {
    setLoaded({ phase: 'loading' });
    api.loadSet(questionSetId).then(
      (set) => setLoaded({ phase: 'ready', set }),
      (failure: unknown) => {
        const status = isHttpError(failure) ? failure.status : 0;
        setLoaded({ phase: status === 404 ? 'notFound' : status === 403 ? 'notVisible' : 'failed' });
      },
    );
  }, [api, questionSetId]);
  useEffect(load, [load]);

  /**
   * Runs one change of the set (one idempotency key per user action); the answer is the set as it
   * now is. A failure rejects with its error key, which a form shows; a button's failure (`inPage`)
   * is shown in the page's alert. A change while another is under way is dropped (rejects with no key).
   */
  const change = useCallback(async (call: (idempotencyKey: string) => Promise<QuestionSetDetail>, inPage = false): Promise<void> => {
    if (busy.current) throw new Error('busy');
    busy.current = true;
    setChangeError(null);
    try {
      const set = await call(newIdempotencyKey());
      setLoaded({ phase: 'ready', set });
    } catch (failure) {
      if (inPage) setChangeError(keyOf(failure));
      throw keyOf(failure);
    } finally {
      busy.current = false;
    }
  }, []);
  /** A change started by a button (share, remove, move): its failure is shown in the page's alert. */
  const quietly = (call: (idempotencyKey: string) => Promise<QuestionSetDetail>) => void change(call, true).catch(() => {});

  if (loaded.phase === 'loading') {
    return (
      <section className="spark-editor">
        <BackLink />
        <p className="loading" aria-busy="true">
          {t('sparkStudio.editor.loading')}
        </p>
      </section>
    );
  }
  if (loaded.phase !== 'ready') {
    const text = { failed: 'sparkStudio.editor.loadFailed', notFound: 'sparkStudio.editor.notFound', notVisible: 'sparkStudio.editor.notVisible' }[loaded.phase];
    return (
      <section className="spark-editor" aria-labelledby="spark-editor-heading">
        <BackLink />
        <h1 id="spark-editor-heading">{t('sparkStudio.title')}</h1>
        <div role="alert" className="spark-load-failed" data-testid="spark-editor-unavailable">
          <p>{t(text)}</p>
          {loaded.phase === 'failed' ? (
            <button type="button" className="button" onClick={load}>
              {t('app.retry')}
            </button>
          ) : null}
        </div>
      </section>
    );
  }

  const { set } = loaded;
  const full = set.questions.length >= LIMITS.questionsPerSet;

  return (
    <section className="spark-editor" aria-labelledby="spark-editor-heading">
      <BackLink />
      <SetHeading set={set} onRename={(title) => change((key) => api.renameSet(set.questionSetId, title, key))} />
      <p className="spark-set-meta" data-testid="spark-set-meta">
        <span>{t('sparkStudio.questionCount', { count: set.questions.length })}</span>
        {set.editable ? null : <span>{t('sparkStudio.byAuthor', { name: set.authorDisplayName })}</span>}
      </p>
      {set.editable ? null : (
        <p className="spark-read-only" data-testid="spark-read-only">
          {t('sparkStudio.editor.readOnly', { name: set.authorDisplayName })}
        </p>
      )}
      <div className="spark-toolbar">
        {set.editable ? (
          set.shareable ? (
            <div className="field-checkbox spark-share">
              <input
                id="spark-share"
                type="checkbox"
                checked={set.shared}
                data-testid="spark-share"
                aria-describedby="spark-share-help"
                onChange={(event) => quietly((key) => api.shareSet(set.questionSetId, event.target.checked, key))}
              />
              <label htmlFor="spark-share">{t('sparkStudio.editor.share')}</label>
              <p id="spark-share-help" className="spark-help">
                {t('sparkStudio.editor.shareHelp')}
              </p>
            </div>
          ) : (
            <p className="spark-help">{t('sparkStudio.editor.noSchool')}</p>
          )
        ) : null}
        {canStartGroupJam ? (
          <div className="spark-start">
            <button
              type="button"
              className="button button-primary"
              data-testid="spark-start-group-jam"
              aria-disabled={set.questions.length === 0 || undefined}
              aria-describedby={set.questions.length === 0 ? 'spark-start-needs' : undefined}
              onClick={() => set.questions.length > 0 && setJamOpen(true)}
            >
              {t('sparkStudio.editor.startJam')}
            </button>
            {set.questions.length === 0 ? (
              <p id="spark-start-needs" className="spark-help">
                {t('sparkStudio.editor.startJamNeedsQuestions')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {changeError !== null ? (
        <p className="form-error" role="alert" data-testid="spark-change-error">
          {t([changeError, 'sparkStudio.editor.changeFailed'])}
        </p>
      ) : null}
      <section className="spark-section" aria-labelledby="spark-questions-heading">
        <h2 id="spark-questions-heading">{t('sparkStudio.editor.questions')}</h2>
        {set.questions.length === 0 ? <p data-testid="spark-no-questions">{t('sparkStudio.editor.noQuestions')}</p> : null}
        <QuestionList
          questions={set.questions}
          editable={set.editable}
          editing={editing}
          onEdit={(questionId) => setEditing(questionId)}
          onRemove={(questionId) => quietly((key) => api.removeQuestion(set.questionSetId, questionId, key))}
          onMove={(from, to) => {
            const order = set.questions.map((question) => question.questionId);
            const [moved] = order.splice(from, 1);
            order.splice(to, 0, moved!);
            quietly((key) => api.reorderQuestions(set.questionSetId, order, key));
          }}
          renderEditor={(question, number) => (
            <QuestionForm
              heading={t('sparkStudio.form.editHeading', { number })}
              initial={draftOfQuestion(question)}
              submitLabel={t('sparkStudio.form.save')}
              testId="spark-edit-question"
              onCancel={() => setEditing(null)}
              onSubmit={(draft: SparkQuestionDraft) =>
                change((key) => api.editQuestion(set.questionSetId, question.questionId, draft, key)).then(() => setEditing(null))
              }
            />
          )}
        />
      </section>
      {set.editable && editing === null ? (
        full ? (
          <p className="spark-help">{t('sparkStudio.editor.limitReached', { count: LIMITS.questionsPerSet })}</p>
        ) : (
          <QuestionForm
            key={addFormKey}
            heading={t('sparkStudio.form.addHeading')}
            initial={emptyDraft()}
            submitLabel={t('sparkStudio.form.add')}
            testId="spark-add-question"
            onSubmit={(draft) => change((key) => api.addQuestion(set.questionSetId, draft, key)).then(() => setAddFormKey((n) => n + 1))}
          />
        )
      ) : null}
      {set.editable ? <DeleteSet title={set.title} onDelete={() => api.deleteSet(set.questionSetId, newIdempotencyKey()).then(onDeleted)} /> : null}
      {canStartGroupJam ? <StartGroupJamDialog source={{ questionSetId: set.questionSetId }} open={jamOpen} onOpenChange={setJamOpen} {...groupJamDialog} /> : null}
    </section>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <p className="spark-back">
      <a href="/sparkstudio">{t('sparkStudio.editor.backToList')}</a>
    </p>
  );
}

function SetHeading({ set, onRename }: { set: QuestionSetDetail; onRename(title: string): Promise<void> }) {
  const { t } = useTranslation();
  const ids = useId();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(set.title);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setError('spark_studio.title_required');
      return;
    }
    onRename(title).then(
      () => setRenaming(false),
      (failure: unknown) => setError(typeof failure === 'string' ? failure : UNEXPECTED_ERROR_KEY),
    );
  };
  if (!renaming) {
    return (
      <div className="spark-heading">
        <h1 id="spark-editor-heading" data-testid="spark-set-title">
          {set.title}
        </h1>
        {set.editable ? (
          <button
            type="button"
            className="button button-quiet"
            data-testid="spark-rename"
            onClick={() => {
              setTitle(set.title);
              setError(null);
              setRenaming(true);
            }}
          >
            {t('sparkStudio.editor.rename')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <form className="spark-rename" onSubmit={submit} noValidate>
      <h1 id="spark-editor-heading" className="spark-visually-hidden">
        {set.title}
      </h1>
      <div className="field">
        <label htmlFor={`${ids}-title`}>{t('sparkStudio.editor.renameLabel')}</label>
        <input id={`${ids}-title`} data-testid="spark-rename-title" value={title} maxLength={LIMITS.title} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="spark-form-buttons">
        <button type="button" className="button button-quiet" onClick={() => setRenaming(false)}>
          {t('sparkStudio.editor.cancel')}
        </button>
        <button type="submit" className="button button-primary" data-testid="spark-rename-save">
          {t('sparkStudio.editor.save')}
        </button>
      </div>
      {error !== null ? (
        <p className="form-error" role="alert">
          {t([error, UNEXPECTED_ERROR_KEY])}
        </p>
      ) : null}
    </form>
  );
}

function DeleteSet({ title, onDelete }: { title: string; onDelete(): Promise<void> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="spark-delete">
      {confirming ? (
        <div className="spark-delete-confirm" role="group" aria-labelledby="spark-delete-question">
          <p id="spark-delete-question">{t('sparkStudio.editor.deleteConfirm', { title })}</p>
          <div className="spark-form-buttons">
            <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
              {t('sparkStudio.editor.cancel')}
            </button>
            <button
              type="button"
              className="button spark-danger"
              data-testid="spark-delete-confirm"
              onClick={() => onDelete().catch((failure: unknown) => setError(keyOf(failure)))}
            >
              {t('sparkStudio.editor.deleteConfirmButton')}
            </button>
          </div>
          {error !== null ? (
            <p className="form-error" role="alert">
              {t([error, UNEXPECTED_ERROR_KEY])}
            </p>
          ) : null}
        </div>
      ) : (
        <button type="button" className="button spark-danger" data-testid="spark-delete" onClick={() => setConfirming(true)}>
          {t('sparkStudio.editor.deleteSet')}
        </button>
      )}
    </div>
  );
}

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { SPARK_STUDIO_LIMITS as LIMITS } from '../../../events/spark-studio/spark-studio-contract';
import { questionSetHref, sparkStudioApi, type QuestionSetList, type QuestionSetSummary, type SparkStudioApi } from './spark-studio-api';
import './spark-studio.css';

export interface SparkStudioPageProps {
  api?: SparkStudioApi;
  /** Where a new set opens (the app's in-app navigation). */
  onOpenSet(href: string): void;
}

type Loaded = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; list: QuestionSetList };

/** `/sparkstudio`: my question sets, the sets shared with my school, and a new set. */
export function SparkStudioPage({ api = sparkStudioApi, onOpenSet }: SparkStudioPageProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });

  const load = useCallback(() => {
    setLoaded({ phase: 'loading' });
    api.listSets().then(
      (list) => setLoaded({ phase: 'ready', list }),
      () => setLoaded({ phase: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  let content;
  if (loaded.phase === 'loading') {
    content = (
      <p className="loading" aria-busy="true">
        {t('sparkStudio.loading')}
      </p>
    );
  } else if (loaded.phase === 'failed') {
    content = (
      <div role="alert" className="spark-load-failed">
        <p>{t('sparkStudio.loadFailed')}</p>
        <button type="button" className="button" onClick={load}>
          {t('app.retry')}
        </button>
      </div>
    );
  } else {
    const mine = loaded.list.sets.filter((set) => set.mine);
    const shared = loaded.list.sets.filter((set) => !set.mine);
    content = (
      <>
        <section className="spark-section" aria-labelledby="spark-my-sets">
          <h2 id="spark-my-sets">{t('sparkStudio.mySets')}</h2>
          {mine.length === 0 ? <p data-testid="spark-no-sets">{t('sparkStudio.noSets')}</p> : <SetList sets={mine} testId="spark-my-set-list" />}
        </section>
        {loaded.list.canShare || shared.length > 0 ? (
          <section className="spark-section" aria-labelledby="spark-shared-sets">
            <h2 id="spark-shared-sets">{t('sparkStudio.sharedSets')}</h2>
            {shared.length === 0 ? <p data-testid="spark-no-shared">{t('sparkStudio.noShared')}</p> : <SetList sets={shared} testId="spark-shared-set-list" />}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <section className="spark-studio" aria-labelledby="spark-studio-heading">
      <h1 id="spark-studio-heading">{t('sparkStudio.title')}</h1>
      <p className="spark-intro">{t('sparkStudio.intro')}</p>
      <CreateSetForm api={api} onCreated={(set) => onOpenSet(questionSetHref(set.questionSetId))} />
      {content}
    </section>
  );
}

function SetList({ sets, testId }: { sets: QuestionSetSummary[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="spark-set-list" data-testid={testId}>
      {sets.map((set) => (
        <li key={set.questionSetId} className="spark-set-card" data-testid="spark-set-card">
          <a className="spark-set-title" href={questionSetHref(set.questionSetId)}>
            {set.title}
          </a>
          <p className="spark-set-meta">
            <span>{t('sparkStudio.questionCount', { count: set.questionCount })}</span>
            {set.mine ? (
              <span className={set.shared ? 'spark-badge spark-badge-shared' : 'spark-badge'}>{set.shared ? t('sparkStudio.sharedBadge') : t('sparkStudio.privateBadge')}</span>
            ) : (
              <span>{t('sparkStudio.byAuthor', { name: set.authorDisplayName })}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

function CreateSetForm({ api, onCreated }: { api: SparkStudioApi; onCreated(set: QuestionSetSummary): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // One key per attempt of this title: a double click creates one set.
  const [key, setKey] = useState(newIdempotencyKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    if (title.trim() === '') {
      setError('spark_studio.title_required');
      return;
    }
    setError(null);
    setCreating(true);
    api.createSet(title, key).then(
      (set) => {
        setCreating(false);
        setTitle('');
        setKey(newIdempotencyKey());
        onCreated(set);
      },
      (failure: unknown) => {
        setCreating(false);
        setError(isHttpError(failure) ? failure.errorKey : UNEXPECTED_ERROR_KEY);
      },
    );
  };

  return (
    <form className="spark-create" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t('sparkStudio.create.heading')}</h2>
      <div className="spark-create-row">
        <div className="field">
          <label htmlFor={`${ids}-title`}>{t('sparkStudio.create.titleLabel')}</label>
          <input
            id={`${ids}-title`}
            data-testid="spark-new-set-title"
            value={title}
            maxLength={LIMITS.title}
            aria-invalid={error !== null || undefined}
            aria-describedby={error !== null ? `${ids}-error` : undefined}
            onChange={(event) => {
              setTitle(event.target.value);
              setKey(newIdempotencyKey());
            }}
          />
        </div>
        <button type="submit" className="button button-primary" data-testid="spark-create-set" aria-disabled={creating || undefined}>
          {creating ? t('sparkStudio.create.creating') : t('sparkStudio.create.submit')}
        </button>
      </div>
      {error !== null ? (
        <p id={`${ids}-error`} className="form-error" role="alert">
          {t([error, UNEXPECTED_ERROR_KEY])}
        </p>
      ) : null}
    </form>
  );
}

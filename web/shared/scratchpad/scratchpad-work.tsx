import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../loading/use-load';
import { ScratchpadDrawing } from './scratchpad-drawing';
import { fetchScratchpadWork, type FetchScratchpadWork } from './scratchpad-work-api';
import './scratchpad-text';
import './scratchpad.css';
import { dateTimeFormat } from '../i18n/intl-formats';

export interface ScratchpadWorkProps {
  studentUserId: string;
  /** The answer's key, as the questions log or the report gives it. */
  answerKey: string;
  /** What the work is for, named in the drawing's region ("Scratchpad work: …"). */
  question: string;
  /** Tests pass a fake call. */
  fetchWork?: FetchScratchpadWork;
}

/**
 * A teacher's "Scratchpad work" for one answered question (issue 31 item 3): a real toggle button
 * (aria-expanded) that loads the work kept with the answer and draws it read-only below it.
 */
export function ScratchpadWork({ studentUserId, answerKey, question, fetchWork = fetchScratchpadWork }: ScratchpadWorkProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="scratchpad-work">
      <button type="button" className="button" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((was) => !was)} data-testid="scratchpad-work-toggle">
        {t('scratchpad.work')}
      </button>
      <div id={regionId} role="region" aria-label={t('scratchpad.workOf', { question })} hidden={!open}>
        {open ? <WorkBody studentUserId={studentUserId} answerKey={answerKey} fetchWork={fetchWork} /> : null}
      </div>
    </div>
  );
}

function WorkBody({ studentUserId, answerKey, fetchWork }: Required<Omit<ScratchpadWorkProps, 'question'>>) {
  const { t, i18n } = useTranslation();
  const work = useLoad(`${studentUserId} ${answerKey}`, (signal) => fetchWork(studentUserId, answerKey, { signal }));
  if (work.status === 'loading') {
    return (
      <p className="loading" aria-busy="true">
        {t('scratchpad.loading')}
      </p>
    );
  }
  if (work.status === 'failed') {
    return (
      <div className="form-error" role="alert">
        <p>{t([work.errorKey ?? '', 'scratchpad.loadFailed'])}</p>
        <button type="button" className="button" onClick={work.retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  const keptAt = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(work.data.keptAt));
  return (
    <div className="scratchpad-work-body">
      <ScratchpadDrawing strokes={work.data.strokes} />
      <p className="scratchpad-hint">
        <time dateTime={work.data.keptAt}>{t('scratchpad.keptAt', { time: keptAt })}</time>
      </p>
    </div>
  );
}

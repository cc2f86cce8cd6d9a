import { QuestionDisplay } from '../../shared/question/question-display';
import { useTranslation } from 'react-i18next';
import type { LiveClassroomStudent, QuestionsLogEntry } from '../../../events/practice';
import type { JsonRequestOptions } from '../../shared/http/json-request';
import { durationText } from '../../shared/i18n/duration';
import { useLoad } from '../../shared/loading/use-load';
import { ScratchpadWork } from '../../shared/scratchpad/scratchpad-work';
import type { FetchScratchpadWork } from '../../shared/scratchpad/scratchpad-work-api';
import { StudentDialog } from './student-dialog';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

type LoggedStudent = Pick<LiveClassroomStudent, 'userId' | 'displayName'>;

export interface QuestionsLogDialogProps {
  /** The student whose log is open; null: closed. */
  student: LoggedStudent | null;
  fetchLog(studentUserId: string, options?: JsonRequestOptions): Promise<QuestionsLogEntry[]>;
  /** Closing (Escape, the close button, outside). */
  onClose(): void;
  /** Where focus goes back to once closed: the student's name. */
  returnFocusTo(): HTMLElement | null;
  /** The work kept with an answer (tests pass a fake; the page the real call). */
  fetchWork?: FetchScratchpadWork;
}

/** A student's questions log (Radix dialog): each question, their answer, right or wrong, the correct answer, time. */
export function QuestionsLogDialog({ student, fetchLog, onClose, returnFocusTo, fetchWork }: QuestionsLogDialogProps) {
  const { t } = useTranslation();
  return (
    <StudentDialog
      open={student !== null}
      title={t('liveClassroom.log.title', { name: student?.displayName ?? '' })}
      closeLabel={t('liveClassroom.log.close')}
      testId={{ dialog: 'questions-log-dialog', close: 'questions-log-close' }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {student !== null ? <LogBody key={student.userId} student={student} fetchLog={fetchLog} {...(fetchWork ? { fetchWork } : {})} /> : null}
    </StudentDialog>
  );
}

function LogBody({ student, fetchLog, fetchWork }: { student: LoggedStudent; fetchLog: QuestionsLogDialogProps['fetchLog']; fetchWork?: FetchScratchpadWork }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  // One student per dialog; a retry loads again.
  const log = useLoad(student.userId, (signal) => fetchLog(student.userId, { signal }));

  let body;
  if (log.status === 'loading') {
    body = (
      <p className="loading" aria-busy="true">
        {t('liveClassroom.log.loading')}
      </p>
    );
  } else if (log.status === 'failed') {
    body = (
      <div className="form-error" role="alert">
        <p>{t('liveClassroom.log.failed')}</p>
        <button type="button" className="button" onClick={log.retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  } else if (log.data.length === 0) {
    body = <p>{t('liveClassroom.log.empty')}</p>;
  } else {
    body = (
      <ol className="questions-log" data-testid="questions-log">
        {log.data.map((entry, index) => (
          <li key={`${entry.answeredAt}-${index}`} className="questions-log-entry" data-correct={String(entry.correct)}>
            <p className="questions-log-skill">
              {entry.skillName} · <time dateTime={entry.answeredAt}>{when.format(new Date(entry.answeredAt))}</time>
            </p>
            <div className="questions-log-prompt">
              <QuestionDisplay prompt={entry.prompt} art={entry.art} />
            </div>
            <p>
              <span className={entry.correct ? 'questions-log-verdict answer-right' : 'questions-log-verdict answer-wrong'}>
                <span aria-hidden="true">{entry.correct ? '✓ ' : '✗ '}</span>
                {entry.correct ? t('liveClassroom.log.right') : t('liveClassroom.log.wrong')}
              </span>{' '}
              {t('liveClassroom.log.theirAnswer', { response: entry.response })}
            </p>
            {entry.correct ? null : <p>{t('liveClassroom.log.correctAnswer', { answer: entry.correctAnswer })}</p>}
            <p className="questions-log-time">{t('liveClassroom.log.time', { time: durationText(t, entry.secondsSpent) })}</p>
            {entry.scratchpadAnswerKey ? (
              <ScratchpadWork studentUserId={student.userId} answerKey={entry.scratchpadAnswerKey} question={entry.prompt || entry.skillName} {...(fetchWork ? { fetchWork } : {})} />
            ) : null}
          </li>
        ))}
      </ol>
    );
  }

  return <div className="questions-log-body">{body}</div>;
}

import { useTranslation } from 'react-i18next';
import type { LiveClassroomStudent } from '../../../events/practice';
import { durationText } from '../../shared/i18n/duration';
import '../../shared/scratchpad/scratchpad-text';

/**
 * One student in the live grid: name (opens the questions log), needs-help
 * flag, current skill, SmartScore, questions and time today, and the last ten
 * answers as ✓/✗ (read out as "right" and "wrong", oldest first); "Not
 * practising yet" alone for a student with no answer today. "Watch scratchpad"
 * opens the student's pad live (docs/scratchpad.md "The live watch").
 */
export function StudentCard({ student, onOpenLog, onWatch }: { student: LiveClassroomStudent; onOpenLog(opener: HTMLElement): void; onWatch?(opener: HTMLElement): void }) {
  const { t } = useTranslation();
  const answers = student.lastAnswers;
  // A student who has not answered today is a name and "Not practising yet": the grid stays short enough to take in at a glance.
  const idle = student.currentSkill === null && student.questionsToday === 0 && answers.length === 0;
  return (
    <li
      className={student.needsHelp ? 'live-student live-student-needs-help' : 'live-student'}
      data-testid="live-student"
      data-user-id={student.userId}
      data-needs-help={student.needsHelp ? 'true' : undefined}
    >
      <div className="live-student-head">
        <button type="button" className="live-student-name" onClick={(event) => onOpenLog(event.currentTarget)} data-testid="live-student-name">
          {student.displayName}
          <span className="visually-hidden">, {t('liveClassroom.openLog')}</span>
        </button>
        {student.needsHelp ? (
          <span className="live-needs-help" data-testid="live-needs-help">
            <span aria-hidden="true">⚑ </span>
            {t('liveClassroom.needsHelp')}
          </span>
        ) : null}
        {idle ? (
          <span className="live-student-idle" data-testid="live-student-idle">
            {t('liveClassroom.noSkill')}
          </span>
        ) : null}
        {onWatch ? (
          <button type="button" className="button live-student-watch" onClick={(event) => onWatch(event.currentTarget)} data-testid="live-student-watch">
            {t('scratchpad.live.open')}
            <span className="visually-hidden">, {student.displayName}</span>
          </button>
        ) : null}
      </div>
      {idle ? null : (
        <dl className="live-student-facts">
          <div className="live-student-skill">
            <dt>{t('liveClassroom.skill')}</dt>
            <dd data-testid="live-student-skill">{student.currentSkill ? `${student.currentSkill.code} ${student.currentSkill.name}` : t('liveClassroom.noSkill')}</dd>
          </div>
          <div>
            <dt>{t('liveClassroom.smartScore')}</dt>
            <dd data-testid="live-student-score">{student.smartScore ?? t('liveClassroom.noAnswers')}</dd>
          </div>
          <div>
            <dt>{t('liveClassroom.questionsToday')}</dt>
            <dd data-testid="live-student-questions">{student.questionsToday}</dd>
          </div>
          <div>
            <dt>{t('liveClassroom.timeToday')}</dt>
            <dd data-testid="live-student-time">{durationText(t, student.secondsToday)}</dd>
          </div>
          <div className="live-student-answers">
            <dt>{t('liveClassroom.lastAnswers')}</dt>
            <dd data-testid="live-student-answers">
              {answers.length === 0 ? (
                t('liveClassroom.noAnswers')
              ) : (
                <>
                  <span className="live-answer-marks" aria-hidden="true">
                    {answers.map((correct, index) => (
                      <span key={index} className={correct ? 'live-answer answer-right' : 'live-answer answer-wrong'}>
                        {correct ? '✓' : '✗'}
                      </span>
                    ))}
                  </span>
                  <span className="visually-hidden">
                    {t('liveClassroom.lastAnswersText', {
                      answers: answers.map((correct) => t(correct ? 'liveClassroom.right' : 'liveClassroom.wrong')).join(', '),
                    })}
                  </span>
                </>
              )}
            </dd>
          </div>
        </dl>
      )}
    </li>
  );
}

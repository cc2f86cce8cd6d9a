import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrmCurrentQuestion } from '../../../events/instant-review';
import { roomPageHref, type SameQuestionRoom } from '../../shared/group-jam/group-jam-api';
import { isHttpError } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { QuestionDisplay } from '../../shared/question/question-display';
import { EndReviewDialog } from './end-review-dialog';
import { instantReviewApi } from './instant-review-api';
import type { ReviewCommand } from './review-page-machine';
import { INSTANT_REVIEW_START_PATH } from './review-path';
import { SkillListEditor } from './skill-list-editor';
import { ReviewTally } from './review-tally';

export interface TeacherReviewActions {
  startGroupJam(body: { skillIds: string[]; studentUserIds: string[]; skillToStartingLevel: Record<string, number> }, endReview: boolean, idempotencyKey: string): Promise<SameQuestionRoom>;
  end(): Promise<unknown>;
  reload(): void;
}

const defaultActions: TeacherReviewActions = {
  startGroupJam: (body, endReview, key) => instantReviewApi.startGroupJam(body, endReview, key),
  end: () => instantReviewApi.end(),
  reload: () => window.location.reload(),
};

export interface TeacherReviewViewProps {
  view: QrmCurrentQuestion;
  busy: boolean;
  error: string | null;
  onCommand(command: ReviewCommand): void;
  navigateTo(href: string): void;
  actions?: TeacherReviewActions;
}

/**
 * The teacher's review page, made for a projector: the current question large, how
 * many answered, the share right and the most common wrong answers, live; controls to
 * jump a level and pose, go to the next skill, edit the skill list, move the class into
 * a group jam on the reviewed skill, or end. Who got what wrong is never on the screen:
 * names show only whether a student has answered.
 */
export function TeacherReviewView({ view, busy, error, onCommand, navigateTo, actions = defaultActions }: TeacherReviewViewProps) {
  const { t } = useTranslation();
  const [showAnswer, setShowAnswer] = useState(false);
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState<'closed' | 'confirming' | 'sending'>('closed');
  const [pending, setPending] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const skills = view.skills ?? [];
  const index = skills.findIndex((skill) => skill.skillId === view.skill.skillId);
  const nextSkill = skills[index + 1] ?? (index === -1 ? skills[0] : undefined);
  const students = (view.answers ?? []).map((row) => row.studentUserId);
  const ended = view.status === 'ended';
  const shownError = actionError ?? error;

  const groupJam = async (endReview: boolean) => {
    if (pending !== null) return;
    setPending(endReview ? 'endAndGroupJam' : 'groupJam');
    setActionError(null);
    try {
      const room = await actions.startGroupJam({ skillIds: [view.skill.skillId], studentUserIds: students, skillToStartingLevel: { [view.skill.skillId]: view.question.level } }, endReview, newIdempotencyKey());
      navigateTo(roomPageHref(room));
    } catch (failure) {
      setActionError(isHttpError(failure) ? failure.errorKey : 'app.error.unexpected');
    } finally {
      setPending(null);
    }
  };

  const end = async () => {
    setEnding('sending');
    try {
      await actions.end();
      setEnding('closed');
      navigateTo(INSTANT_REVIEW_START_PATH);
    } catch (failure) {
      setEnding('closed');
      // Spec §8: a 403 reloads the page; other failures keep the review.
      if (isHttpError(failure) && failure.status === 403) actions.reload();
      else setActionError(isHttpError(failure) ? failure.errorKey : 'app.error.unexpected');
    }
  };

  return (
    <section className="qrm-page qrm-teacher" aria-labelledby="qrm-heading" data-testid="qrm-teacher">
      <header className="qrm-teacher-header">
        <h1 id="qrm-heading" className="qrm-skill">
          {t('instantReview.page.skillLevel', { code: view.skill.code, name: view.skill.name, level: view.question.level })}
        </h1>
        <p className="qrm-meta" data-testid="qrm-question-number">
          {t('instantReview.page.questionNumber', { number: view.question.questionNumber })}
        </p>
      </header>
      {ended ? (
        <div className="qrm-ended" role="status" data-testid="qrm-ended">
          <p>{view.endedReason === 'group_jam' ? t('instantReview.page.endedForGroupJam') : t('instantReview.page.ended')}</p>
          <a className="button button-link" href={INSTANT_REVIEW_START_PATH}>
            {t('instantReview.page.backToStart')}
          </a>
        </div>
      ) : null}
      <div className="qrm-board">
        <div className="qrm-question" data-testid="qrm-question">
          <QuestionDisplay prompt={view.question.prompt} art={view.question.art} promptTestId="qrm-prompt" />
          {view.question.choices ? (
            <ol className="qrm-choices" type="A">
              {view.question.choices.map((choice, at) => (
                <li key={`${at}-${choice}`}>{choice}</li>
              ))}
            </ol>
          ) : null}
          <button type="button" className="button button-quiet" aria-expanded={showAnswer} onClick={() => setShowAnswer((shown) => !shown)} data-testid="qrm-show-answer">
            {showAnswer ? t('instantReview.page.hideAnswer') : t('instantReview.page.showAnswer')}
          </button>
          {showAnswer ? (
            <div className="qrm-answer" data-testid="qrm-answer">
              <p className="qrm-answer-value">{t('instantReview.page.answer', { answer: view.correctAnswer })}</p>
              <p className="qrm-explanation">{view.explanation}</p>
            </div>
          ) : null}
        </div>
        <ReviewTally view={view} />
      </div>
      {shownError !== null ? (
        <p className="form-error" role="alert" data-testid="qrm-error">
          {t('instantReview.page.actionFailed', { error: t(shownError) })}
        </p>
      ) : null}
      {ended ? null : (
        <div className="qrm-controls" role="group" aria-label={t('instantReview.page.controls')}>
          <div className="qrm-control-row" role="group" aria-label={t('instantReview.page.levelJump')}>
            {(
              [
                [-1, 'easier'],
                [0, 'same'],
                [1, 'harder'],
              ] as const
            ).map(([jump, label]) => (
              <button
                key={label}
                type="button"
                className={jump === 0 ? 'button button-primary' : 'button'}
                aria-disabled={busy || (jump === -1 && view.question.level <= 1) || (jump === 1 && view.question.level >= 5) || undefined}
                data-testid={`qrm-pose-${label}`}
                onClick={() => {
                  if (busy || (jump === -1 && view.question.level <= 1) || (jump === 1 && view.question.level >= 5)) return;
                  onCommand({ kind: 'jump', numLevelsToJump: jump });
                }}
              >
                {jump === 0 ? t('instantReview.page.poseNext') : t(`instantReview.page.${label}`)}
              </button>
            ))}
          </div>
          <div className="qrm-control-row">
            {nextSkill ? (
              <button type="button" className="button" aria-disabled={busy || undefined} data-testid="qrm-next-skill" onClick={() => (busy ? undefined : onCommand({ kind: 'nextSkill', skill: { skillId: nextSkill.skillId, level: nextSkill.level } }))}>
                {t('instantReview.page.nextSkill')}: {nextSkill.name}
              </button>
            ) : null}
            <button type="button" className="button" aria-expanded={editing} data-testid="qrm-edit-skills" onClick={() => setEditing((open) => !open)}>
              {t('instantReview.page.editSkills')}
            </button>
            <button type="button" className="button" aria-disabled={pending !== null || undefined} data-testid="qrm-group-jam" onClick={() => void groupJam(false)}>
              {t('instantReview.page.groupJam')}
            </button>
            <button type="button" className="button" aria-disabled={pending !== null || undefined} data-testid="qrm-end-and-group-jam" onClick={() => void groupJam(true)}>
              {t('instantReview.page.endAndGroupJam')}
            </button>
            <button type="button" className="button" aria-haspopup="dialog" data-testid="qrm-page-end" onClick={() => setEnding('confirming')}>
              {t('instantReview.page.end')}
            </button>
          </div>
          {editing ? (
            <SkillListEditor
              skills={skills}
              busy={busy}
              onCancel={() => setEditing(false)}
              onSave={(next) => {
                onCommand({ kind: 'updateSkills', skills: next });
                setEditing(false);
              }}
            />
          ) : null}
        </div>
      )}
      <EndReviewDialog open={ending !== 'closed'} sending={ending === 'sending'} onClose={() => setEnding('closed')} onConfirm={() => void end()} />
    </section>
  );
}

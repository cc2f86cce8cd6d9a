import './takeoff-text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakeoffPlansAnswer } from '../../../events/takeoff';
import { MAX_GRADE } from '../../../events/curriculum';
import { TAKEOFF_SUBJECTS, type TakeoffSubject } from '../../../events/takeoff/takeoff-contract';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { useLoad } from '../../shared/loading/use-load';
import { takeoffApi, type TakeoffApi } from './takeoff-api';
import { TakeoffPlanLessons } from './takeoff-plan-lessons';
import './takeoff.css';

const GRADE_CHOICES = Array.from({ length: MAX_GRADE + 1 }, (_, grade) => grade);

/**
 * The Takeoff page (`/classes/takeoff`, issue 31, docs/takeoff.md): a teacher picks a subject and a
 * grade, reads the plan's lessons (notes, lesson and practice skills), assigns it to a class of hers,
 * and moves each class following it on to its next lesson; each class's current lesson is marked.
 */
export function TakeoffPage({ api = takeoffApi, initialGrade = 4 }: { api?: TakeoffApi; initialGrade?: number }) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<TakeoffSubject>('math');
  const [grade, setGrade] = useState(initialGrade);
  const [version, setVersion] = useState(0);
  const [classId, setClassId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [gradeChosen, setGradeChosen] = useState(false);
  const loaded = useLoad(`takeoff:${subject}:${grade}:${version}`, (signal) => api.plans(subject, grade, signal));
  // The page opens at the grade of the teacher's first class, until she picks one.
  const firstClassGrade = loaded.status === 'loaded' ? loaded.data.classes[0]?.grade : undefined;
  useEffect(() => {
    if (!gradeChosen && firstClassGrade !== undefined && firstClassGrade !== grade) {
      setGradeChosen(true);
      setGrade(firstClassGrade);
    }
  }, [gradeChosen, firstClassGrade, grade]);

  const act = async (action: () => Promise<unknown>, message: string) => {
    setErrorKey(null);
    setNotice(null);
    try {
      await action();
      setNotice(message);
      setVersion((each) => each + 1);
    } catch (error) {
      setErrorKey(isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY);
    }
  };

  const pickers = (
    <div className="takeoff-pickers">
      <label>
        {t('takeoffWeb.subject')}
        <select value={subject} onChange={(event) => setSubject(event.target.value as TakeoffSubject)}>
          {TAKEOFF_SUBJECTS.map((each) => <option key={each} value={each}>{t(`curriculum.subject.${each}`)}</option>)}
        </select>
      </label>
      <label>
        {t('takeoffWeb.grade')}
        <select value={grade} onChange={(event) => { setGradeChosen(true); setGrade(Number(event.target.value)); }}>
          {GRADE_CHOICES.map((each) => <option key={each} value={each}>{t(...gradeLabel(each))}</option>)}
        </select>
      </label>
    </div>
  );

  return (
    <main className="takeoff">
      <h1>{t('takeoffWeb.title')}</h1>
      <p>{t('takeoffWeb.intro')}</p>
      {pickers}
      {notice ? <p role="status">{notice}</p> : null}
      {errorKey ? <p role="alert">{t(errorKey)}</p> : null}
      {loaded.status === 'failed' ? (
        <p role="alert">
          {t(loaded.errorKey ?? 'takeoffWeb.loadFailed')}{' '}
          <button type="button" className="button button-quiet" onClick={loaded.retry}>{t('app.retry')}</button>
        </p>
      ) : loaded.status !== 'loaded' ? (
        <p role="status" aria-busy="true">{t('takeoffWeb.loading')}</p>
      ) : (
        <PlanSection
          answer={loaded.data}
          classId={classId}
          onClassId={setClassId}
          onAssign={(planId, target) => act(() => api.assign(planId, target.classId, newIdempotencyKey()), t('takeoffWeb.assigned', { className: target.name }))}
          onAdvance={(assignmentId, className, next) => act(() => api.advance(assignmentId, newIdempotencyKey()), t('takeoffWeb.moved', { className, lessonNumber: next }))}
        />
      )}
    </main>
  );
}

type SchoolClass = TakeoffPlansAnswer['classes'][number];

function PlanSection({ answer, classId, onClassId, onAssign, onAdvance }: {
  answer: TakeoffPlansAnswer;
  classId: string;
  onClassId: (classId: string) => void;
  onAssign: (planId: string, target: SchoolClass) => void;
  onAdvance: (assignmentId: string, className: string, next: number) => void;
}) {
  const { t } = useTranslation();
  const plan = answer.plans[0];
  if (plan === undefined) return <p>{t('takeoffWeb.noPlan')}</p>;
  const following = answer.classes.flatMap((each) => each.assignments.filter((assignment) => assignment.planId === plan.planId).map((assignment) => ({ schoolClass: each, assignment })));
  const target = answer.classes.find((each) => each.classId === classId) ?? answer.classes[0];
  return (
    <section aria-labelledby="takeoff-plan-heading">
      <h2 id="takeoff-plan-heading">{plan.name}</h2>
      {answer.classes.length === 0 ? (
        <p>{t('takeoffWeb.noClasses')}</p>
      ) : (
        <form className="takeoff-assign" onSubmit={(event) => { event.preventDefault(); if (target) onAssign(plan.planId, target); }}>
          <label>
            {t('takeoffWeb.class')}
            <select value={target?.classId ?? ''} onChange={(event) => onClassId(event.target.value)}>
              {answer.classes.map((each) => <option key={each.classId} value={each.classId}>{each.name}</option>)}
            </select>
          </label>
          <button type="submit" className="button">{t('takeoffWeb.assign')}</button>
        </form>
      )}
      {following.map(({ schoolClass, assignment }) => (
        <div key={assignment.assignmentId} className="takeoff-class" data-testid="takeoff-class">
          <p>{t('takeoffWeb.classOn', { className: schoolClass.name, lessonNumber: assignment.lessonNumber, lessonCount: assignment.lessonCount })}</p>
          {assignment.lessonNumber < assignment.lessonCount ? (
            <button type="button" className="button" onClick={() => onAdvance(assignment.assignmentId, schoolClass.name, assignment.lessonNumber + 1)}>
              {t('takeoffWeb.moveTo', { lessonNumber: assignment.lessonNumber + 1, className: schoolClass.name })}
            </button>
          ) : (
            <p className="takeoff-meta">{t('takeoffWeb.finished')}</p>
          )}
        </div>
      ))}
      <TakeoffPlanLessons lessons={plan.lessons} current={following.map(({ schoolClass, assignment }) => ({ className: schoolClass.name, lessonNumber: assignment.lessonNumber }))} />
    </section>
  );
}

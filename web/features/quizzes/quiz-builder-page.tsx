import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizBuilderOptions, QuizList } from '../../../events/quizzes';
import { QUIZ_LIMITS } from '../../../events/quizzes/quiz-contract';
import { TEACHER_QUIZZES_PATH, teacherQuizPath } from './quiz-paths';
import { QuizSkillPicker, type ChosenSkill, type QuizSkillPickerProps } from './quiz-skill-picker';
import { quizzesApi, type QuizAssignmentBody, type QuizzesApi } from './quizzes-api';
import { errorKeyOf, useQuizLoad } from './use-quiz-load';
import './quizzes.css';

export interface QuizBuilderPageProps {
  /** A quiz resource to assign (`?resource=`): no source to choose, its questions are kept. */
  resourceQuizId?: string | null;
  api?: QuizzesApi;
  loadSkills?: QuizSkillPickerProps['loadSkills'];
  onCreated?: (href: string) => void;
  /** The current time (the opening time's default). */
  now?: () => Date;
}

/** `datetime-local`'s value of a moment, in the browser's time zone. */
function localInput(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * The quiz builder (issue 29, docs/quizzes.md): a title, questions from a Spark Studio set or from skills
 * (subject, grade, skill; questions per skill), her classes or single students, the opening and closing times
 * and an optional time limit. With `resourceQuizId` it assigns a shared quiz to her classes instead.
 */
export function QuizBuilderPage({ resourceQuizId = null, api = quizzesApi, loadSkills, onCreated = (href) => window.location.assign(href), now = () => new Date() }: QuizBuilderPageProps) {
  const { t } = useTranslation();
  const options = useQuizLoad<{ builder: QuizBuilderOptions; list: QuizList | null }>(async () => ({ builder: await api.builderOptions(), list: resourceQuizId ? await api.list() : null }));
  const [title, setTitle] = useState('');
  const [source, setSource] = useState<'questionSet' | 'skills'>('questionSet');
  const [questionSetId, setQuestionSetId] = useState('');
  const [skills, setSkills] = useState<ChosenSkill[]>([]);
  const [perSkill, setPerSkill] = useState<number>(QUIZ_LIMITS.defaultQuestionsPerSkill);
  const [classIds, setClassIds] = useState<string[]>([]);
  const [studentUserIds, setStudentUserIds] = useState<string[]>([]);
  const [opensAt, setOpensAt] = useState(() => localInput(now()));
  const [closesAt, setClosesAt] = useState(() => localInput(new Date(now().getTime() + 7 * 86_400_000)));
  const [timeLimit, setTimeLimit] = useState('');
  const [saving, setSaving] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const resource = resourceQuizId && options.state.status === 'loaded' ? (options.state.data.list?.resources.find((each) => each.quizId === resourceQuizId) ?? null) : null;
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((each) => each !== id) : [...list, id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorKey(null);
    const opens = new Date(opensAt);
    const closes = new Date(closesAt);
    if (Number.isNaN(opens.getTime()) || Number.isNaN(closes.getTime())) return setErrorKey('quizzes.invalid_times');
    const body: QuizAssignmentBody = {
      title: title.trim() === '' && resource ? resource.title : title,
      classIds,
      studentUserIds,
      opensAt: opens.toISOString(),
      closesAt: closes.toISOString(),
      timeLimitMinutes: timeLimit.trim() === '' ? null : Number(timeLimit),
      ...(resourceQuizId ? {} : source === 'questionSet' ? { questionSetId } : { permacodes: skills.map((skill) => skill.permacode), questionsPerSkill: perSkill }),
    };
    if (!resourceQuizId && source === 'questionSet' && questionSetId === '') return setErrorKey('quizzes.choose_source');
    setSaving(true);
    try {
      const { quizId } = resourceQuizId ? await api.assign(resourceQuizId, body) : await api.create(body);
      onCreated(teacherQuizPath(quizId));
    } catch (error) {
      setErrorKey(errorKeyOf(error, 'quizzes.loadFailed'));
      setSaving(false);
    }
  };

  if (options.state.status !== 'loaded') {
    return (
      <section className="quizzes-page">
        <h1>{t(resourceQuizId ? 'quizzes.builder.assignTitle' : 'quizzes.builder.title')}</h1>
        {options.state.status === 'loading' ? <p role="status">{t('quizzes.loading')}</p> : <p role="alert" className="form-error">{t(options.state.errorKey)}</p>}
      </section>
    );
  }
  const { classes, questionSets } = options.state.data.builder;
  const students = [...new Map(classes.flatMap((each) => each.students).map((student) => [student.userId, student])).values()].sort((a, b) => a.displayName.localeCompare(b.displayName));

  return (
    <section className="quizzes-page" aria-labelledby="quiz-builder-heading">
      <h1 id="quiz-builder-heading">{t(resourceQuizId ? 'quizzes.builder.assignTitle' : 'quizzes.builder.title')}</h1>
      {resource ? <p>{t('quizzes.builder.assignIntro', { title: resource.title })}</p> : null}
      <form className="quizzes-form" onSubmit={submit} noValidate data-testid="quiz-builder">
        <div className="field">
          <label htmlFor="quiz-title">{t('quizzes.builder.name')}</label>
          <input id="quiz-title" type="text" maxLength={QUIZ_LIMITS.title} value={title} placeholder={resource?.title ?? ''} onChange={(event) => setTitle(event.target.value)} required={!resource} />
        </div>
        {resourceQuizId ? null : (
          <fieldset className="quizzes-fieldset">
            <legend>{t('quizzes.builder.source')}</legend>
            <label className="quizzes-radio">
              <input type="radio" name="quiz-source" checked={source === 'questionSet'} onChange={() => setSource('questionSet')} />
              {t('quizzes.builder.fromSet')}
            </label>
            <label className="quizzes-radio">
              <input type="radio" name="quiz-source" checked={source === 'skills'} onChange={() => setSource('skills')} />
              {t('quizzes.builder.fromSkills')}
            </label>
            {source === 'questionSet' ? (
              <div className="field">
                <label htmlFor="quiz-set">{t('quizzes.builder.set')}</label>
                <select id="quiz-set" data-testid="quiz-set" value={questionSetId} onChange={(event) => setQuestionSetId(event.target.value)}>
                  <option value="">{t('quizzes.builder.chooseSet')}</option>
                  {questionSets.map((set) => (
                    <option key={set.questionSetId} value={set.questionSetId}>
                      {set.mine ? t('quizzes.builder.setOption', { title: set.title, count: set.questionCount }) : t('quizzes.builder.sharedSetOption', { title: set.title, count: set.questionCount, author: set.authorDisplayName })}
                    </option>
                  ))}
                </select>
                {questionSets.length === 0 ? <p className="field-hint">{t('quizzes.builder.noSets')}</p> : null}
              </div>
            ) : (
              <>
                <QuizSkillPicker chosen={skills} onChange={setSkills} {...(loadSkills ? { loadSkills } : {})} />
                <div className="field">
                  <label htmlFor="quiz-per-skill">{t('quizzes.builder.questionsPerSkill')}</label>
                  <input
                    id="quiz-per-skill"
                    type="number"
                    min={QUIZ_LIMITS.minQuestionsPerSkill}
                    max={QUIZ_LIMITS.maxQuestionsPerSkill}
                    value={perSkill}
                    onChange={(event) => setPerSkill(Number(event.target.value))}
                  />
                </div>
              </>
            )}
          </fieldset>
        )}
        <fieldset className="quizzes-fieldset">
          <legend>{t('quizzes.builder.assignTo')}</legend>
          <p className="quizzes-subheading">{t('quizzes.builder.classes')}</p>
          {classes.map((each) => (
            <label key={each.classId} className="quizzes-check">
              <input type="checkbox" checked={classIds.includes(each.classId)} onChange={() => setClassIds(toggle(classIds, each.classId))} />
              {each.name}
            </label>
          ))}
          <details className="quizzes-students">
            <summary>{t('quizzes.builder.students')}</summary>
            {students.map((student) => (
              <label key={student.userId} className="quizzes-check">
                <input type="checkbox" checked={studentUserIds.includes(student.userId)} onChange={() => setStudentUserIds(toggle(studentUserIds, student.userId))} />
                {student.displayName}
              </label>
            ))}
          </details>
        </fieldset>
        <div className="quizzes-times">
          <div className="field">
            <label htmlFor="quiz-opens">{t('quizzes.builder.opensAt')}</label>
            <input id="quiz-opens" type="datetime-local" value={opensAt} onChange={(event) => setOpensAt(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="quiz-closes">{t('quizzes.builder.closesAt')}</label>
            <input id="quiz-closes" type="datetime-local" value={closesAt} onChange={(event) => setClosesAt(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="quiz-time-limit">{t('quizzes.builder.timeLimit')}</label>
            <input
              id="quiz-time-limit"
              type="number"
              min={QUIZ_LIMITS.minTimeLimitMinutes}
              max={QUIZ_LIMITS.maxTimeLimitMinutes}
              value={timeLimit}
              onChange={(event) => setTimeLimit(event.target.value)}
            />
          </div>
        </div>
        {errorKey ? (
          <p className="form-error" role="alert" data-testid="quiz-builder-error">
            {t(errorKey)}
          </p>
        ) : null}
        <div className="quizzes-actions">
          <button type="submit" className="button button-primary" disabled={saving} data-testid="quiz-create">
            {saving ? t('quizzes.builder.creating') : t(resourceQuizId ? 'quizzes.builder.assign' : 'quizzes.builder.create')}
          </button>
          <a className="button" href={TEACHER_QUIZZES_PATH}>
            {t('quizzes.builder.cancel')}
          </a>
        </div>
      </form>
    </section>
  );
}

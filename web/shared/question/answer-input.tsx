import { useId, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RESPONSE_LENGTH } from '../../../events/practice/practice-contract';
import './question.css';

/** How a question is answered: a number, a fraction, one of its choices, or a short text (Spark Studio). */
export type AnswerType = 'number' | 'fraction' | 'choice' | 'text';
export type TypedAnswerType = Exclude<AnswerType, 'choice'>;

export interface AnswerInputProps {
  answerType: AnswerType;
  /** The options of a choice question (ignored otherwise). */
  choices?: readonly string[] | null;
  value: string;
  onChange(value: string): void;
  /** While the answer cannot change (sent, or shown after the fact): choices disabled, the field read-only. */
  locked?: boolean;
  /** Enter on a chosen option (a radio does not submit its form by itself everywhere). */
  onEnter?(): void;
  /** Ids of further descriptions (an error under the field). */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The typed field, to focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** The options' fieldset, to focus its first option. */
  choicesRef?: Ref<HTMLFieldSetElement>;
  /** The typed field's test id. */
  testId?: string;
}

/** The answer input of a question: its choices as radio buttons, or one typed field with its hint. */
export function AnswerInput(props: AnswerInputProps) {
  return props.answerType === 'choice' ? <ChoiceAnswerInput {...props} /> : <TypedAnswerInput {...props} answerType={props.answerType} />;
}

/** Radio buttons, one per choice, in a fieldset named "Choose an answer". */
export function ChoiceAnswerInput({ choices, value, onChange, locked = false, onEnter, describedBy, choicesRef }: AnswerInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <fieldset className="question-choices" ref={choicesRef} aria-describedby={describedBy || undefined}>
      <legend>{t('question.choicesLabel')}</legend>
      {(choices ?? []).map((choice, index) => (
        <label key={`${index}-${choice}`} className="question-choice">
          <input
            type="radio"
            name={`choice-${name}`}
            value={choice}
            checked={value === choice}
            disabled={locked}
            onChange={() => onChange(choice)}
            onKeyDown={onKeyDown}
          />
          <span>{choice}</span>
        </label>
      ))}
    </fieldset>
  );
}

const HINTS: Record<TypedAnswerType, string> = {
  number: 'question.numberHint',
  fraction: 'question.fractionHint',
  text: 'question.textHint',
};

/** One text field labelled "Your answer", with a hint for the kind of answer (a number, a fraction, a text). */
export function TypedAnswerInput({
  answerType,
  value,
  onChange,
  locked = false,
  describedBy,
  invalid = false,
  inputRef,
  testId,
}: AnswerInputProps & { answerType: TypedAnswerType }) {
  const { t } = useTranslation();
  const ids = useId();
  const hintId = `${ids}-hint`;
  return (
    <div className="field question-field">
      <label htmlFor={`${ids}-answer`}>{t('question.answerLabel')}</label>
      <input
        ref={inputRef}
        id={`${ids}-answer`}
        type="text"
        inputMode={answerType === 'number' ? 'decimal' : 'text'}
        autoComplete="off"
        spellCheck={answerType === 'text'}
        // The longest answer any question takes (practice's; a room's guesses take the same).
        maxLength={MAX_RESPONSE_LENGTH}
        value={value}
        readOnly={locked}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <p id={hintId} className="question-hint">
        {t(HINTS[answerType])}
      </p>
    </div>
  );
}

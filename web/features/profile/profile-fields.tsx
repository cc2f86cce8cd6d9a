import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileField } from '../../../events/profile';
import type { AutosaveState } from './field-autosave-machine';
import type { FieldValue } from './profile-api';
import { useFieldAutosave, type AutosaveServices } from './use-field-autosave';

export interface FieldProps {
  field: ProfileField;
  services: AutosaveServices;
}

/** A field's autosave state and stored error, beside it (a polite live region). */
export function AutosaveStatus({ id, state, error }: { id: string; state: AutosaveState; error: string | null }) {
  const { t } = useTranslation();
  return (
    <span id={id} className="profile-status" role="status" data-state={state} data-testid="profile-status">
      {error !== null && state !== 'PENDING' ? (
        <span className="form-error profile-error">{t('profile.error', { message: t(error) })}</span>
      ) : state === 'CLEAR' ? null : (
        t(`profile.status.${state}`)
      )}
    </span>
  );
}

/** Text saved when it loses the focus (or on Enter), if it changed. */
export function TextField({ field, services, initial, type = 'text', maxLength = 256, autoComplete }: FieldProps & { initial: string; type?: string; maxLength?: number; autoComplete?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const autosave = useFieldAutosave(field, services);
  const [value, setValue] = useState(initial);
  const [lastSent, setLastSent] = useState(initial);
  const commit = () => {
    if (value === lastSent) return;
    setLastSent(value);
    autosave.save(value);
  };
  return (
    <div className="profile-field" data-field={field}>
      <label htmlFor={id}>{t(`profile.fields.${field}`)}</label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-describedby={`${id}-status`}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        data-testid={`profile-${field}`}
      />
      <AutosaveStatus id={`${id}-status`} state={autosave.state} error={autosave.error} />
    </div>
  );
}

/** A choice from a list, saved on change. */
export function SelectField({ field, services, initial, options, toValue = (text) => text }: FieldProps & { initial: string; options: { value: string; label: string }[]; toValue?(text: string): FieldValue }) {
  const { t } = useTranslation();
  const id = useId();
  const autosave = useFieldAutosave(field, services);
  const [value, setValue] = useState(initial);
  return (
    <div className="profile-field" data-field={field}>
      <label htmlFor={id}>{t(`profile.fields.${field}`)}</label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          setValue(event.target.value);
          autosave.save(toValue(event.target.value));
        }}
        data-testid={`profile-${field}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <AutosaveStatus id={`${id}-status`} state={autosave.state} error={autosave.error} />
    </div>
  );
}

/** An on/off setting, saved on change; `extras` go with it (a parent's `forUserId`), `label` names it when it is not the user's own. */
export function FlagField({ field, services, initial, extras, label, testId }: FieldProps & { initial: boolean; extras?: Record<string, string>; label?: string; testId?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const autosave = useFieldAutosave(field, services);
  const [checked, setChecked] = useState(initial);
  return (
    <div className="profile-field profile-flag" data-field={field}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          setChecked(event.target.checked);
          autosave.save(event.target.checked, extras);
        }}
        data-testid={testId ?? `profile-${field}`}
      />
      <label htmlFor={id}>{label ?? t(`profile.fields.${field}`)}</label>
      <AutosaveStatus id={`${id}-status`} state={autosave.state} error={autosave.error} />
    </div>
  );
}

/** Several boxes whose checked values are saved together as a list. */
export function ListField({ field, services, initial, options }: FieldProps & { initial: readonly string[]; options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const id = useId();
  const autosave = useFieldAutosave(field, services);
  const [chosen, setChosen] = useState<readonly string[]>(initial);
  return (
    <fieldset className="profile-field profile-list" data-field={field} aria-describedby={`${id}-status`}>
      <legend>{t(`profile.fields.${field}`)}</legend>
      {options.map((option) => (
        <label key={option.value} className="profile-list-option">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => {
              const next = event.target.checked ? [...chosen, option.value] : chosen.filter((each) => each !== option.value);
              const ordered = options.map((each) => each.value).filter((each) => next.includes(each));
              setChosen(ordered);
              autosave.save(ordered);
            }}
            data-testid={`profile-${field}-${option.value}`}
          />
          {option.label}
        </label>
      ))}
      <AutosaveStatus id={`${id}-status`} state={autosave.state} error={autosave.error} />
    </fieldset>
  );
}

/** A radio group saved on change, each option drawn by `render`. */
export function PickerField({ field, services, initial, groups, render }: FieldProps & { initial: string; groups: { name: string; label: string; options: { value: string; label: string }[] }[]; render(value: string): ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const autosave = useFieldAutosave(field, services);
  const [value, setValue] = useState(initial);
  return (
    <fieldset className="profile-field profile-picker" data-field={field} aria-describedby={`${id}-status`}>
      {/* The section's heading says it already. */}
      <legend className="visually-hidden">{t(`profile.fields.${field}`)}</legend>
      {groups.map((group) => (
        <div key={group.name} className="profile-picker-group" role="group" aria-label={group.label}>
          <p className="profile-picker-label" aria-hidden="true">
            {group.label}
          </p>
          <div className="profile-picker-options">
            {group.options.map((option) => (
              <label key={option.value} className="profile-picker-option" title={option.label}>
                <input
                  type="radio"
                  name={id}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => {
                    setValue(option.value);
                    autosave.save(option.value);
                  }}
                  data-testid={`profile-${field}-${option.value}`}
                />
                {render(option.value)}
                <span className="visually-hidden">{option.label}</span>
              </label>
            ))}
          </div>
        </div>
      ))}
      <AutosaveStatus id={`${id}-status`} state={autosave.state} error={autosave.error} />
    </fieldset>
  );
}

/** A parent's secret word (its own or a child's): written, sent, cleared; never kept in the page or in storage. */
export function SecretWordField({ field, services, family }: FieldProps & { family: { userId: string; username: string }[] }) {
  const { t } = useTranslation();
  const id = useId();
  const autosave = useFieldAutosave(field, services);
  const [word, setWord] = useState('');
  const [forUserId, setForUserId] = useState(family[0]?.userId ?? '');
  return (
    <form
      className="profile-field profile-secret-word"
      onSubmit={(event) => {
        event.preventDefault();
        autosave.save(word, forUserId ? { forUserId } : {});
        setWord('');
      }}
    >
      {family.length > 1 ? (
        <>
          <label htmlFor={`${id}-for`}>{t('profile.fields.secretWordFor')}</label>
          <select id={`${id}-for`} value={forUserId} onChange={(event) => setForUserId(event.target.value)} data-testid="profile-secretWord-for">
            {family.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.username}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label htmlFor={id}>{t('profile.fields.secretWord')}</label>
      <input id={id} type="password" autoComplete="new-password" value={word} maxLength={64} onChange={(event) => setWord(event.target.value)} aria-describedby={`${id}-status`} data-testid="profile-secretWord" />
      <button type="submit" className="button" disabled={word.trim() === ''} data-testid="profile-secretWord-save">
        {t('profile.setSecretWord')}
      </button>
      <AutosaveStatus id={`${id}-status`} state={autosave.state} error={autosave.error} />
    </form>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';

export interface RecipientChoice {
  /** A whole class, or '' for the ticked students. */
  classId: string;
  studentUserIds: ReadonlySet<string>;
}

export interface RecipientPickerProps {
  classes: ClassWithStudents[];
  value: RecipientChoice;
  disabled: boolean;
  onChange(value: RecipientChoice): void;
}

/** Whole class (sent as `classId`) or ticked students (sent as `studentUserIds`). */
export function RecipientPicker({ classes, value, disabled, onChange }: RecipientPickerProps) {
  const { t } = useTranslation();
  const ids = useId();
  const wholeClass = value.classId !== '';
  const toggleStudent = (userId: string, checked: boolean) => {
    const next = new Set(value.studentUserIds);
    if (checked) next.add(userId);
    else next.delete(userId);
    onChange({ ...value, studentUserIds: next });
  };
  return (
    <div className="field compose-recipients">
      <label htmlFor={`${ids}-class`}>{t('liveMessages.compose.recipientsLabel')}</label>
      <select
        id={`${ids}-class`}
        data-testid="compose-class"
        value={value.classId}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, classId: event.target.value })}
      >
        <option value="">{t('liveMessages.compose.selectedStudents')}</option>
        {classes.map((group) => (
          <option key={group.classId} value={group.classId}>
            {t('liveMessages.compose.wholeClass', { name: group.name })}
          </option>
        ))}
      </select>
      {classes.map((group) => (
        <fieldset key={group.classId} className="compose-students" disabled={disabled || wholeClass}>
          <legend>{group.name}</legend>
          {group.students.map((student) => {
            const id = `${ids}-student-${student.userId}`;
            const checked = wholeClass ? value.classId === group.classId : value.studentUserIds.has(student.userId);
            return (
              <div key={student.userId} className="field-checkbox">
                <input
                  id={id}
                  type="checkbox"
                  data-testid={`compose-student-${student.userId}`}
                  checked={checked}
                  onChange={(event) => toggleStudent(student.userId, event.target.checked)}
                />
                <label htmlFor={id}>{student.displayName}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { ReportAnswer, ReportBody, type ReportBodies, type ReportInterval, type ReportLoad } from '../../shared/reports/report-page';
import { ReportSelect } from '../../shared/reports/report-select';

/** What every administrator report's answer carries: the schools the reader may choose (none: they have no school). */
interface SchoolScoped {
  schoolOptions: readonly { schoolId: string; name: string }[];
}

/** The administrator reports' school picker: all the reader's schools, or one. The options come with each answer. */
export function ReportSchoolPicker({ value, onChange, schools }: { value: string; onChange(schoolId: string): void; schools: SchoolScoped['schoolOptions'] | undefined }) {
  const { t } = useTranslation();
  return (
    <ReportSelect
      label={t('adminReports.schoolPicker')}
      value={value}
      emptyOption={t('adminReports.allSchools')}
      options={(schools ?? []).map((school) => ({ value: school.schoolId, label: school.name }))}
      onChange={onChange}
      testId="report-school"
    />
  );
}

/** The grade picker of the standards and quiz-resource reports: all grades, or one of those the answer offers (a grade asked for stays choosable). */
export function ReportGradePicker({ grade, onChange, grades }: { grade: number | null; onChange(grade: number | null): void; grades: readonly number[] | undefined }) {
  const { t } = useTranslation();
  return (
    <ReportSelect
      label={t('standardsReports.gradePicker')}
      value={grade === null ? '' : String(grade)}
      emptyOption={t('standardsReports.allGrades')}
      options={(grades ?? (grade === null ? [] : [grade])).map((option) => ({ value: String(option), label: t(...gradeLabel(option)) }))}
      onChange={(value) => onChange(value === '' ? null : Number(value))}
      testId="report-grade"
    />
  );
}

/** An administrator report's answer: "no schools" for a reader without one, else the report's body under the days it covers. */
export function AdministratorReportAnswer<Answers, R extends keyof Answers & string>({ report, answer, bodies }: { report: R; answer: ReportLoad<Answers[R] & SchoolScoped & ReportInterval>; bodies: ReportBodies<Answers> }) {
  const { t } = useTranslation();
  return (
    <ReportAnswer report={report} answer={answer} interval={(data) => (data.schoolOptions.length === 0 ? null : data)}>
      {(data) => (data.schoolOptions.length === 0 ? <p data-testid="report-no-schools">{t('adminReports.noSchools')}</p> : <ReportBody bodies={bodies} report={report} data={data} />)}
    </ReportAnswer>
  );
}

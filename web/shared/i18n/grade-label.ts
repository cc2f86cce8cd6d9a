/** i18n key and options naming a grade in the messages' `curriculum` section: "Kindergarten" or "Grade 4". */
export function gradeLabel(grade: number): [key: string, options: { grade: number }] {
  return [grade === 0 ? 'curriculum.kindergarten' : 'curriculum.grade', { grade }];
}

/**
 * Text of the assessment reports (issue 30 item 5; web/features/reports/administrator-report-assessments.tsx;
 * docs/assessment-reports.md): English, then its Spanish twin, key for key. Their labels and intros sit
 * with the other administrator reports' (reports-administrator-messages.ts).
 */
export const reportsAssessmentMessages = {
  assessmentReports: {
    columns: {
      student: 'Student',
      subject: 'Subject',
      level: 'Level',
      percentile: 'Percentile',
      risk: 'Screener result',
      growth: 'Growth',
      period: 'Period of the year',
      meanLevel: 'Mean level',
    },
    subjects: { math: 'Math', ela: 'Language arts' },
    periods: { beginning: 'Beginning of year', middle: 'Middle of year', end: 'End of year' },
    atRisk: 'At risk',
    onTrack: 'On track',
    charts: {
      screened: 'Students screened, on track and at risk',
      meanLevel: 'Mean benchmark level per period',
    },
    emptyScreener: 'No screener finished in this range.',
    emptyBenchmark: 'No benchmark finished in this range.',
  },
};

export const reportsAssessmentSpanishMessages: typeof reportsAssessmentMessages = {
  assessmentReports: {
    columns: {
      student: 'Estudiante',
      subject: 'Materia',
      level: 'Nivel',
      percentile: 'Percentil',
      risk: 'Resultado de la evaluación',
      growth: 'Crecimiento',
      period: 'Periodo del año',
      meanLevel: 'Nivel medio',
    },
    subjects: { math: 'Matemáticas', ela: 'Lengua' },
    periods: { beginning: 'Inicio del año', middle: 'Mitad del año', end: 'Fin del año' },
    atRisk: 'En riesgo',
    onTrack: 'En buen camino',
    charts: {
      screened: 'Estudiantes evaluados, en buen camino y en riesgo',
      meanLevel: 'Nivel medio de referencia por periodo',
    },
    emptyScreener: 'Ninguna evaluación universal terminada en este periodo.',
    emptyBenchmark: 'Ninguna evaluación de referencia terminada en este periodo.',
  },
};

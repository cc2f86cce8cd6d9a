/**
 * Text of the assessment reports (issue 30 item 5; web/features/reports/administrator-report-assessments.tsx;
 * docs/assessment-reports.md), their labels and intros included: English, then its Spanish twin, key for
 * key. It comes with the reports' chunks (web/features/reports/assessment-reports-text.ts), merged into
 * `adminReports`, not with the first visit's (issue 33's budget).
 */
export const reportsAssessmentMessages = {
  adminReports: {
    labels: {
      'universal-screener-results': 'Universal Screener Results',
      'benchmark-growth': 'Benchmark Growth',
      'levelup-diagnostic-results': 'LevelUp Diagnostic Results',
      'flex-diagnostic-results': 'Flex Diagnostic Results',
      'flex-diagnostic-tier-analysis': 'Flex Diagnostic Tier Analysis',
    },
    intros: {
      'universal-screener-results': 'Who was screened in each school and grade, and who the screener flags at risk (tier 2 or 3).',
      'benchmark-growth': 'Each student’s benchmark level at the beginning, middle and end of the year, and how far it grew.',
      'levelup-diagnostic-results': 'Each student’s latest LevelUp levels, overall and per strand, and the grade-level band they give.',
      'flex-diagnostic-results': 'Each student’s latest Flex snapshot: level, percentile, tier and strands.',
      'flex-diagnostic-tier-analysis': 'How many students of each school and grade are in tier 1 (on track), 2 (some risk) and 3 (high risk).',
    },
  },
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
      band: 'Grade-level band',
      strands: 'Strand levels',
      strandsRight: 'Strands (right of answered)',
      tier: 'Tier',
      students: 'Students',
    },
    strands: {
      'numbers-and-operations': 'Numbers and operations',
      'algebraic-thinking': 'Algebra and algebraic thinking',
      fractions: 'Fractions',
      geometry: 'Geometry',
      'measurement-and-data': 'Measurement and data',
      'reading-literature': 'Reading literature',
      'reading-informational': 'Reading informational text',
      vocabulary: 'Vocabulary',
      language: 'Language',
    },
    tiers: { 1: 'Tier 1 (on track)', 2: 'Tier 2 (some risk)', 3: 'Tier 3 (high risk)' },
    pinpointRule: 'A level is pinpointed once the diagnostic is sure enough of it (docs: a standard error of 60 points or less, after at least 8 answers); until then the student counts as Not pinpointed.',
    emptyLevelUp: 'No LevelUp sitting finished in this range.',
    emptyFlex: 'No Flex snapshot finished in this range.',
    subjects: { math: 'Math', ela: 'Language arts' },
    periods: { beginning: 'Beginning of year', middle: 'Middle of year', end: 'End of year' },
    atRisk: 'At risk',
    onTrack: 'On track',
    charts: {
      screened: 'Students screened, on track and at risk',
      studentsPerTier: 'Students per tier',
      meanLevel: 'Mean benchmark level per period',
    },
    emptyScreener: 'No screener finished in this range.',
    emptyBenchmark: 'No benchmark finished in this range.',
  },
};

export const reportsAssessmentSpanishMessages: typeof reportsAssessmentMessages = {
  adminReports: {
    labels: {
      'universal-screener-results': 'Resultados de la evaluación universal',
      'benchmark-growth': 'Crecimiento en las evaluaciones de referencia',
      'levelup-diagnostic-results': 'Resultados del diagnóstico LevelUp',
      'flex-diagnostic-results': 'Resultados del diagnóstico Flex',
      'flex-diagnostic-tier-analysis': 'Análisis por niveles del diagnóstico Flex',
    },
    intros: {
      'universal-screener-results': 'Quién fue evaluado en cada escuela y grado, y a quién la evaluación señala en riesgo (nivel 2 o 3).',
      'benchmark-growth': 'El nivel de cada estudiante al inicio, a mitad y al final del año, y cuánto creció.',
      'levelup-diagnostic-results': 'Los últimos niveles LevelUp de cada estudiante, global y por área, y la banda de grado que dan.',
      'flex-diagnostic-results': 'La última instantánea Flex de cada estudiante: nivel, percentil, nivel de apoyo y áreas.',
      'flex-diagnostic-tier-analysis': 'Cuántos estudiantes de cada escuela y grado están en el nivel 1 (en buen camino), 2 (algo de riesgo) y 3 (riesgo alto).',
    },
  },
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
      band: 'Banda de grado',
      strands: 'Niveles por área',
      strandsRight: 'Áreas (correctas de respondidas)',
      tier: 'Nivel de apoyo',
      students: 'Estudiantes',
    },
    strands: {
      'numbers-and-operations': 'Números y operaciones',
      'algebraic-thinking': 'Álgebra y pensamiento algebraico',
      fractions: 'Fracciones',
      geometry: 'Geometría',
      'measurement-and-data': 'Medición y datos',
      'reading-literature': 'Lectura de literatura',
      'reading-informational': 'Lectura de textos informativos',
      vocabulary: 'Vocabulario',
      language: 'Lenguaje',
    },
    tiers: { 1: 'Nivel 1 (en buen camino)', 2: 'Nivel 2 (algo de riesgo)', 3: 'Nivel 3 (riesgo alto)' },
    pinpointRule: 'Un nivel queda determinado cuando el diagnóstico está bastante seguro (un error típico de 60 puntos o menos, tras al menos 8 respuestas); hasta entonces el estudiante cuenta como «Sin determinar».',
    emptyLevelUp: 'Ninguna sesión LevelUp terminada en este periodo.',
    emptyFlex: 'Ninguna instantánea Flex terminada en este periodo.',
    subjects: { math: 'Matemáticas', ela: 'Lengua' },
    periods: { beginning: 'Inicio del año', middle: 'Mitad del año', end: 'Fin del año' },
    atRisk: 'En riesgo',
    onTrack: 'En buen camino',
    charts: {
      screened: 'Estudiantes evaluados, en buen camino y en riesgo',
      studentsPerTier: 'Estudiantes por nivel de apoyo',
      meanLevel: 'Nivel medio de referencia por periodo',
    },
    emptyScreener: 'Ninguna evaluación universal terminada en este periodo.',
    emptyBenchmark: 'Ninguna evaluación de referencia terminada en este periodo.',
  },
};

/**
 * Text of the administrator quiz-resource reports (issue 29 item 5; web/features/reports,
 * administrator-report-quiz-resource-*; docs/administrator-reports.md "Quiz resource
 * reports") and the server's `quiz_resource_reports.*` error keys: English, then its
 * Spanish twin, key for key. The per-question columns are the quiz reports' (`quizReports`).
 */
export const reportsQuizResourceMessages = {
  quiz_resource_reports: {
    // Server error key (server/reports/quiz-resource-reports.ts).
    not_your_resource: 'That quiz resource is not shared with your schools.',
  },
  quizResourceReports: {
    labels: {
      'quiz-resource-results': 'Quiz Resource Results',
      'quiz-resource-item-analysis': 'Quiz Resource Item Analysis',
    },
    intros: {
      'quiz-resource-results': 'A quiz shared with the school or district, over every school that assigned it: per school and grade, the students assigned, those who submitted and their average score.',
      'quiz-resource-item-analysis': 'A quiz shared with the school or district, over every school that assigned it: per question, the share of students who answered it right and the wrong answers they chose.',
    },
    resourcePicker: 'Quiz resource',
    resourceOption: '{{title}} ({{author}}, used {{uses}}×)',
    noResources: 'No quiz resource was assigned in these schools in this period.',
    noAssignments: 'No student of this grade was assigned this resource in these schools in this period.',
    sharedBy: {
      school: 'Shared by {{author}} with {{school}}',
      district: 'Shared by {{author}} ({{school}}) with the district',
    },
    summary: '{{questions}} questions · used {{uses}}× in {{schools}} schools',
    scoreRule: 'Average score: right answers of all the questions, over the students who submitted; an attempt not submitted counts at its deadline.',
    rightRule: 'Share right: of the assigned students who answered the question, those whose answer was right.',
    schoolsCounted: 'Schools counted: {{schools}}.',
    schoolFigures: '{{school}} ({{submitted}} of {{assigned}} submitted)',
    columns: {
      assigned: 'Students assigned',
      submitted: 'Submitted',
      averageScore: 'Average score',
    },
    charts: {
      school: '{{school}}: per grade (%)',
      submittedPercent: 'Submitted (%)',
    },
  },
};

export const reportsQuizResourceSpanishMessages: typeof reportsQuizResourceMessages = {
  quiz_resource_reports: {
    not_your_resource: 'Ese recurso de cuestionario no está compartido con sus escuelas.',
  },
  quizResourceReports: {
    labels: {
      'quiz-resource-results': 'Resultados del recurso de cuestionario',
      'quiz-resource-item-analysis': 'Análisis de preguntas del recurso de cuestionario',
    },
    intros: {
      'quiz-resource-results': 'Un cuestionario compartido con la escuela o el distrito, en cada escuela que lo asignó: por escuela y grado, los estudiantes asignados, los que lo entregaron y su puntuación media.',
      'quiz-resource-item-analysis': 'Un cuestionario compartido con la escuela o el distrito, en cada escuela que lo asignó: por pregunta, la proporción de estudiantes que la respondieron bien y las respuestas incorrectas que eligieron.',
    },
    resourcePicker: 'Recurso de cuestionario',
    resourceOption: '{{title}} ({{author}}, usado {{uses}}×)',
    noResources: 'Ningún recurso de cuestionario se asignó en estas escuelas en este periodo.',
    noAssignments: 'A ningún estudiante de este grado se le asignó este recurso en estas escuelas en este periodo.',
    sharedBy: {
      school: 'Compartido por {{author}} con {{school}}',
      district: 'Compartido por {{author}} ({{school}}) con el distrito',
    },
    summary: '{{questions}} preguntas · usado {{uses}}× en {{schools}} escuelas',
    scoreRule: 'Puntuación media: respuestas correctas de todas las preguntas, entre los estudiantes que lo entregaron; un intento no entregado cuenta en su fecha límite.',
    rightRule: 'Proporción correcta: de los estudiantes asignados que respondieron la pregunta, aquellos cuya respuesta fue correcta.',
    schoolsCounted: 'Escuelas contadas: {{schools}}.',
    schoolFigures: '{{school}} ({{submitted}} de {{assigned}} entregados)',
    columns: {
      assigned: 'Estudiantes asignados',
      submitted: 'Entregados',
      averageScore: 'Puntuación media',
    },
    charts: {
      school: '{{school}}: por grado (%)',
      submittedPercent: 'Entregados (%)',
    },
  },
};

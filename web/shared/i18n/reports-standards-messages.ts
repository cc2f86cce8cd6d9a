/**
 * Text of the administrator standards reports (issue 29; web/features/reports,
 * administrator-report-standards-*; docs/administrator-reports.md "Standards
 * reports") and the server's `standards_reports.*` error keys: English, then its
 * Spanish twin, key for key.
 */
export const reportsStandardsMessages = {
  standards_reports: {
    // Server error keys (server/routes/standards-reports.ts, server/reports/standards-reports.ts).
    unknown_standard: 'Choose a standard from the list.',
    view_by_grades_only: 'These reports are grouped by standard; view them by grades.',
  },
  standardsReports: {
    labels: {
      'standards-proficiency-overview': 'Standards Proficiency Overview',
      'standards-proficiency-details': 'Standards Proficiency Details',
      'standards-performance': 'Standards Performance',
    },
    intros: {
      'standards-proficiency-overview': 'Per standard, the share of students who practised its skills and are proficient in them (SmartScore 80), by school and grade.',
      'standards-proficiency-details': 'One standard: its skills, and per school and grade the students who practised, are proficient (80) and mastered (100).',
      'standards-performance': 'Per standard, the questions answered, the share right and the average SmartScore reached, by school and grade.',
    },
    gradePicker: 'Grade',
    allGrades: 'All grades',
    standardPicker: 'Standard',
    standardOption: '{{code}} — {{description}}',
    noStandards: 'No skill aligned to a standard was practised in this range.',
    proficientRule: 'Proficient in a standard: SmartScore 80 reached, by the end of the range, in every skill of it the student practised in the range.',
    standardHeading: '{{code}}: {{description}}',
    standardAbout: '{{domain}} · {{grades}}',
    skillsCaption: 'Skills aligned to {{code}}',
    gradesRange: '{{from}} to {{to}}',
    columns: {
      standard: 'Standard',
      domain: 'Domain',
      school: 'School',
      grade: 'Grade',
      students: 'Students practised',
      proficient: 'Proficient',
      mastered: 'Mastered',
      questions: 'Questions',
      accuracy: 'Right answers',
      averageScore: 'Average SmartScore',
      skill: 'Skill',
      skillGrade: 'Skill grade',
    },
    charts: {
      proficientByDomain: 'Share of students proficient per domain (%)',
      proficiencyBySchoolGrade: 'Students practised, proficient and mastered per school and grade',
      performanceByStandard: 'Share right and average SmartScore of the most practised standards',
      accuracyPercent: 'Right answers (%)',
      proficientPercent: 'Proficient (%)',
    },
  },
};

export const reportsStandardsSpanishMessages: typeof reportsStandardsMessages = {
  standards_reports: {
    unknown_standard: 'Elija un estándar de la lista.',
    view_by_grades_only: 'Estos informes se agrupan por estándar; véalos por grados.',
  },
  standardsReports: {
    labels: {
      'standards-proficiency-overview': 'Resumen de competencia por estándares',
      'standards-proficiency-details': 'Detalles de competencia por estándar',
      'standards-performance': 'Rendimiento por estándares',
    },
    intros: {
      'standards-proficiency-overview': 'Por estándar, la proporción de estudiantes que practicaron sus habilidades y son competentes en ellas (SmartScore 80), por escuela y grado.',
      'standards-proficiency-details': 'Un estándar: sus habilidades y, por escuela y grado, los estudiantes que practicaron, son competentes (80) y las dominaron (100).',
      'standards-performance': 'Por estándar, las preguntas respondidas, la proporción de aciertos y el SmartScore medio alcanzado, por escuela y grado.',
    },
    gradePicker: 'Grado',
    allGrades: 'Todos los grados',
    standardPicker: 'Estándar',
    standardOption: '{{code}} — {{description}}',
    noStandards: 'En este periodo no se practicó ninguna habilidad alineada con un estándar.',
    proficientRule: 'Competente en un estándar: SmartScore 80 alcanzado, al final del periodo, en cada habilidad del estándar que el estudiante practicó en el periodo.',
    standardHeading: '{{code}}: {{description}}',
    standardAbout: '{{domain}} · {{grades}}',
    skillsCaption: 'Habilidades alineadas con {{code}}',
    gradesRange: '{{from}} a {{to}}',
    columns: {
      standard: 'Estándar',
      domain: 'Dominio',
      school: 'Escuela',
      grade: 'Grado',
      students: 'Estudiantes que practicaron',
      proficient: 'Competentes',
      mastered: 'Dominadas',
      questions: 'Preguntas',
      accuracy: 'Respuestas correctas',
      averageScore: 'SmartScore medio',
      skill: 'Habilidad',
      skillGrade: 'Grado de la habilidad',
    },
    charts: {
      proficientByDomain: 'Proporción de estudiantes competentes por dominio (%)',
      proficiencyBySchoolGrade: 'Estudiantes que practicaron, competentes y que dominan, por escuela y grado',
      performanceByStandard: 'Aciertos y SmartScore medio de los estándares más practicados',
      accuracyPercent: 'Respuestas correctas (%)',
      proficientPercent: 'Competentes (%)',
    },
  },
};

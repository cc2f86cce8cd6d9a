/**
 * Text of the administrator reports (issue 18; web/features/reports,
 * administrator-report-*; docs/administrator-reports.md), and the server's
 * `admin_reports.*` error keys: English, then its Spanish twin, key for key.
 * The report frame's and the teacher reports' text is reports-messages.ts.
 */
export const reportsAdministratorMessages = {
  admin_reports: {
    // Server error keys (server/reports/administrator-scope.ts).
    not_an_administrator: 'These reports are for school and district administrators.',
    not_your_school: 'That is not one of your schools.',
  },
  adminReports: {
    labels: {
      'district-dashboard': 'District Dashboard',
      'school-achievement': 'School Achievement',
      'time-spent': 'Time Spent',
      'skill-usage': 'Skill Usage',
      'skill-proficiency': 'Skill Proficiency',
    },
    intros: {
      'district-dashboard': 'Each of your schools at a glance: who practised, how much, and the skills they reached.',
      'school-achievement': 'Where each grade’s students work, against their grade, at the end of the range.',
      'time-spent': 'Time spent practising, per school, grade and day.',
      'skill-usage': 'The skills your students practised most.',
      'skill-proficiency': 'Per skill, how many students reached proficient (SmartScore 80) and mastered it (100).',
    },
    schoolPicker: 'School',
    allSchools: 'All my schools',
    empty: 'No practice in this range.',
    noSchools: 'You have no schools to report on.',
    showChart: 'Chart',
    columns: {
      school: 'School',
      grade: 'Grade',
      subject: 'Subject',
      students: 'Students',
      studentsActive: 'Active students',
      questions: 'Questions',
      time: 'Time',
      minutes: 'Minutes',
      skillsProficient: 'Skills proficient',
      skillsMastered: 'Skills mastered',
      skill: 'Skill',
      skillGrade: 'Skill grade',
      accuracy: 'Right answers',
      studentsPractised: 'Students practised',
      proficient: 'Proficient',
      mastered: 'Mastered',
      day: 'Day',
      days: 'Days with practice',
    },
    noClass: 'No class',
    bands: {
      'Above grade': 'Above grade',
      'On grade': 'On grade',
      'Below grade': 'Below grade',
      'Far below grade': 'Far below grade',
      'Not pinpointed': 'Not pinpointed',
    },
    notPinpointedWhy:
      'fewer than 20 answers in the subject, no skill of it at SmartScore 80 yet, or no class to compare their grade with. They count in the report, not in a band.',
    bandRule:
      'A student is pinpointed in a subject after 20 answers and a skill at SmartScore 80: the highest grade of their proficient skills against their class’s grade.',
    charts: {
      questionsBySchool: 'Questions answered per school',
      minutesBySchool: 'Minutes practised per school',
      bandsByGrade: 'Students per grade-level band',
      minutesPerDay: 'Minutes practised per day',
      topSkills: 'Most practised skills (questions)',
      proficiencyBySkill: 'Students proficient and mastered per skill',
    },
  },
};

export const reportsAdministratorSpanishMessages: typeof reportsAdministratorMessages = {
  admin_reports: {
    not_an_administrator: 'Estos informes son para administradores de escuela y de distrito.',
    not_your_school: 'Esa no es una de sus escuelas.',
  },
  adminReports: {
    labels: {
      'district-dashboard': 'Panel del distrito',
      'school-achievement': 'Rendimiento escolar',
      'time-spent': 'Tiempo dedicado',
      'skill-usage': 'Uso de habilidades',
      'skill-proficiency': 'Dominio de habilidades',
    },
    intros: {
      'district-dashboard': 'Cada una de sus escuelas de un vistazo: quién practicó, cuánto y las habilidades alcanzadas.',
      'school-achievement': 'Dónde trabajan los estudiantes de cada grado, frente a su grado, al final del periodo.',
      'time-spent': 'Tiempo de práctica por escuela, grado y día.',
      'skill-usage': 'Las habilidades que más practicaron sus estudiantes.',
      'skill-proficiency': 'Por habilidad, cuántos estudiantes llegaron a competentes (SmartScore 80) y la dominaron (100).',
    },
    schoolPicker: 'Escuela',
    allSchools: 'Todas mis escuelas',
    empty: 'No hubo práctica en este periodo.',
    noSchools: 'No tiene escuelas sobre las que informar.',
    showChart: 'Gráfico',
    columns: {
      school: 'Escuela',
      grade: 'Grado',
      subject: 'Materia',
      students: 'Estudiantes',
      studentsActive: 'Estudiantes activos',
      questions: 'Preguntas',
      time: 'Tiempo',
      minutes: 'Minutos',
      skillsProficient: 'Habilidades competentes',
      skillsMastered: 'Habilidades dominadas',
      skill: 'Habilidad',
      skillGrade: 'Grado de la habilidad',
      accuracy: 'Respuestas correctas',
      studentsPractised: 'Estudiantes que practicaron',
      proficient: 'Competentes',
      mastered: 'Dominadas',
      day: 'Día',
      days: 'Días con práctica',
    },
    noClass: 'Sin clase',
    bands: {
      'Above grade': 'Por encima del grado',
      'On grade': 'En el grado',
      'Below grade': 'Por debajo del grado',
      'Far below grade': 'Muy por debajo del grado',
      'Not pinpointed': 'Sin determinar',
    },
    notPinpointedWhy:
      'menos de 20 respuestas en la materia, ninguna de sus habilidades con SmartScore 80 todavía, o ninguna clase con la que comparar su grado. Cuentan en el informe, no en un nivel.',
    bandRule:
      'Un estudiante queda ubicado en una materia tras 20 respuestas y una habilidad con SmartScore 80: el grado más alto de sus habilidades competentes frente al grado de su clase.',
    charts: {
      questionsBySchool: 'Preguntas respondidas por escuela',
      minutesBySchool: 'Minutos de práctica por escuela',
      bandsByGrade: 'Estudiantes por nivel respecto al grado',
      minutesPerDay: 'Minutos de práctica por día',
      topSkills: 'Habilidades más practicadas (preguntas)',
      proficiencyBySkill: 'Estudiantes competentes y que dominan cada habilidad',
    },
  },
};

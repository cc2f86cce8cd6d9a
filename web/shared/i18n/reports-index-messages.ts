/** Text of the reports index (issue 18, `/analytics/reports`; web/features/reports, reports-index-*): English, then its Spanish twin, key for key. */
export const reportsIndexMessages = {
  reportsIndex: {
    title: 'Reports',
    intro: 'Every report you can open.',
    teacherHeading: 'Class reports',
    administratorHeading: 'Administrator reports',
    classReportsForAdministrators: 'Class reports of your schools',
    learnerHeading: 'Progress',
    liveClassroom: 'Live classroom',
    liveClassroomAbout: 'Your students’ practice, live.',
    progress: 'My progress',
    progressAbout: 'Skills practised, SmartScores and growth.',
    childrenProgress: 'My children’s progress',
    progressShare: 'Progress Share',
    progressShareAbout: 'Your connected learners’ analytics.',
    none: 'There are no reports for your account.',
  },
};

export const reportsIndexSpanishMessages: typeof reportsIndexMessages = {
  reportsIndex: {
    title: 'Informes',
    intro: 'Todos los informes que puede abrir.',
    teacherHeading: 'Informes de clase',
    administratorHeading: 'Informes de administración',
    classReportsForAdministrators: 'Informes de clase de sus escuelas',
    learnerHeading: 'Progreso',
    liveClassroom: 'Clase en vivo',
    liveClassroomAbout: 'La práctica de sus estudiantes, en vivo.',
    progress: 'Mi progreso',
    progressAbout: 'Habilidades practicadas, SmartScores y crecimiento.',
    childrenProgress: 'El progreso de mis hijos',
    progressShare: 'Progreso compartido',
    progressShareAbout: 'Los análisis de sus estudiantes conectados.',
    none: 'No hay informes para su cuenta.',
  },
};

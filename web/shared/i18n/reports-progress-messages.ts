/**
 * Text of the learners' progress (issue 18: My progress and Progress Share;
 * web/features/reports, progress-report-*), and the server's `progress.*`
 * error keys: English, then its Spanish twin, key for key.
 */
export const reportsProgressMessages = {
  progress: {
    // Server error keys (server/routes/progress-reports.ts).
    not_your_learner: 'You cannot see this learner’s progress.',
    no_learners: 'Progress pages are for learners and their parents.',
  },
  studentProgress: {
    title: 'My progress',
    shareTitle: 'Progress Share',
    intro: 'Skills practised, SmartScores and what was reached, over the days you choose.',
    shareIntro: 'Your connected learners’ progress. Manage who is connected in Profile & Settings.',
    learnerPicker: 'Learner',
    noLearners: 'There is nobody’s progress to show here yet.',
    totals: {
      questions: 'Questions answered',
      time: 'Time practised',
      daysActive: 'Days with practice',
      skillsPractised: 'Skills practised',
      proficient: 'Skills proficient',
      mastered: 'Skills mastered',
      accuracy: 'Right answers',
    },
    charts: {
      questionsPerDay: 'Questions per day',
      reachedOverTime: 'Skills proficient and mastered over time',
      proficient: 'Proficient',
      mastered: 'Mastered',
      questions: 'Questions',
    },
    columns: {
      skill: 'Skill',
      questions: 'Questions',
      accuracy: 'Right answers',
      time: 'Time',
      scoreAtStart: 'SmartScore at start',
      scoreAtEnd: 'SmartScore at end',
      growth: 'Growth',
      status: 'Status',
    },
    status: { mastered: 'Mastered', proficient: 'Proficient', practising: 'Practising' },
    skillsCaption: 'Skills practised by {{name}}',
    empty: 'No practice in this range. Pick a longer range, or practise a skill!',
  },
};

export const reportsProgressSpanishMessages: typeof reportsProgressMessages = {
  progress: {
    not_your_learner: 'No puede ver el progreso de este estudiante.',
    no_learners: 'Las páginas de progreso son para estudiantes y sus padres.',
  },
  studentProgress: {
    title: 'Mi progreso',
    shareTitle: 'Progreso compartido',
    intro: 'Habilidades practicadas, SmartScores y lo alcanzado, en los días que elija.',
    shareIntro: 'El progreso de sus estudiantes conectados. Gestione quién está conectado en Perfil y configuración.',
    learnerPicker: 'Estudiante',
    noLearners: 'Todavía no hay progreso que mostrar aquí.',
    totals: {
      questions: 'Preguntas respondidas',
      time: 'Tiempo de práctica',
      daysActive: 'Días con práctica',
      skillsPractised: 'Habilidades practicadas',
      proficient: 'Habilidades competentes',
      mastered: 'Habilidades dominadas',
      accuracy: 'Respuestas correctas',
    },
    charts: {
      questionsPerDay: 'Preguntas por día',
      reachedOverTime: 'Habilidades competentes y dominadas con el tiempo',
      proficient: 'Competentes',
      mastered: 'Dominadas',
      questions: 'Preguntas',
    },
    columns: {
      skill: 'Habilidad',
      questions: 'Preguntas',
      accuracy: 'Respuestas correctas',
      time: 'Tiempo',
      scoreAtStart: 'SmartScore al inicio',
      scoreAtEnd: 'SmartScore al final',
      growth: 'Crecimiento',
      status: 'Estado',
    },
    status: { mastered: 'Dominada', proficient: 'Competente', practising: 'Practicando' },
    skillsCaption: 'Habilidades practicadas por {{name}}',
    empty: 'No hubo práctica en este periodo. ¡Elija un periodo más largo o practique una habilidad!',
  },
};

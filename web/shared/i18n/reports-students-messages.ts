/**
 * English text of the issue-29 teacher reports (web/features/reports:
 * teacher-report-quickview, -skill-analysis, -score-charts, -student-stats,
 * -progress-growth; docs/reports.md). Their names and intros are with the other
 * teacher reports' in reports-messages.ts (`reports.labels`, `reports.intros`).
 */
export const reportsStudentsMessages = {
  reportsStudents: {
    pickStudent: 'Choose a student to see this report.',
    skillPicker: 'Skill',
    toggles: {
      onlyNeedsHelp: 'Only students who need help',
      bandMode: 'Show bands as',
      students: 'Students',
      share: 'Share of students',
    },
    columns: {
      needsHelpNow: 'Needs help now',
      todayQuestions: 'Questions today',
      todayTime: 'Time today',
      todaySkills: 'Skills today',
      todayHelp: 'Help flags today',
      weekQuestions: 'Questions this week',
      weekTime: 'Time this week',
      weekSkills: 'Skills this week',
      weekHelp: 'Help flags this week',
      weekProficient: 'Became proficient this week',
      weekMastered: 'Mastered this week',
      skillsAt80: 'Skills at 80+',
      skillsAt100: 'Skills at 100',
      band: 'SmartScore {{band}}',
      stuck: 'Stuck',
      commonWrongAnswers: 'Most common wrong answers',
      daysPractised: 'Days practised',
      firstDay: 'First day',
      firstScore: 'SmartScore then',
      lastDay: 'Last day',
      lastScore: 'SmartScore at the end',
      longestStreak: 'Longest streak (days)',
      currentStreak: 'Current streak (days)',
      weekday: 'Day of the week',
      hour: 'Hour',
    },
    values: {
      needsHelp: 'Needs help',
      band: '{{min}}–{{max}}',
      stuck: '{{name}} (SmartScore {{score}}, flagged {{count}}×)',
      commonWrongAnswer_one: '“{{response}}”: {{times}}× by 1 student',
      commonWrongAnswer_other: '“{{response}}”: {{times}}× by {{count}} students',
    },
    charts: {
      quickview: 'Questions answered today and this week',
      bands: 'Students by SmartScore band per skill',
      studentScores: '{{name}}’s SmartScore over time',
      skillScores: 'SmartScore over time: {{skill}}',
      byWeekday: 'Time by day of the week ({{whose}})',
      byHour: 'Time by hour of the day ({{whose}})',
    },
    quickview: {
      note: 'Today is {{today}}; this week started on Monday {{weekStart}}. A student is flagged as the live classroom flags them: three wrong answers in a row, or a fall of 10 points below the sitting’s best SmartScore.',
      summaryLink: '{{name}}: open their Student summary',
    },
    skillAnalysis: {
      note: 'Bands by the SmartScore at the end of the range. Stuck: flagged as needing help on the skill in the range (the live classroom’s rule) and still below 80 at its end.',
    },
    scoreCharts: {
      studentCaption: '{{name}}’s skills',
      skillCaption: 'Students practising {{skill}}',
    },
    stats: {
      wholeClass: 'whole class',
      note: 'Days and hours are in the school’s time zone ({{timeZone}}). A streak is local days in a row with practice; the current one still counts if the last day has none yet.',
    },
    weekdays: { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' },
  },
} as const;

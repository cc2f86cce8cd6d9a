/**
 * Text of the teacher report `scratchpad-work` (issue 31 item 3; web/features/reports,
 * teacher-report-scratchpad-work-*; docs/scratchpad.md): English, then its Spanish twin, key for key.
 * The drawing and its toggle are the scratchpad's own text (web/shared/scratchpad/scratchpad-messages.ts).
 */
export const reportsScratchpadMessages = {
  scratchpadReports: {
    labels: { 'scratchpad-work': 'Scratchpad work' },
    intros: { 'scratchpad-work': 'Each student’s answered practice, quiz and assessment questions that have scratchpad work, the latest first; open one to see the work.' },
    noWork: 'No scratchpad work yet.',
    quizAnswer: '{{title}}: question {{number}}',
    kind: { practice: 'Practice', quiz: 'Quiz', assessment: 'Assessment' },
    strokes_one: '{{count}} stroke',
    strokes_other: '{{count}} strokes',
  },
} as const;

export const reportsScratchpadSpanishMessages = {
  scratchpadReports: {
    labels: { 'scratchpad-work': 'Trabajo del borrador' },
    intros: { 'scratchpad-work': 'Las preguntas de práctica, de cuestionarios y de evaluaciones de cada estudiante con trabajo en el borrador, las más recientes primero; abre una para ver el trabajo.' },
    noWork: 'Todavía no hay trabajo del borrador.',
    quizAnswer: '{{title}}: pregunta {{number}}',
    kind: { practice: 'Práctica', quiz: 'Cuestionario', assessment: 'Evaluación' },
    strokes_one: '{{count}} trazo',
    strokes_other: '{{count}} trazos',
  },
} as const;

/**
 * Text of the topic pages (issue 34, web/features/landing-pages/topic-page.tsx) under
 * `topicPage`, and the server's `catalogue.unknown_topic` (merged into the shell's `catalogue.*`).
 * It comes with the topic page's chunk (web/features/landing-pages/topic-page-text.ts).
 */
export const topicPageMessages = {
  topicPage: {
    /** The page's title: "Fractions: Grade 4 Math" ("Fractions: Math" when grade levels are hidden). */
    title: '{{topic}}: {{level}}',
    backTo: 'Back to {{page}}',
    /** The grade page's category that holds the topic's skills, linking to it. */
    category: 'Category on the grade page: {{name}} (skills {{first}} to {{last}})',
    categoryName: 'Category on the grade page: {{name}}',
    skills_one: '{{count}} skill',
    skills_other: '{{count}} skills',
    comingSoon: 'Coming soon',
    lesson: 'Lesson',
    /** Read after "Lesson" by a screen reader: which skill's lesson. */
    lessonOf: 'for {{skill}}',
    otherTopics: 'Other topics of this grade',
    notFoundTitle: 'Topic not found',
    notFoundLink: 'See the topics of this grade',
  },
  /** `GET /catalogue/topic` for a topic the grade does not have (404) or a slug that is none (400). */
  catalogue: { unknown_topic: "We couldn't find that topic." },
} as const;

export const topicPageSpanishMessages = {
  topicPage: {
    title: '{{topic}}: {{level}}',
    backTo: 'Volver a {{page}}',
    category: 'Categoría en la página del grado: {{name}} (habilidades {{first}} a {{last}})',
    categoryName: 'Categoría en la página del grado: {{name}}',
    skills_one: '{{count}} habilidad',
    skills_other: '{{count}} habilidades',
    comingSoon: 'Próximamente',
    lesson: 'Lección',
    lessonOf: 'de {{skill}}',
    otherTopics: 'Otros temas de este grado',
    notFoundTitle: 'Tema no encontrado',
    notFoundLink: 'Ver los temas de este grado',
  },
  catalogue: { unknown_topic: 'No encontramos ese tema.' },
} as const;

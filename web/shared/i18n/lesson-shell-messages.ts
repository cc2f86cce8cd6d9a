/**
 * What the shell shows of lessons and takeoff plans before their chunks arrive (issue 33): the
 * skill page's "Learn with a lesson", the header's Takeoff link and the page's title. The rest of
 * their text comes with their features (lessons-messages.ts, takeoff-messages.ts; feature-messages.ts).
 */
export const lessonsShellMessages = { lessons: { learn: 'Learn with a lesson' } } as const;
export const lessonsShellSpanishMessages = { lessons: { learn: 'Aprender con una lección' } } as const;
export const takeoffShellMessages = { takeoffWeb: { title: 'Takeoff lesson plans', navigationLink: 'Takeoff' } } as const;
export const takeoffShellSpanishMessages = { takeoffWeb: { title: 'Planes de lecciones takeoff', navigationLink: 'Takeoff' } } as const;

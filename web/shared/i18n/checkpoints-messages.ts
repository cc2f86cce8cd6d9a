/**
 * Text of the teacher's page that assigns a checkpoint (issue 30; web/features/assessments/assign-checkpoint-page.tsx;
 * docs/diagnostics.md "Pages"): English, then its Spanish twin, key for key. Its refusals are the server's
 * `assessments.*` keys (assessments-messages.ts). It comes with the feature's chunk (assessments-text.ts).
 */
export const checkpointsMessages = {
  checkpointsWeb: {
    title: 'Assign a checkpoint',
    intro: 'A checkpoint is a short check of the skills of a unit: two questions a skill, no feedback while your students take it. Its progress page shows who has finished, live.',
    loading: 'Loading your classes…',
    loadFailed: 'Your classes could not be loaded.',
    retry: 'Try again',
    noClasses: 'You have no class yet: create one on your roster first.',
    roster: 'Open your roster',
    class: 'Class',
    classOption: '{{name}} ({{grade}})',
    checkpointTitle: 'Title',
    skills: 'Skills',
    skillsHint: 'From 1 to 20 skills, all of one subject (math or ELA).',
    chosenCount: '{{count}} of 20 chosen',
    noSkills: 'No skill chosen yet.',
    remove: 'Remove',
    removeLabel: 'Remove {{name}}',
    opensAt: 'Opens',
    closesAt: 'Closes',
    submit: 'Assign checkpoint',
    submitting: 'Assigning…',
    homeLink: 'Assign a checkpoint',
  },
};

export const checkpointsSpanishMessages = {
  checkpointsWeb: {
    title: 'Asignar un punto de control',
    intro: 'Un punto de control es una comprobación breve de las destrezas de una unidad: dos preguntas por destreza, sin correcciones mientras tus estudiantes lo hacen. Su página de progreso muestra quién ha terminado, en vivo.',
    loading: 'Cargando tus clases…',
    loadFailed: 'No se pudieron cargar tus clases.',
    retry: 'Intentar de nuevo',
    noClasses: 'Todavía no tienes clases: crea una primero en tu lista de clase.',
    roster: 'Abrir tu lista de clase',
    class: 'Clase',
    classOption: '{{name}} ({{grade}})',
    checkpointTitle: 'Título',
    skills: 'Destrezas',
    skillsHint: 'De 1 a 20 destrezas, todas de una materia (matemáticas o lengua).',
    chosenCount: '{{count}} de 20 elegidas',
    noSkills: 'Todavía no has elegido ninguna destreza.',
    remove: 'Quitar',
    removeLabel: 'Quitar {{name}}',
    opensAt: 'Se abre',
    closesAt: 'Se cierra',
    submit: 'Asignar punto de control',
    submitting: 'Asignando…',
    homeLink: 'Asignar un punto de control',
  },
};

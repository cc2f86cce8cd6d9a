/**
 * Text of the Flex snapshots section of the administrators' scheduling page (issue 30;
 * web/features/assessment-windows/flex-snapshots.tsx; docs/diagnostics.md "Pages"): English, then its Spanish twin,
 * key for key. Its refusals are the server's `assessments.*` keys (assessments-messages.ts), registered with it
 * (web/features/assessment-windows/flex-snapshots-text.ts).
 */
export const flexSnapshotsMessages = {
  flexSnapshotsWeb: {
    title: 'Flex diagnostic snapshots',
    intro: 'A Flex snapshot is a fixed-length diagnostic for each grade, taken by the students of the schools and grades you choose while it is open. It is scored by strand, with a tier and a percentile.',
    open: 'Schedule a Flex snapshot',
    formTitle: 'Schedule a Flex snapshot',
    schools: 'Schools',
    subject: 'Subject',
    subjects: { math: 'Math', ela: 'ELA' },
    grades: 'Grades',
    snapshotTitle: 'Title (optional: “Flex Math snapshot” or “Flex ELA snapshot”)',
    opensAt: 'Opens',
    closesAt: 'Closes',
    submit: 'Schedule snapshot',
    submitting: 'Scheduling…',
    scheduled: 'Flex snapshot scheduled. Its students see it when it opens.',
    listTitle: 'Scheduled Flex snapshots',
    loading: 'Loading Flex snapshots…',
    loadFailed: 'The Flex snapshots could not be loaded.',
    retry: 'Try again',
    empty: 'No Flex snapshot is scheduled for your schools.',
    detail: '{{subject}} · {{grades}}',
    window: 'Open {{opens}} to {{closes}}',
    report: 'Flex Diagnostic Results',
  },
};

export const flexSnapshotsSpanishMessages = {
  flexSnapshotsWeb: {
    title: 'Instantáneas del diagnóstico Flex',
    intro: 'Una instantánea Flex es un diagnóstico de longitud fija para cada grado, que hacen los estudiantes de las escuelas y grados que elijas mientras está abierta. Se califica por área, con un nivel de apoyo y un percentil.',
    open: 'Programar una instantánea Flex',
    formTitle: 'Programar una instantánea Flex',
    schools: 'Escuelas',
    subject: 'Materia',
    subjects: { math: 'Matemáticas', ela: 'Lengua' },
    grades: 'Grados',
    snapshotTitle: 'Título (opcional: «Flex Math snapshot» o «Flex ELA snapshot»)',
    opensAt: 'Se abre',
    closesAt: 'Se cierra',
    submit: 'Programar instantánea',
    submitting: 'Programando…',
    scheduled: 'Instantánea Flex programada. Sus estudiantes la ven cuando se abre.',
    listTitle: 'Instantáneas Flex programadas',
    loading: 'Cargando instantáneas Flex…',
    loadFailed: 'No se pudieron cargar las instantáneas Flex.',
    retry: 'Intentar de nuevo',
    empty: 'No hay ninguna instantánea Flex programada para tus escuelas.',
    detail: '{{subject}} · {{grades}}',
    window: 'Abierta del {{opens}} al {{closes}}',
    report: 'Resultados del diagnóstico Flex',
  },
};

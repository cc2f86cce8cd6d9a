/**
 * English text of the scratchpad (issue 31 item 3; docs/scratchpad.md) under `scratchpad`, with the
 * server's `scratchpad.*` error keys (the feature's part of the error catalogue: the spec's §8 has none).
 */
export const scratchpadMessages = {
  scratchpad: {
    // The server's keys.
    too_large: 'The scratchpad work is too large to keep. Clear some of it and answer again.',
    invalid_strokes: 'The scratchpad work could not be read.',
    not_a_learner: 'Only a student keeps scratchpad work.',
    not_your_student: 'You can see the scratchpad work of your own students only.',
    not_a_teacher: 'Only a teacher watches a scratchpad.',
    not_watched: 'No teacher is watching your scratchpad now.',
    too_many_batches: 'The scratchpad is sending too fast.',
    unknown_work: 'There is no scratchpad work for that answer.',
    // The pad.
    heading: 'Scratchpad',
    open: 'Open the scratchpad',
    close: 'Close the scratchpad',
    tools: 'Scratchpad tools',
    pen: 'Pen',
    eraser: 'Eraser',
    undo: 'Undo',
    clear: 'Clear',
    hint: 'Draw with a mouse, a pen or your finger.',
    canvas_one: 'Your scratchpad: {{count}} stroke',
    canvas_other: 'Your scratchpad: {{count}} strokes',
    full: 'The scratchpad is full. Undo or clear to draw more.',
    watched: 'Your teacher is watching your scratchpad.',
    // A teacher's views.
    drawing_one: 'Scratchpad work: {{count}} stroke',
    drawing_other: 'Scratchpad work: {{count}} strokes',
    work: 'Scratchpad work',
    workOf: 'Scratchpad work: {{question}}',
    loading: 'Loading the scratchpad work…',
    loadFailed: 'The scratchpad work could not be loaded.',
    closeDialog: 'Close',
    keptAt: 'Kept {{time}}',
  },
} as const;

/** Spanish text of the scratchpad. */
export const scratchpadSpanishMessages = {
  scratchpad: {
    too_large: 'El trabajo del borrador es demasiado grande para guardarlo. Borra una parte y responde otra vez.',
    invalid_strokes: 'No se pudo leer el trabajo del borrador.',
    not_a_learner: 'Solo un estudiante guarda trabajo en el borrador.',
    not_your_student: 'Solo puedes ver el trabajo del borrador de tus estudiantes.',
    not_a_teacher: 'Solo un maestro observa un borrador.',
    not_watched: 'Ningún maestro está observando tu borrador ahora.',
    too_many_batches: 'El borrador está enviando demasiado rápido.',
    unknown_work: 'No hay trabajo del borrador para esa respuesta.',
    heading: 'Borrador',
    open: 'Abrir el borrador',
    close: 'Cerrar el borrador',
    tools: 'Herramientas del borrador',
    pen: 'Lápiz',
    eraser: 'Goma',
    undo: 'Deshacer',
    clear: 'Borrar todo',
    hint: 'Dibuja con el ratón, un lápiz o el dedo.',
    canvas_one: 'Tu borrador: {{count}} trazo',
    canvas_other: 'Tu borrador: {{count}} trazos',
    full: 'El borrador está lleno. Deshaz o borra para dibujar más.',
    watched: 'Tu maestro está observando tu borrador.',
    drawing_one: 'Trabajo del borrador: {{count}} trazo',
    drawing_other: 'Trabajo del borrador: {{count}} trazos',
    work: 'Trabajo del borrador',
    workOf: 'Trabajo del borrador: {{question}}',
    loading: 'Cargando el trabajo del borrador…',
    loadFailed: 'No se pudo cargar el trabajo del borrador.',
    closeDialog: 'Cerrar',
    keptAt: 'Guardado {{time}}',
  },
} as const;

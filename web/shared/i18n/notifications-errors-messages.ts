/**
 * The server's notification error keys (issue 16, server/routes/notifications.ts,
 * events/notifications.ts), at their dotted paths `notifications.*`; the web's
 * own text is under `notificationsWeb` (notifications-messages.ts).
 */
export const notificationsErrorsMessages = {
  notifications: {
    unknown_kind: 'That kind of notification does not exist.',
    not_your_kind: 'You do not get notifications of that kind.',
    per_student_teachers_only: 'Only teachers can mute notifications about one student.',
    student_not_in_reach: 'You can only mute notifications about your own students.',
    too_many_changes: 'Too many changes to your notifications. Please wait a while and try again.',
    invalid_cursor: 'Those notifications could not be loaded. Please reload the page.',
  },
} as const;

/** The same keys in Spanish (spanish-messages.ts). */
export const notificationsErrorsSpanishMessages = {
  notifications: {
    unknown_kind: 'Ese tipo de notificación no existe.',
    not_your_kind: 'No recibes notificaciones de ese tipo.',
    per_student_teachers_only: 'Solo los docentes pueden silenciar las notificaciones sobre un estudiante.',
    student_not_in_reach: 'Solo puedes silenciar notificaciones sobre tus propios estudiantes.',
    too_many_changes: 'Demasiados cambios en tus notificaciones. Espera un momento y vuelve a intentarlo.',
    invalid_cursor: 'No se pudieron cargar esas notificaciones. Vuelve a cargar la página.',
  },
} satisfies Record<keyof typeof notificationsErrorsMessages, Record<keyof (typeof notificationsErrorsMessages)['notifications'], string>>;

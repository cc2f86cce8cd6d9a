import { explorerSpanishMessages } from './explorer-messages';
import { reportsSpanishMessages } from './reports-messages';
import { reportsAdministratorSpanishMessages } from './reports-administrator-messages';
import { reportsProgressSpanishMessages } from './reports-progress-messages';
import { reportsIndexSpanishMessages } from './reports-index-messages';

import { notificationsSpanishMessages } from './notifications-spanish-messages';
import { notificationsErrorsSpanishMessages } from './notifications-errors-messages';
import { assessmentWindowsSpanishMessages } from './assessment-windows-spanish-messages';
import { bannersSpanishMessages } from './banners-messages';
import { readAloudSpanishMessages } from '../read-aloud/read-aloud-messages';
import { lessonsShellSpanishMessages, takeoffShellSpanishMessages } from './lesson-shell-messages';

/**
 * Spanish text (i18next `es`): the translated practice-limit dialog (spec
 * §2.15), shown to a visitor whose browser's first language is Spanish. Keys
 * not here fall back to English.
 */
export const spanishMessages = {
  ...bannersSpanishMessages,
  ...readAloudSpanishMessages,
  ...explorerSpanishMessages,
  ...reportsSpanishMessages,
  ...reportsAdministratorSpanishMessages,
  ...reportsProgressSpanishMessages,
  ...reportsIndexSpanishMessages,
  ...notificationsSpanishMessages,
  ...notificationsErrorsSpanishMessages,
  ...assessmentWindowsSpanishMessages,
  ...lessonsShellSpanishMessages,
  ...takeoffShellSpanishMessages,
  limitDialogs: {
    close: 'Cerrar',
    practice: {
      title: '¡Sigue practicando!',
      titleIndependent: '¡Sigue aprendiendo a tu ritmo!',
      body: 'Hoy has respondido 10 preguntas. Hazte miembro para practicar las {{skills}} habilidades, sin límite diario.',
      bodyNoCount: 'Hoy has respondido 10 preguntas. Hazte miembro para practicar todas las habilidades, sin límite diario.',
      bodyIndependent: 'Hoy has respondido 10 preguntas. Quienes aprenden por su cuenta y se hacen miembros tienen las {{skills}} habilidades, a su ritmo.',
      join: 'Hazte miembro',
      signInHeading: '¿Ya eres miembro? Inicia sesión',
      username: 'Nombre de usuario',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      submitting: 'Iniciando sesión…',
      missingCredentials: 'Escribe tu nombre de usuario y tu contraseña.',
      invalidCredentials: 'No reconocemos ese nombre de usuario o esa contraseña. Inténtalo de nuevo.',
      otherError: 'No pudimos iniciar tu sesión. Inténtalo de nuevo.',
      reopen: 'Inicia sesión o hazte miembro',
    },
  },
} as const;

/** English text of the read-aloud button (issue 31 item 4). */
export const readAloudMessages = {
  readAloud: {
    read: 'Read aloud',
    stop: 'Stop reading',
  },
} as const;

/** Spanish text of the read-aloud button. */
export const readAloudSpanishMessages = {
  readAloud: {
    read: 'Leer en voz alta',
    stop: 'Dejar de leer',
  },
} as const;

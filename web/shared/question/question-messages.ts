/**
 * English text of the shared question display (web/shared/question): the
 * answer inputs and the pictures' labels, the same on every page that shows a
 * question (practice, same-question-mode rooms, instant review).
 */
export const questionMessages = {
  question: {
    answerLabel: 'Your answer',
    numberHint: 'Type a number.',
    fractionHint: 'Type a fraction such as 3/4, or a mixed number such as 1 1/2.',
    textHint: 'Type your answer.',
    choicesLabel: 'Choose an answer',
    art: {
      clock: 'Analogue clock',
      angle: 'An angle',
      fractionBar: 'A bar cut into {{parts}} equal parts, {{shaded}} of them shaded',
      barGraph: 'Bar graph “{{title}}” in {{unit}}, with bars for {{bars}}',
      shape: { rectangle: 'Rectangle', square: 'Square', triangle: 'Right triangle' },
      shapeWithSides: '{{shape}}: {{sides}}',
      side: {
        width: 'width {{value}}',
        height: 'height {{value}}',
        side: 'each side {{value}}',
        base: 'base {{value}}',
        hypotenuse: 'longest side {{value}}',
      },
      unknown: 'unknown',
    },
  },
} as const;

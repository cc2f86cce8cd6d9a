/**
 * Text of the catalogue's skill picker (web/shared/catalogue/skill-picker.tsx), which skill plans and checkpoints
 * use: English, then its Spanish twin, key for key. It comes with the picker's chunk.
 */
export const skillPickerMessages = {
  skillPicker: {
    legend: 'Add a skill',
    subject: 'Subject',
    grade: 'Grade',
    skill: 'Skill',
    chooseSkill: 'Choose a skill',
    category: '{{letter}}',
    skillOption: '{{code}} {{name}}',
    failed: "We couldn't load this grade's skills.",
    none: 'No more skills to add in this grade.',
    loading: 'Loading skills…',
    add: 'Add skill',
  },
};

export const skillPickerSpanishMessages = {
  skillPicker: {
    legend: 'Añadir una destreza',
    subject: 'Materia',
    grade: 'Grado',
    skill: 'Destreza',
    chooseSkill: 'Elige una destreza',
    category: '{{letter}}',
    skillOption: '{{code}} {{name}}',
    failed: 'No pudimos cargar las destrezas de este grado.',
    none: 'No quedan más destrezas por añadir en este grado.',
    loading: 'Cargando destrezas…',
    add: 'Añadir destreza',
  },
};

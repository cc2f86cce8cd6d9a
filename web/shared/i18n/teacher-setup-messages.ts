/**
 * English text of teacher setup (issue 15, web/features/teacher-setup) under
 * `teacherSetup`, and the server's error keys `teacher_setup.*`,
 * `school_licence.*` and `cookie.*` under their dotted paths.
 */
export const teacherSetupMessages = {
  teacherSetup: {
    school: {
      title: {
        activationKey: 'Your activation key is ready',
        addedProduct: 'New subjects are available',
        inactive: 'Your school’s subscription has ended',
        schoolOnly: 'Choose your school',
        subjectsOnly: 'Choose your subjects',
        both: 'Choose your school and subjects',
      },
      text: {
        activationKey: 'Your activation key added subjects. Check the subjects you teach.',
        addedProduct: 'Your school added a product. Check the subjects you teach.',
        inactive: 'The subscription of the school on your account is no longer active. Choose the school you teach at now.',
        schoolOnly: 'Tell us where you teach so we can set up your classes.',
        subjectsOnly: 'Check the subjects you teach.',
        both: 'Tell us where you teach and which subjects you teach.',
      },
      schoolLabel: 'School',
      schoolPlaceholder: 'Select your school',
      subjectsLegend: 'Subjects you teach',
      trialOnly: '{{subject}} (trial only)',
      submit: 'Save',
      saving: 'Saving…',
    },
    subjects: {
      title: {
        NEW_TEACHER: 'Which subjects do you teach?',
        NEW_SUBJECTS: 'New subjects are available',
        NEW_SCHOOL_YEAR: 'Welcome to the new school year',
      },
      text: {
        NEW_TEACHER: 'Choose the subjects you teach. You can change them later in your profile.',
        NEW_SUBJECTS: 'Your school added subjects. Check any you teach.',
        NEW_SCHOOL_YEAR: 'Please confirm the subjects you teach this school year.',
      },
      legend: 'Subjects',
      submit: 'Save subjects',
      saving: 'Saving…',
    },
    roster: {
      title: {
        newTrial: 'Your {{days}}-day free trial has started',
        trialTeacher: 'Make the most of your trial',
        teacher: 'Set up your roster',
      },
      description: 'Add your classes and students so they can sign in and you can see their work.',
      button: 'Go to my roster',
    },
    close: 'Close',
  },
  teacher_setup: {
    invalid: 'Something in the form was not right. Please check and try again.',
    teachers_only: 'Only teachers set up a school and subjects.',
    school_required: 'Please choose your school.',
    unknown_school: 'Please choose a school from the list.',
    no_subject_selected: 'Please choose at least one subject.',
    subject_not_licensed: 'Your school does not have one of those subjects. Please choose another.',
    trial_only_subject: 'A trial-only subject cannot be chosen.',
    no_school_dialog: 'Your setup changed. Please reload the page.',
  },
  school_licence: {
    not_allowed: 'Only the school’s administrators can change its subscription.',
  },
  cookie: {
    invalid: 'That setting could not be saved.',
    not_allowed: 'That setting could not be saved.',
    name_required: 'That setting could not be saved.',
    invalid_value: 'That setting could not be saved.',
    invalid_path: 'That setting could not be saved.',
    invalid_domain: 'That setting could not be saved.',
    invalid_expires: 'That setting could not be saved.',
  },
};

/**
 * English text of the administrator contacts wizard (issue 15, spec §2.4,
 * web/features/admin-contacts) under `adminContacts`, the new contact's field
 * errors `field_error.*` (spec §8) and the server's `admin_contacts.*` keys.
 */
export const adminContactsMessages = {
  adminContacts: {
    title: 'Your contacts',
    close: 'Close',
    stepOf: 'Step {{step}} of 3',
    steps: {
      rostering: 'Rostering contact',
      implementation: 'Implementation contact',
      confirmation: 'Confirm your contacts',
    },
    intro: {
      rostering: 'Who should we contact about rostering your classes and students?',
      implementation: 'Who should we contact about getting started and training?',
      confirmation: 'Check the contacts below, then save them.',
    },
    newContact: 'New contact',
    sameAsRostering: 'Same as rostering contact',
    fields: {
      firstName: 'First name',
      lastName: 'Last name (optional)',
      email: 'Email',
      phoneNumber: 'Phone number (optional)',
    },
    back: 'Back',
    confirm: 'Confirm',
    save: 'Save contacts',
    saving: 'Saving…',
  },
  field_error: {
    first_name: 'Enter a first name (up to 256 characters).',
    last_name: 'The last name can be up to 256 characters.',
    email: 'Enter a valid email address, like name@school.org.',
    phone_number: 'Enter a phone number with 5 to 15 digits.',
  },
  admin_contacts: {
    not_an_administrator: 'Only school and district administrators set contacts.',
    no_organisation: 'Your account has no school or district.',
    unknown_contact: 'That contact is not one of yours.',
    invalid_choice: 'Choose one contact for each role.',
    invalid_contact_model: 'The new contact could not be read.',
    same_as_rostering_needs_new_contact: '“Same as rostering contact” needs a new rostering contact.',
    contact_exists: 'That contact already exists.',
    save_failed: 'The contacts could not be saved.',
  },
} as const;

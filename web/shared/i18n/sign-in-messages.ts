/**
 * English text of the sign-in dialogs (issue 13): the sign-in dialog and page,
 * the quick form in the header, the bot check, sub-accounts and secret words,
 * and the switch-to-parent dialogs. Server error keys keep their dotted paths
 * (`secret_word_form.error.*`, `sign_in.*`); the 422 text of
 * `signin_redesign.signin_form.login_error` is `signInLoginErrors`, spread
 * into that object in english-messages.ts.
 */
export const signInLoginErrors = {
  bot_check_failed: 'Please confirm you are not a robot: we could not verify this sign-in. Please try again.',
} as const;

export const signInMessages = {
  secret_word_form: {
    error: {
      blank: 'Please enter the secret word.',
      incorrect: "That isn't the right secret word. Please try again.",
    },
  },
  sign_in: {
    invalid_sub_account: "We couldn't switch to that account. Please choose it again.",
    unknown_custom_domain: "We don't know that sign-in page.",
  },
  signInDialogs: {
    dialog: {
      title: 'Sign in',
      close: 'Close',
      username: 'Username',
      password: 'Password',
      rememberMe: 'Remember me',
      submit: 'Sign in',
      submitting: 'Signing in…',
      forgotUsername: 'Forgot username?',
      forgotPassword: 'Forgot password?',
      customDomainsHeading: 'Sign in through your school',
      customDomainLink: 'Sign in to {{displayName}}',
      notMember: 'Not a member yet?',
      joinNow: 'Join now',
      flow: {
        default: '',
        UPSELL_MATH_OR_ELA: 'Sign in to add math or language arts to your membership.',
        UPSELL_ALL_ACCESS: 'Sign in to upgrade to all-access membership.',
        RENEWAL: 'Sign in to renew your membership.',
        RENEWAL_PROMO: 'Sign in to renew your membership at the special price.',
      },
    },
    botCheck: {
      notice: 'This sign-in is protected by a privacy-friendly bot check (ALTCHA, run on our own site; no tracking).',
      badge: 'Protected by ALTCHA',
      badgeLabel: 'Bot check: ALTCHA proof of work, no tracking',
      checking: 'Checking you are not a robot…',
    },
    quick: {
      label: 'Quick sign-in',
      username: 'Username',
      password: 'Password',
      rememberMe: 'Remember',
      rememberTooltip: 'Stay signed in on this device for 30 days. Do not use on a shared computer.',
      submit: 'Sign in',
    },
    subAccounts: {
      title: 'Switch account',
      description: 'Choose the family account to sign in to.',
      legend: 'Family accounts',
      parentMark: 'Parent',
      current: 'Signed in now',
      continue: 'Continue',
      signingIn: 'Signing in…',
      cancel: 'Cancel',
      noAccounts: 'There are no other family accounts.',
    },
    secretWord: {
      title: 'Secret word for {{name}}',
      label: 'Secret word',
      submit: 'Sign in',
      back: 'Back',
      forgot: 'Forgot the secret word?',
    },
    childNotice: {
      title: 'Forgot your secret word?',
      body: 'Ask your parent to look up or change your secret word in the parent account.',
      ok: 'OK',
    },
    parentAvatar: {
      title: 'Sign in to the parent account',
      switchTitle: 'Switch to the parent account',
      description: 'Choose the parent account, then enter its password.',
      avatarButton: '{{name}} (parent)',
      password: 'Parent’s password',
      submit: 'Sign in as parent',
      cancel: 'Cancel',
    },
    switchToParent: {
      title: 'Switch to the parent account',
      instruction: 'Membership is managed in the parent account. Ask your parent to sign in to it.',
      instructionNamed: 'Membership is managed in the parent account, {{name}}. Ask your parent to sign in to it.',
      approve: 'Switch to parent',
      cancel: 'Not now',
    },
  },
} as const;

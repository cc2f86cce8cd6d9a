/**
 * English text. Keys from the spec's error catalogue keep their exact
 * dotted paths (`signin_redesign.signin_form.login_error.*`); our own text
 * lives under `app`, `header`, `signin` and `home`.
 */
export const englishMessages = {
  signin_redesign: {
    signin_form: {
      login_error: {
        server_error: "We didn't recognize the username or password. Please try again.",
        client_error: 'Please enter your username and password.',
        too_many_attempts: 'Too many sign-in attempts. Please wait {{seconds}} seconds and try again.',
      },
    },
  },
  app: {
    productName: 'Live Classroom',
    loading: 'Loading…',
    loadFailed: "We couldn't load the page.",
    retry: 'Try again',
    notFoundTitle: 'Page not found',
    notFoundBody: "We couldn't find that page.",
    goHome: 'Go to the home page',
    error: {
      network: "We couldn't reach the server. Check your connection and try again.",
      unexpected: 'Something went wrong. Please try again.',
    },
  },
  header: {
    skipToContent: 'Skip to main content',
    signIn: 'Sign in',
    signOut: 'Sign out',
    userNavigation: 'Account',
  },
  signin: {
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    submitting: 'Signing in…',
  },
  home: {
    greeting: 'Hello, {{name}}!',
    heading: {
      visitor: 'Welcome to Live Classroom',
      student: 'Student home',
      teacher: 'Teacher home',
      familyParent: 'Family parent home',
      familyChild: 'Family child home',
      administrator: 'Administrator home',
      other: 'Home',
    },
    visitorIntro: 'Practise skills, play games and take lessons with your class.',
    visitorSignIn: 'Sign in to get started',
    liveUpdates: 'Live updates',
    liveUpdatesEmpty: 'No live updates yet.',
    realtimeStatus: {
      connecting: 'Connecting…',
      connected: 'Connected',
      reconnecting: 'Reconnecting…',
      closed: 'Offline',
    },
  },
} as const;

import { explorerMessages } from './explorer-messages';
import { questionMessages } from '../question/question-messages';
import { sameQuestionModeMessages } from './same-question-mode-messages';
import { accountRecoveryMessages } from './account-recovery-messages';
import { signInLoginErrors, signInMessages } from './sign-in-messages';
import { sparkStudioMessages } from './spark-studio-messages';
import { instantReviewMessages } from './instant-review-messages';
import { teacherSetupMessages } from './teacher-setup-messages';
import { rosterMessages } from './roster-messages';
import { adminContactsMessages } from './admin-contacts-messages';
import { profileMessages } from './profile-messages';
import { liveMessagesMessages } from './live-messages-messages';
import { focusErrorMessages, focusSessionsMessages } from './focus-sessions-messages';
import { liveClassroomMessages } from './live-classroom-messages';
import { bannersMessages } from './banners-messages';
import { notificationsMessages } from './notifications-messages';
import { notificationsErrorsMessages } from './notifications-errors-messages';
import { clusterMessages } from './cluster-messages';
import { reportsEnglishMessages } from './reports-english-messages';
import { assessmentWindowsMessages } from './assessment-windows-messages';
import { gamesMessages } from './games-messages';
import { skillPlansMessages } from './skill-plans-messages';
import { lessonsShellMessages, takeoffShellMessages } from './lesson-shell-messages';
import { quizzesMessages } from './quizzes-messages';
import { readAloudMessages } from '../read-aloud/read-aloud-messages';
import { pageDescriptionsMessages } from './page-descriptions-messages';
/**
 * English text. Keys from the spec's error catalogue keep their exact
 * dotted paths (`signin_redesign.signin_form.login_error.*`,
 * `live_message.*`); our own text lives under `app`, `header`, `signin`,
 * `home`, `liveMessages`, `focusSessions`,
 * `curriculum`, `landingPages`, `siteHeader`, `skillSearch`, `searchResult`,
 * `searchResults`, `practicePage`, `myPractice` and `liveClassroom` (server keys
 * `focus.*`, `search.*`, `catalogue.*` and `practice.*` keep their paths).
 */
export const englishMessages = {
  ...pageDescriptionsMessages,
  ...questionMessages,
  ...readAloudMessages,
  ...sameQuestionModeMessages,
  ...accountRecoveryMessages,
  ...signInMessages,
  ...sparkStudioMessages,
  ...instantReviewMessages,
  ...teacherSetupMessages,
  ...rosterMessages,
  ...adminContactsMessages,
  ...profileMessages,
  ...liveMessagesMessages,
  ...focusSessionsMessages,
  ...focusErrorMessages,
  ...liveClassroomMessages,
  ...bannersMessages,
  ...notificationsMessages,
  ...notificationsErrorsMessages,
  ...clusterMessages,
  ...reportsEnglishMessages,
  ...assessmentWindowsMessages,
  ...explorerMessages,
  ...gamesMessages,
  ...lessonsShellMessages,
  ...skillPlansMessages,
  ...takeoffShellMessages,
  ...quizzesMessages,
  signin_redesign: {
    signin_form: {
      login_error: {
        server_error: "We didn't recognize the username or password. Please try again.",
        client_error: 'Please enter your username and password.',
        too_many_attempts: 'Too many sign-in attempts. Please wait {{seconds}} seconds and try again.',
        ...signInLoginErrors,
      },
    },
  },
  live_message: {
    empty_message: 'Please write a message.',
    no_recipients: 'Please choose a class or at least one student.',
    message_too_long: 'This message is too long. Please shorten it.',
    not_a_sender: 'Only teachers and administrators can send live messages.',
    student_not_in_reach: 'You can only send messages to your own students.',
    unknown_message: 'This message is no longer available.',
    unknown_status: "That answer isn't one of the choices.",
    sender_cannot_acknowledge: "Senders can't answer their own messages.",
    expired: 'This message has expired.',
    not_addressed: 'This message was not sent to you.',
  },
  request: {
    invalid: 'Something in the request was not right. Please check and try again.',
    csrf_header_missing: 'The request was refused. Reload the page and try again.', // Issue 15 (server/http/csrf-header.ts)
  },
  /** Server error keys of search (`search.*`). */
  search: {
    invalid_query: 'Please type 2 to 200 characters to search.',
    invalid_click: "We couldn't record that click.",
  },
  skillSearch: {
    label: 'Search skills',
    placeholder: 'Search skills, games and lessons',
    submit: 'Search',
    open: 'Search',
    popoverLabel: 'Skill search',
    suggestions: 'Search suggestions',
    parseError: 'Failed to parse JSON response.',
  },
  searchResult: {
    tagMatch: 'Matches “{{tag}}”',
    /** A skill's standards codes (issue 29). */
    standards: 'Standards: {{codes}}',
  },
  searchResults: {
    title: 'Search results',
    heading: 'Results for “{{q}}”',
    headingNoQuery: 'Search',
    label: 'Search skills, games and lessons',
    submit: 'Search',
    noQuery: 'Type a word, or a skill code such as C.12, to search.',
    loading: 'Searching…',
    loadFailed: "We couldn't load the results.",
    empty: 'No results found. Try another word or a skill code like C.12.',
    filtersLabel: 'Show only',
    filter: '{{type}} ({{count}})',
    type: {
      level: 'Levels',
      skill: 'Skills',
      topic: 'Topics',
      lesson: 'Lessons',
      game: 'Games',
      takeoff: 'Takeoff lesson plans',
    },
    skillCodeMatches: 'Skill code matches',
    comingSoon: 'Coming soon',
    pages: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  app: {
    productName: 'Live Classroom',
    /** The header's mark on phones, where the whole name does not fit (issue 34). */
    productShortMark: 'LC',
    homeTitle: 'Home',
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
    /** Time spent (web/shared/i18n/duration.ts). */
    duration: {
      seconds: '{{count}} sec',
      minutes: '{{count}} min',
      hours: '{{count}} hr',
      hoursMinutes: '{{hours}} hr {{minutes}} min',
    },
  },
  header: {
    skipToContent: 'Skip to main content',
    signIn: 'Sign in',
    signOut: 'Sign out',
    userNavigation: 'Account',
    liveMessages: 'Live messages',
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
    liveUpdates: 'Live updates:',
    realtimeStatus: {
      connecting: 'Connecting…',
      connected: 'Connected',
      reconnecting: 'Reconnecting…',
      closed: 'Offline',
    },
    sendLiveMessage: 'Send a live message',
    sentLiveMessages: 'Sent live messages',
  },
  /** Server error keys of focus sessions (`focus.*`). */
  curriculum: {
    subject: { math: 'Math', ela: 'Language arts', sci: 'Science', ss: 'Social studies', spa: 'Spanish' },
    kindergarten: 'Kindergarten',
    grade: 'Grade {{grade}}',
  },
  landingPages: {
    subjects: 'Subjects',
    /** A grade page's heading and a subject at a grade: "Grade 4 Math", "Year 5 Math". */
    gradeTitle: '{{grade}} {{subject}}',
    loading: 'Loading…',
    loadFailed: "We couldn't load this page.",
    grades: 'Grades',
    allGrades: 'All {{subject}} grades',
    neighbours: 'Neighbouring grades',
    previousGrade: '← {{grade}}',
    nextGrade: '{{grade}} →',
    otherSubjects: 'Other subjects',
    games: 'Games',
    noGames: 'No {{subject}} games in this edition yet.',
    gameGrades: 'Grades {{range}}',
    skills_one: '{{count}} skill',
    skills_other: '{{count}} skills',
    category: 'Category {{letter}}',
    skillLabel: '{{code}} {{name}}',
    comingSoon: 'Coming soon',
    topics: 'Topics',
    lessons: 'Lessons',
    lesson: 'Lesson {{number}}: {{name}}',
    takeoffPlans: 'Takeoff lesson plans',
    takeoffPlan: '{{name}} (lesson {{number}}, {{grade}})',
    skill: {
      backTo: 'Back to {{page}}',
      /** A math skill's link to the raceway with the skill chosen (issue 28). */
      race: 'Race this skill',
      tags: 'Tags',
      /** The standards a skill is aligned to (issue 29, docs/standards.md). */
      standards: 'Standards',
      practice: 'Practice',
      practicePlaceholder: 'Practice questions for this skill open here.',
      practiceUpcoming: 'Practice opens when this skill is ready.',
      notFoundTitle: 'Skill not found',
      notFoundLink: 'See the skills of this grade',
    },
  },
  /** Server error keys of the catalogue (`catalogue.*`). */
  catalogue: {
    unknown_page: "We couldn't find that subject or grade.",
    unknown_skill: "We couldn't find that skill.",
  },
  /** Server error keys of practice (`practice.*`). */
  practice: {
    unknown_skill: "This skill can't be practised.",
    already_answered: 'That question was already answered.',
    invalid_question_key: "That question isn't valid any more.",
    question_expired: 'That question has expired.',
    limit_reached: "You've reached today's practice limit.",
    not_your_question: 'That question was asked of someone else.',
    invalid_answer: "That answer couldn't be read. Please check it and send it again.",
    response_too_long: 'That answer is too long. Please shorten it.',
    too_many_answers: 'Too many answers too quickly. Please wait a moment, then send again.',
    not_a_learner: 'My practice is for students.',
  },
  /** The practice area of a skill page (web/features/practice). */
  practicePage: {
    heading: 'Practice',
    loading: 'Loading a question…',
    loadFailed: "We couldn't load a question.",
    unavailable: "This skill can't be practised yet.",
    question: 'Question {{number}}',
    answerLabel: 'Your answer',
    numberHint: 'Type a number.',
    fractionHint: 'Type a fraction such as 3/4, or a mixed number such as 1 1/2.',
    choicesLabel: 'Choose an answer',
    submit: 'Submit',
    submitting: 'Checking…',
    emptyText: 'Type an answer first.',
    emptyChoice: 'Choose an answer first.',
    submitFailed: "Your answer wasn't sent: {{reason}}",
    sendAgain: 'Send again',
    correct: 'Correct!',
    wrong: 'Not quite.',
    yourAnswer: 'Your answer: {{response}}',
    correctAnswer: 'The correct answer: {{answer}}',
    explanation: 'How to solve it',
    next: 'Next question',
    announceCorrect: 'Correct! Your SmartScore is {{score}}.',
    announceWrong: 'Not quite. The correct answer is {{answer}}. Your SmartScore is {{score}}.',
    notice: {
      alreadyAnswered: 'Your last answer was already recorded. Here is the next question.',
      questionExpired: 'That question expired. Here is a new one.',
    },
    progress: 'Your progress',
    smartScore: 'SmartScore',
    smartScoreValue: '{{score}} out of 100',
    proficient: 'Proficient',
    mastered: 'Mastered',
    questionsAnswered: 'Questions answered',
    timeOnQuestion: 'Time on this question',
    timePractised: 'Time practised',
    limit: {
      title: 'Keep practising',
      body_one: 'Sign in or join to keep practising — {{count, number}} skill is waiting.',
      body_other: 'Sign in or join to keep practising — {{count, number}} skills are waiting.',
      bodyNoCount: 'Sign in or join to keep practising.',
      signIn: 'Sign in',
      join: 'Join now',
    },
  },
  /** A student's `/my-practice` page (web/features/my-practice). */
  myPractice: {
    title: 'My practice',
    loading: 'Loading your practice…',
    loadFailed: "We couldn't load your practice.",
    empty: "You haven't practised yet.",
    emptyHint: 'Choose a subject to find a skill:',
    bands: 'Grade level',
    band: {
      aboveGrade: 'Above grade',
      onGrade: 'On grade',
      belowGrade: 'Below grade',
      farBelowGrade: 'Far below grade',
      notPinpointed: 'Not pinpointed yet',
    },
    /** Issue 34: what "Not pinpointed yet" means, beside it. */
    notPinpointedWhy: 'Your grade level shows once you have answered at least {{count}} questions in this subject, reached a SmartScore of 80 in one of its skills, and are in a class.',
    skills: 'Skills practised',
    skillName: '{{code}} {{name}}',
    smartScore: 'SmartScore',
    questions: 'Questions',
    time: 'Time',
    lastPractised: 'Last practised',
    proficient: 'Proficient',
    mastered: 'Mastered',
    recent: 'Recent activity',
    right: 'Right',
    wrong: 'Wrong',
    scoreAfter: 'SmartScore {{score}}',
  },
  /** The site header's navigation, edition picker, menus and placeholder pages. */
  siteHeader: {
    mainNavigation: 'Main',
    subjects: 'Subjects',
    /** Issue 32: the desktop row's disclosure of less-used links. */
    more: 'More',
    opensInNewTab: '(opens in a new tab)',
    progressShareTooltip: "View your connected student's analytics, manageable in Profile & Settings.",
    links: {
      membership: 'Join now',
      myPractice: 'My practice',
      liveClassroom: 'Live classroom',
      focusZone: 'Focus zone',
      roster: 'Roster',
      quizzes: 'Quizzes',
      progress: 'Progress',
      progressShare: 'Progress Share analytics',
      reports: 'Reports',
      sparkStudio: 'Spark Studio',
      notifications: 'Notifications',
      childMembership: 'Membership',
    },
    subAccounts: {
      button: 'Switch account',
      note: 'Choose an account to switch to.',
      switchTo: 'Switch to {{name}}',
      switchToParent: 'Switch to {{name}} (parent)',
      otherAccount: 'Sign in to another family account',
    },
    switchToParent: {
      title: 'Switch to the parent account',
      instruction: 'Membership is managed in the parent account. Ask your parent to sign in to it.',
      instructionNamed: 'Membership is managed in the parent account, {{name}}. Ask your parent to sign in to it.',
      approve: 'Switch to parent',
      cancel: 'Not now',
    },
    editionPicker: {
      label: 'Edition: {{name}},',
      menuLabel: 'Choose your edition',
    },
    userMenu: {
      triggerSuffix: ', account menu',
      signedInAs: 'Signed in as {{username}}',
      close: 'Close account menu',
      profile: 'Profile & Settings',
    },
    mobile: {
      menuButton: 'Menu',
      menuLabel: 'Menu',
      searchButton: 'Search',
      back: 'Back',
      allOf: 'All of {{subject}}',
    },
  },
} as const;

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Boundaries between the layers (README "Architecture"), checked on resolved
// paths so `../../server/x` and `../server/x` are the same import. Type imports
// count too: web/ knows the server only through HTTP, features know each other
// only through web/app. Each folder under web/features is a feature.
const features = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaries = [
  { target: './events', from: ['./server', './projections', './web'], message: 'events/ is the pure write side: it imports neither server/, projections/ nor web/.' },
  { target: './projections', from: ['./server', './web'], message: 'projections/ build read models from events/ only.' },
  { target: './web', from: ['./server', './projections'], message: 'web/ reaches the server over HTTP only: put a shared type in events/.' },
  { target: './web/shared', from: ['./web/features', './web/app'], message: 'web/shared imports no feature and not web/app (shared → features → app).' },
  { target: './web/features', from: './web/app', message: 'features do not import web/app (shared → features → app).' },
  ...features.map((feature) => ({
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [`./${feature}`],
    message: 'features do not import each other: move what both need to web/shared, or compose them in web/app.',
  })),
];

// The layers of server/, bottom to top (docs/architecture.md "Boundaries"); each imports
// only those below it, type imports included:
//   server/http, server/auth, config.ts, id-generator.ts  the platform every feature stands on
//   server/<feature>/ (practice, mail, nats, cluster, …)   a feature's or a service's own parts
//   server/routes/                                        HTTP, one file per feature
//   server/features/                                      the feature modules: routes and parts, composed
//   server/app.ts, server/event-log.ts, server/replay/    the app, the log and the replay CLI, composed from the module list
//   server/main.ts                                        starts it all
// server/features/feature-log.ts (the `FeatureLog<…>` a part is handed) may be imported from
// every layer. server/demo seeds the demo school across features: main.ts alone starts it.
// Colocated tests (and the replay test fixture) are exempt from the server layers below.
const mainIsImportedByNothing = { target: '.', from: './server/main.ts', message: 'server/main.ts starts the server: nothing imports it.' };
const serverLayers = [
  mainIsImportedByNothing,
  {
    target: ['./server/*/**', './server/config.ts', './server/id-generator.ts'],
    from: ['./server/app.ts', './server/event-log.ts'],
    message: 'server/app.ts and server/event-log.ts compose the app from the module list: only server/main.ts imports them (a part takes a FeatureLog<…> from server/features/feature-log.ts).',
  },
  {
    target: ['./server/!(features|replay)/**', './server/config.ts', './server/id-generator.ts'],
    from: './server/features',
    except: ['./feature-log.ts'],
    message: 'server/features/ composes routes and parts into modules: below it, only the FeatureLog type (server/features/feature-log.ts) is imported.',
  },
  {
    target: ['./server/!(replay)/**', './server/{config,id-generator,app,event-log,main}.ts'],
    from: './server/replay',
    message: 'server/replay is the replay CLI, composed from the module list: no server part imports it (what a part shares with it lives in that part).',
  },
  {
    target: ['./server/!(features|routes)/**', './server/{config,id-generator,event-log,main}.ts'],
    from: './server/routes',
    message: 'server/routes is imported by the feature modules (server/features/) and server/app.ts only: move the helper to server/http, server/auth or the feature\'s folder (server/<feature>/).',
  },
  {
    target: './server/routes',
    from: './server/routes',
    message: 'a route file imports no other route file: move the helper to server/http, server/auth or the feature\'s folder (server/<feature>/).',
  },
  {
    target: ['./server/http', './server/auth', './server/config.ts', './server/id-generator.ts'],
    from: './server',
    except: ['./http', './auth', './config.ts', './id-generator.ts', './features/feature-log.ts'],
    message: 'server/http and server/auth (with config.ts and id-generator.ts) are the platform under every feature: they import no feature folder, route or module.',
  },
  {
    target: ['./server/!(demo)/**', './server/{config,id-generator,app,event-log}.ts'],
    from: './server/demo',
    message: 'server/demo seeds the demo school across every feature: only server/main.ts (and tests) import it; a feature\'s seed lives in server/demo.',
  },
];
const testFiles = ['**/*.test.{ts,tsx}', 'server/replay/replay-test-fixture.ts'];

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'web/dist/', 'dist/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'no .only in committed tests' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The files import-x reads to follow imports (no-cycle); without .ts/.tsx it reads none and finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...boundaries, ...serverLayers] }],
      // A relative import the resolver cannot follow would escape the boundaries above unseen.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      // No import cycles. `import type` is not followed: with verbatimModuleSyntax it is erased, so a
      // cycle through it cannot change the order modules run in (none exists today all the same).
      // Its cost is one more parse of every imported file (~7 s of `npx eslint .`: 29 s → 36 s on
      // the 2-core machine); maxDepth does not lower it (the parse dominates), so cycles of any length
      // are found. ignoreExternal: packages cannot import us back, so they are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test may reach into any server layer to build what it tests; the layer boundaries still hold.
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...boundaries, mainIsImportedByNothing] }] },
  },
  {
    // Issue 33: the page's Intl formatters are kept (web/shared/i18n/intl-formats.ts): making one costs ~0.3 ms,
    // four times that on a slow phone, and a list made one per row. (The rule replaces the base one for these
    // files, so `.only` is restated.)
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/shared/i18n/intl-formats.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'no .only in committed tests' },
        { selector: "NewExpression[callee.object.name='Intl']", message: 'Use the kept formatters of web/shared/i18n/intl-formats.ts (dateTimeFormat, numberFormat, listFormat, relativeTimeFormat, dateAndTime).' },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]", message: 'Use dateTimeFormat(locale, options).format(date) from web/shared/i18n/intl-formats.ts.' },
      ],
    },
  },
  {
    // The browser bundle takes event types from events/, values only from the shared validator.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)events/(?!curriculum$|email-address$|admin-contact-fields$|reports/report-ranges$|reports/report-view-by$|explorer$|same-question-mode/room-contract$|practice/practice-contract$|focus-sessions/focus-session-contract$|live-messages/acknowledgement-statuses$|notifications/notification-kinds$|spark-studio/spark-studio-contract$|assessment-windows/assessment-types$|games/fluency-contract$|games/raceway-contract$|skill-plans/skill-plan-contract$|takeoff/takeoff-contract$|quizzes/quiz-contract$|scratchpad/scratchpad-contract$|banners/banner-user-types$|assessments/assessment-contract$)',
              allowTypeImports: true,
              message: 'web/ imports events/ with `import type` only; values come only from the browser-safe modules (at run time they import zod, tlds, each other or nothing; docs/architecture.md "Boundaries"): events/curriculum, email-address, admin-contact-fields, reports/report-ranges, reports/report-view-by, explorer, same-question-mode/room-contract, practice/practice-contract, focus-sessions/focus-session-contract, live-messages/acknowledgement-statuses, notifications/notification-kinds, spark-studio/spark-studio-contract, assessment-windows/assessment-types, games/fluency-contract, games/raceway-contract, skill-plans/skill-plan-contract, takeoff/takeoff-contract, quizzes/quiz-contract, scratchpad/scratchpad-contract, banners/banner-user-types and assessments/assessment-contract. A constant web needs goes into one of them (or a new one, allowed here), never a copy.',
            },
          ],
        },
      ],
    },
  },
);

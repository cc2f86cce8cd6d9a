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
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries }],
      // A relative import the resolver cannot follow would escape the boundaries above unseen.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
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
              regex: '(^|/)events/(?!curriculum$|email-address$|admin-contact-fields$|reports/report-ranges$)',
              allowTypeImports: true,
              message: 'web/ imports events/ with `import type` only; values come from events/curriculum (zod only, browser-safe) events/email-address (the e-mail check) events/admin-contact-fields (the contact field rules) and events/reports/report-ranges (report date ranges).',
            },
          ],
        },
      ],
    },
  },
);

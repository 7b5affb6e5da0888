// ESLint: type-aware TypeScript rules, React hooks, accessibility of JSX, and the one-way import
// direction of the layout (README "Layout"): generated ← lib ← components ← features ← app.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = ['booking', 'consent', 'contact', 'faq', 'guides', 'home', 'meeting-point', 'tours'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.next/',
      'dist.old/',
      'src/generated/',
      'node_modules/',
      'var/',
      'bench-results/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // Browser-only state (the stored consent, a frame address with a cache-buster, the time the
      // form was shown) is set in an effect on purpose: the prerendered HTML and the first client
      // render must agree, so it cannot be computed during render.
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          name: 'react',
          importNames: ['useId'],
          message:
            "ids of islands' elements come from useElementId (src/lib/element-id.ts): Preact runs them in the browser",
        },
      ],
    },
  },
  {
    // The one useId: an island's id on the page, rendered at build time only.
    files: ['src/app/islands/island-html.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/generated',
              from: './src',
              except: ['./generated'],
              message: 'generated code imports nothing from src',
            },
            {
              target: './src/lib',
              from: ['./src/features', './src/app', './src/components'],
              message: 'src/lib is shared: it imports no feature, component or app code',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/app'],
              message: 'shared components import no feature or app code',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: [
                './src/app',
                ...features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
              ],
              message:
                'a feature imports no other feature and not src/app: share through src/lib or compose in src/app',
            })),
            {
              // Its tests may stand in for the outside services as the browser tests do.
              target: './server',
              from: './tests',
              except: ['./stand-ins'],
              message: 'the server needs only shared contracts (src/lib, src/generated)',
            },
            {
              target: './server',
              from: ['./src/app', './src/features', './src/components', './scripts'],
              message: 'the server needs only shared contracts (src/lib, src/generated)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Stand-ins for third-party scripts run in the browser.
    files: ['tests/stand-ins/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);

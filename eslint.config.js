import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Each feature folder may import only itself: routes compose features, features never import each other. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noMocksInApp = {
  group: ['@mocks/*', '**/mocks/*', '../mocks', '../../mocks'],
  message: 'The app reaches the mock backend only through the dynamic import in src/main.tsx.',
};

/** Story and test data: they may build on the mock backend's own data (one source), so the app never imports them. */
const fixtureFiles = ['src/**/fixtures.{ts,tsx}', 'src/**/*.fixtures.{ts,tsx}'];
const noFixturesInApp = {
  group: ['./fixtures', '**/fixtures', './*.fixtures', '**/*.fixtures'],
  message: 'Fixtures are for stories and tests: they may import mock code, which stays out of the app.',
};

/** Each feature imports only itself and never a route. */
const featureBoundary = (feature) => [
  {
    group: [
      '@/features/*',
      '**/features/*',
      `!@/features/${feature}`,
      `!@/features/${feature}/**`,
      `!**/features/${feature}`,
      `!**/features/${feature}/**`,
    ],
    message: 'Features do not import each other; compose them in src/routes.',
  },
  { group: ['@/routes/*', '**/routes/*'], message: 'Features do not import routes.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-real',
      'dist-subpath',
      'dist-chaos',
      'storybook-static',
      'node_modules',
      'public',
      '.storybook/public',
      'test-results',
      'playwright-report',
      'lighthouse-reports',
      '.vitest',
      'storybook-visual-report',
      '.tmp-prof',
      'src/route-tree.gen.ts',
      'src/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='dangerouslySetInnerHTML'] Property[key.name='__html']:not([value.callee.name='sanitizeHtml'])",
          message: 'Server HTML must pass through the sanitizer call inside dangerouslySetInnerHTML.',
        },
      ],
    },
  },
  {
    // The shared project of vitest.config.ts keeps one module registry per worker: a file that replaces modules would
    // leave the next files a second copy of some (a reset once gave the routes a second session atom).
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['resetModules', 'mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Modules are replaced only in a *.isolated.test.ts(x) file (vitest.config.ts).',
        })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}', ...fixtureFiles],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocksInApp, noFixturesInApp] }] },
  },
  {
    // The domain is what every layer imports: it never imports the router's generated tree (which imports every route,
    // so every feature, and tied 62 files into one import cycle). pages.ts declares the paths; its test holds the
    // router to them.
    files: ['src/domain/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocksInApp,
            noFixturesInApp,
            {
              group: ['@/route-tree.gen', '**/route-tree.gen', '@/routes/*', '**/routes/*'],
              message: 'The domain declares its paths (src/domain/pages.ts); pages.test.ts holds the router to them.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}', ...fixtureFiles],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocksInApp, noFixturesInApp, ...featureBoundary(feature)] }],
    },
  })),
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/fixtures.{ts,tsx}`, `src/features/${feature}/**/*.fixtures.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featureBoundary(feature) }] },
  })),
);

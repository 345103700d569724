import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A no-restricted-paths zone: files under `target` may not import from any of `from`. */
const zone = (target, from, message) => ({
  target: `./${target}`,
  from: from.map((path) => `./${path}`),
  ...(message && { message }),
});

/**
 * Features have front doors (README, "Code layout"): one feature takes from another only what
 * that one's `index.ts` exports (its events, selectors, API and flow hooks), or its `lazy.ts`,
 * the public part that comes with its pages. Every folder of src/features/ is a feature, so a
 * new one is covered as soon as it exists.
 */
const FRONT_DOORS = ['index.ts', 'lazy.ts'];
const featuresDir = new URL('./src/features/', import.meta.url);
const FEATURES = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** How another feature names `feature`'s doors: '../cart', '../checkout/lazy'. */
const doorPaths = (feature) =>
  FRONT_DOORS.filter((door) => existsSync(new URL(`${feature}/${door}`, featuresDir))).map((door) =>
    door === 'index.ts' ? `'../${feature}'` : `'../${feature}/${door.slice(0, -'.ts'.length)}'`,
  );
const frontDoorZone = (feature, other) => ({
  target: `./src/features/${feature}`,
  from: `./src/features/${other}`,
  except: FRONT_DOORS.map((door) => `./${door}`),
  message: `Import from the front door, ${doorPaths(other).join(' or ')}: it exports what other features may use (events, selectors, API and flow hooks). Components and internal files never cross.`,
});
const frontDoorZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => frontDoorZone(feature, other)),
);

/**
 * The features' layers, lowest first: a feature may import the ones before it, never one after
 * (the README's layer list). Every folder of src/features/ must have its place here.
 */
const FEATURE_LAYERS = [
  'session',
  'products',
  'recent',
  'cart',
  'alerts',
  'favorites',
  'credit',
  'account',
  'returns',
  'orders',
  'checkout',
  'catalog',
  'ui',
];
const unplaced = FEATURES.filter((feature) => !FEATURE_LAYERS.includes(feature));
if (unplaced.length > 0) throw new Error(`eslint.config.mjs: place ${unplaced.join(', ')} in FEATURE_LAYERS`);
const layerZones = FEATURE_LAYERS.slice(0, -1).map((feature, layer) =>
  zone(
    `src/features/${feature}`,
    FEATURE_LAYERS.slice(layer + 1).map((later) => `src/features/${later}`),
    `Features depend on each other one way (FEATURE_LAYERS): ${feature} may import only ${FEATURE_LAYERS.slice(0, layer).join(', ') || 'no other feature'}. Move what both need to the lower feature or to src/components, src/lib or src/rules.`,
  ),
);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'bench-results/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML in this shop.',
        },
      ],
    },
  },
  {
    // Import circles fail the lint (house style): a module in a circle can be read
    // before it has finished loading. scripts/imports.test.ts also counts lazy and type-only imports.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Imports flow one way (README, "Code layout"), as bulletproof-react's zones enforce it:
    // lib → rules → theme, store, components → api → features → app → start. The business rules
    // (src/rules/) are shared with the fake backend in mocks/. Tests and their helpers (src/test/)
    // may put the whole shop together.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone(
              'src/lib',
              [
                'src/rules',
                'src/theme',
                'src/store',
                'src/components',
                'src/api',
                'src/features',
                'src/app',
                'src/start',
                'mocks',
              ],
              'lib is plain TypeScript: it imports only lib.',
            ),
            zone(
              'src/rules',
              ['src/theme', 'src/store', 'src/components', 'src/api', 'src/features', 'src/app', 'src/start', 'mocks'],
              'rules/ is the business rules the shop and its backend share: plain TypeScript over lib, nothing of the page or the server.',
            ),
            zone('src/theme', [
              'src/store',
              'src/components',
              'src/api',
              'src/features',
              'src/app',
              'src/start',
              'mocks',
            ]),
            zone(
              'src/store',
              ['src/theme', 'src/components', 'src/api', 'src/features', 'src/app', 'src/start', 'mocks'],
              'store/ is the plumbing features share: the slices declare RootState, store/ imports none of them.',
            ),
            zone(
              'src/components',
              ['src/store', 'src/features', 'src/app', 'src/start', 'mocks'],
              'Components are presentational: no store, no features.',
            ),
            // Components show products: the contract's types are theirs to use, the API slice is not.
            {
              target: './src/components',
              from: './src/api',
              except: ['./types.ts'],
              message: 'Components take data as props; only the API types may be imported.',
            },
            zone('src/api', ['src/components', 'src/features', 'src/app', 'src/start']),
            zone(
              'src/features',
              ['src/app', 'src/start', 'mocks'],
              'Features never import app/ or start/ (the app composes the features), nor the fake backend (src/api reaches it).',
            ),
            ...frontDoorZones,
            ...layerZones,
            zone('src/app', ['src/start', 'mocks']),
            zone('src/start', ['mocks'], 'Only src/api reaches the fake backend.'),
            // src/api reaches the fake backend through its thin client alone (and the type of an answer).
            {
              target: './src/api',
              from: './mocks',
              except: ['./fakeBaseQuery.ts', './server.ts'],
              message: 'src/api reaches the fake backend through mocks/fakeBaseQuery.ts only.',
            },
            // The fake backend is a server: it shares the contract and pure helpers, nothing of the page.
            zone('mocks', ['src/theme', 'src/store', 'src/components', 'src/features', 'src/app', 'src/start']),
            // Its domain (routes, data, rules) knows nothing of the developer tools around it (latency,
            // failures, switches, panel, HTTP server) nor of the server's side that joins the two:
            // what it needs of them comes with the request (MockRequest).
            zone(
              'mocks/backend',
              ['mocks/devtools', 'mocks/server.ts', 'mocks/fakeBaseQuery.ts', 'mocks/testFixtures.ts'],
              'mocks/backend imports neither the developer tools nor the server around it: what it needs comes with the request.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Presentational components never reach into the store, even through the library.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: ['react-redux'] }] },
  },
  {
    // Node scripts; benchmark probes also run functions inside the page.
    files: ['scripts/**/*.mjs', '*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction (STYLE.md): app → features → shared; features never import each other. */
const sharedMayNotImport = [
  { group: ['**/features/**'], message: 'Shared code (components, hooks, lib, config, platform) must not import a feature.' },
  { group: ['**/server/**'], message: 'The renderer never imports server code.' },
];

export default defineConfig(
  globalIgnores([
    'dist/**',
    'out/**',
    'node_modules/**',
    'resources/**',
    'data/**',
    '.data-*/**',
    'test-results/**',
    'playwright-report/**',
    'artifacts/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/components/**', 'src/hooks/**', 'src/lib/**', 'src/config/**', 'src/platform/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedMayNotImport }] },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Features must not import from src/app.' },
            { group: ['**/server/**'], message: 'The renderer never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    // Only src/platform/ may touch the preload bridge.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='window'][property.name='desktop']",
          message: 'Use src/platform instead of window.desktop.',
        },
      ],
    },
  },
  {
    files: ['electron/main/**', 'electron/preload/**', 'server/**', 'scripts/**', 'bench/**', 'tests/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);

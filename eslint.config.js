import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersOf = (dir) => readdirSync(`${root}/${dir}`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * The import rules of the README, as import-x/no-restricted-paths zones. The paths are resolved
 * (TypeScript resolver), so `../../x` and `../x` are judged by where they land, not by how they are
 * spelled. The per-feature and per-folder zones are generated from the folders on disk, so a new
 * feature or a new src/ folder is covered without editing this file.
 */
const features = foldersOf('src/features');
const sharedFolders = ['src/components', 'src/hooks', 'src/lib', 'src/config', 'src/platform'];
const srcFoldersButPlatform = foldersOf('src').filter((name) => name !== 'platform').map((name) => `src/${name}`);
const importZones = [
  // Features never import each other: what two features share lives in shared code or core/;
  // a page that composes features lives in src/app/.
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share into src/components, src/hooks, src/lib or core/, or compose them in src/app/.',
  })),
  {
    target: sharedFolders,
    from: ['src/features', 'src/app'],
    message: 'Shared code (components, hooks, lib, config, platform) never imports a feature or src/app.',
  },
  { target: 'src/features', from: 'src/app', message: 'Features never import src/app (the app composes features, not the other way round).' },
  { target: 'src', from: ['server', 'electron/main', 'electron/preload'], message: 'The renderer never imports server/ or the Electron main and preload code.' },
  { target: srcFoldersButPlatform, from: 'electron', message: 'Only src/platform/ knows about the desktop (electron/shared).' },
  { target: 'server', from: ['src', 'electron'], message: 'server/ never imports the renderer or Electron code.' },
  { target: 'core', from: ['src', 'server', 'electron'], message: 'core/ imports nothing but zod, @noble/hashes and core/ itself.' },
  { target: 'electron', from: ['src', 'server'], message: 'electron/ never imports the renderer or the server.' },
  { target: 'electron/main', from: 'electron/preload', message: 'electron/main and electron/preload share only electron/shared/.' },
  { target: 'electron/preload', from: 'electron/main', message: 'electron/main and electron/preload share only electron/shared/.' },
];

/** Props that never carry text a user reads (i18next/no-literal-string skips their values). */
const NON_TEXT_PROPS = [
  'className', 'style', 'type', 'key', 'id', 'role', 'href', 'to', 'src', 'srcSet', 'sizes', 'rel', 'target',
  'name', 'htmlFor', 'autoComplete', 'inputMode', 'enterKeyHint', 'method', 'accept', 'pattern', 'lang', 'dir',
  'width', 'height', 'viewBox', 'd', 'fill', 'stroke', 'loading', 'decoding', 'fetchPriority', 'autoCapitalize',
  '.*ClassName', 'columns', 'data-.*', 'aria-(controls|describedby|labelledby|live|current|haspopup|expanded|sort|hidden|orientation|atomic|relevant|owns|activedescendant|autocomplete)',
];
/** A single code token starting lower-case: an i18n key, an enum value, a field name, a CSS keyword ('agent_id', 'desc', 'aboutUs', 'sandbox-bank'). */
const CODE_TOKEN = /^[a-z][a-zA-Z0-9]*(?:[_.:-][a-zA-Z0-9]+)*$/;
/**
 * Literals that are not text to translate, in JSX text and string literals alike: no letter at all
 * (punctuation and symbols such as ×, ·, —, …, numbers), a colour or a CSS length, an emoji, a key
 * combination (Alt+G: the keys are labelled so on every layout we serve), and the two app stores' names
 * (written the same in every language).
 */
const NON_WORDS = [
  /^[\p{P}\p{S}\p{N}\s]+$/u,
  /^#[0-9a-f]{3,8}$/i,
  /^\d+(?:\.\d+)?(?:px|rem|em|%)$/,
  /^\p{Emoji}+$/u,
  /^(?:(?:Ctrl|Alt|Shift|Meta)\+)+(?:[A-Z0-9]|F\d{1,2}|Enter|Escape|Delete)$/,
  /^(?:App Store|Google Play)$/,
];
/**
 * eslint-plugin-i18next's no-literal-string, with one refinement its options cannot say: a code token
 * (CODE_TOKEN) is let through as a string literal in JSX (tone="info", filter('agent_id', …)) but not
 * as JSX text, where a lower-case word such as "or" is text a user reads.
 */
const i18nextRule = i18next.rules['no-literal-string'];
const i18nextHouse = {
  meta: { name: 'i18next-house' },
  rules: {
    'no-literal-string': {
      ...i18nextRule,
      create(context) {
        const filtered = Object.create(context, {
          report: {
            value: (descriptor) => {
              const { node } = descriptor;
              const isCodeToken = node.type === 'Literal' && typeof node.value === 'string' && CODE_TOKEN.test(node.value.trim());
              if (!isCodeToken) context.report(descriptor);
            },
          },
        });
        return i18nextRule.create(filtered);
      },
    },
  },
};
/** Calls whose string arguments are never shown: the plugin's defaults, plus DOM selectors. */
const NON_TEXT_CALLEES = [
  'i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById',
  'dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith', 'querySelector(All)?', 'closest', 'matches',
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
    files: ['src/**/*.{ts,tsx}', 'core/**/*.ts', 'server/**/*.ts', 'electron/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}/tsconfig.json`, `${root}/tsconfig.node.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'core/**/*.ts', 'server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // core/ runs unchanged in the browser and in Node: no package but zod (and the pure-JS SHA-256 of
    // the request signature), no Node built-in, no React; relative imports leaving core/ are caught by
    // the zones above.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|zod$|zod/|@noble/hashes/)',
              message: 'core/ imports nothing but zod, @noble/hashes and core/ itself (no React, no Node built-ins).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a user sees goes through i18n (locales/en, cn, fr). jsx-only checks JSX text and the
    // string literals inside JSX (attributes, conditional children). Native DOM elements are judged by
    // the plugin's list (placeholder, alt, aria-label, value, title are text); on components every
    // prop is, except the ones below that carry no text a user reads.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { i18next: i18nextHouse },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          message: 'Text a user reads goes through i18n: t() with the text in locales/en, cn and fr',
          'jsx-attributes': { exclude: NON_TEXT_PROPS },
          words: { exclude: NON_WORDS },
          callees: { exclude: NON_TEXT_CALLEES },
          'object-properties': { exclude: ['[A-Z_-]+', 'className'] },
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

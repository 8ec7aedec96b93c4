import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

// Layers point one way: screens → commands → state → api. `api`, `state`, `commands` and `keymap`
// are headless (no React), so commands run in unit tests against a plain Jotai store.
const layer = (name, regex) => ({ regex, message: `De laag ${name} mag hier niet geïmporteerd worden.` });
const screens = layer('screens', '(^|/)screens(/|$)');
const commands = layer('commands', '(^|/)commands(/|$)');
const state = layer('state', '(^|/)state(/|$)');
const keymap = layer('keymap', '(^|/)keymap(/|$)');
const react = {
  regex: '^(react|react-dom|react-router-dom|@radix-ui/.*|cmdk|jotai/react)(/.*)?$',
  message: 'Deze laag is headless: geen React.',
};
const serverImport = { regex: '(^|/)server(/|$)', message: 'De console importeert niets uit de server.' };

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// How the import plugin resolves the project's own files (extensionless relative paths to .ts/.tsx files, as the
// bundler and tsx do), for the rule below that keeps the server to the shared contract. Import cycles are found by
// dependency-cruiser (.dependency-cruiser.cjs, part of `npm run lint`): the plugin's no-cycle took three quarters
// of the lint's time.
const importResolution = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
  plugins: { import: importPlugin },
  settings: {
    'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    // Only the project's own files are followed; packages are not parsed.
    'import/ignore': ['node_modules'],
  },
};

// The server shares only the API contract with the console: schemas, endpoint declarations, shared rules, the
// texts both sides show (src/api/messages) and the reading of validation issues. Resolved paths, so `../src/…`
// inside server/ is not mistaken for it.
const serverSharesOnlyTheContract = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './server',
          from: './src',
          except: [
            './api/schemas',
            './api/endpoints',
            './api/rules',
            './api/messages',
            './api/validation.ts',
          ],
          message:
            'De server deelt met de console alleen src/api/{schemas,endpoints,rules,messages,validation}.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e-*',
      'dist-*',
      'node_modules',
      'data',
      '.test-data',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/api/**'], rules: restrict(screens, commands, state, keymap, react, serverImport) },
  { files: ['src/state/**'], rules: restrict(screens, commands, keymap, react, serverImport) },
  { files: ['src/commands/**'], rules: restrict(screens, react, serverImport) },
  { files: ['src/keymap/**'], rules: restrict(screens, commands, state, react, serverImport) },
  { files: ['src/screens/**'], rules: restrict(serverImport) },
  {
    files: ['server/**'],
    rules: restrict(screens, commands, state, keymap, react),
  },
  importResolution,
  { files: ['server/**/*.ts'], rules: serverSharesOnlyTheContract },
  // API paths are written once, in the endpoint declarations; the console builds no admin path by hand.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/endpoints/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/?(api\\/)?admin\\//]',
          message: 'Een API-pad hoort in een endpointdeclaratie (src/api/endpoints): gebruik api.call.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/?(api\\/)?admin\\//]',
          message: 'Een API-pad hoort in een endpointdeclaratie (src/api/endpoints): gebruik api.call.',
        },
      ],
    },
  },
);

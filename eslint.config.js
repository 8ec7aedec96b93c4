import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.test-data', 'test-results', 'playwright-report', '.bench'] },
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
);

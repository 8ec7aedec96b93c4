import { fileURLToPath } from 'node:url';
import autoprefixer from 'autoprefixer';
import tailwindcss from 'tailwindcss';
import { leanRadixCss } from './scripts/vite/lean-radix-css.mjs';

// The production build keeps of Radix Themes' components.css the rules of the components the sign-in path uses
// in src/index.css, and those of the others the console uses in the shell's stylesheet
// (scripts/vite/lean-radix-css.mjs); development keeps every rule in both.
const production = process.env.NODE_ENV === 'production';
const fromHere = (file) => fileURLToPath(new URL(file, import.meta.url));

export default {
  plugins: [
    tailwindcss(),
    autoprefixer(),
    ...(production
      ? [
          leanRadixCss({
            srcDir: fromHere('./src'),
            entry: fromHere('./src/main.tsx'),
            laterCss: fromHere('./src/screens/shell/shell.css'),
          }),
        ]
      : []),
  ],
};

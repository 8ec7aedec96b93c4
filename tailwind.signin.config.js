import { fileURLToPath } from 'node:url';
import base from './tailwind.config.js';
import { staticImportGraph } from './scripts/vite/lean-radix-css.mjs';

// The first stylesheet (src/index.css, with the sign-in screen) carries Tailwind's utilities for what the
// sign-in path draws: src/main.tsx and what it imports statically. The shell's stylesheet
// (src/screens/shell/shell.css) carries them all again with tailwind.config.js, in Tailwind's order, so the
// signed-in screens rank utilities exactly as one stylesheet would.
export default {
  ...base,
  content: ['./index.html', ...staticImportGraph(fileURLToPath(new URL('./src/main.tsx', import.meta.url)))],
  safelist: [],
};

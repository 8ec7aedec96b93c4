// Builds the console (vite build) when its sources are newer than dist/index.html. Used by `npm start` and
// `npm run bench:users`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

const sources = ['src', 'index.html', 'vite.config.ts', 'tailwind.config.js', 'package-lock.json'];

/** Builds when stale; exits the process with the build's code when the build fails. */
export function buildConsoleIfStale() {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  if (built >= Math.max(...sources.filter(existsSync).map(newest))) return;
  console.log('Console bouwen…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start`: build the console when its sources are newer than the build, then start the reference
// server with the embedded database (PGlite in ./data), a seeded demo, and the console served at `/`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

const sources = ['src', 'index.html', 'vite.config.ts', 'tailwind.config.js', 'package-lock.json'];
const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...sources.filter(existsSync).map(newest))) {
  console.log('Console bouwen…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { STATIC_DIR: 'dist', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

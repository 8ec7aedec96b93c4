// Finds a Chromium for the end-to-end tests, installing one when the machine has none.
// Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium (or chromium-browser), Playwright's own download.
// When none is found: Debian's `chromium` package when running as root on Debian, else Playwright's download.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function playwrightOwn() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH wijst naar ${fromEnv}, maar dat bestand bestaat niet.`);
    return fromEnv;
  }
  return systemPaths.find((p) => existsSync(p)) ?? playwrightOwn();
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} mislukte (exit ${result.status}).`);
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Geen Chromium gevonden: Debian-pakket chromium wordt geïnstalleerd.');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  } else {
    console.log('Geen Chromium gevonden: Playwright downloadt zijn eigen Chromium.');
    run('npx', ['playwright', 'install', 'chromium']);
  }
  const installed = findChromium();
  if (!installed) throw new Error('Chromium is geïnstalleerd maar niet gevonden.');
  return installed;
}

// Setup of every unit test file. The files a worker runs share one module graph and one happy-dom window (no
// isolation: loading the console's modules and a window per file took three quarters of the suite's time), so
// each file starts from what a fresh window would have: an empty document and storage, the address at `/`,
// real timers and globals. A file that leaves something else behind is a defect of that file.
import { afterAll, beforeAll, vi } from 'vitest';

function freshWindow(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof window === 'undefined') return;
  document.body.innerHTML = '';
  document.head.querySelectorAll('style, link, meta[name="theme-color"]').forEach((node) => node.remove());
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

beforeAll(freshWindow);
afterAll(freshWindow);

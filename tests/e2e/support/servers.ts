// Starts every server of the end-to-end run (serverList.ts) side by side, then answers on `ports.ready` once each
// answers its own address: Playwright starts its web servers one after the other, which took 26 s before the first
// test, mostly three reference servers each loading and seeding on their own. A server that stops, or is not ready
// within a minute, ends the run with its output. Stopping this process (Playwright stops its process group at the
// end) stops them all.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { ports } from './ports';
import { e2eServers, type E2eServer } from './serverList';

const READY_WITHIN_MS = 60_000;
/** How much of a server's latest output is kept to show when it fails: a run's whole log is not needed. */
const KEEP_OUTPUT_BYTES = 256 * 1024;
const children: ChildProcess[] = [];

function stopAll(status: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(status);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

/** Starts one server; its latest output is kept, and shown when it fails. */
function start(server: E2eServer): { output: () => string } {
  const output: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: Buffer) => {
    output.push(chunk);
    kept += chunk.length;
    while (output.length > 1 && kept - output[0]!.length >= KEEP_OUTPUT_BYTES) kept -= output.shift()!.length;
  };
  const child = spawn(process.execPath, ['--import', 'tsx', server.script], {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    console.error(`${server.name} (${server.script}) stopte (${signal ?? code}):\n${Buffer.concat(output)}`);
    stopAll(1);
  });
  return { output: () => Buffer.concat(output).toString() };
}

async function ready(server: E2eServer, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(server.url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.error(
    `${server.name} antwoordde niet binnen ${READY_WITHIN_MS / 1000} s op ${server.url}:\n${output()}`,
  );
  stopAll(1);
}

const started = Date.now();
await Promise.all(
  e2eServers.map((server) => {
    const { output } = start(server);
    return ready(server, output);
  }),
);
createServer((_req, res) => res.end('ready')).listen(ports.ready, '127.0.0.1', () =>
  console.log(`${e2eServers.length} servers klaar in ${Date.now() - started} ms`),
);

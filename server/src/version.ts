import { readFileSync } from 'node:fs';

/** The project's version from package.json (the OpenAPI document carries it). */
export function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

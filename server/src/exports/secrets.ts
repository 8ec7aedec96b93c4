import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SECRET_REF_MAX, SECRET_REF_PATTERN } from '../../../src/api/schemas/exports';
import type { Logger } from '../logger';
import { exportMessages } from './messages';

/**
 * The secrets export configurations name (a configuration references a secret by its name only, never holds
 * the value). The server knows a secret `NAME` from the environment variable `WERKBANK_SECRET_NAME` or from a
 * file `NAME` in the folder SECRETS_DIR (a mounted Docker or Kubernetes secret; its content, trimmed, is the
 * value). A variable wins over a file of the same name. Names follow `SECRET_REF_PATTERN` (so a name can
 * never leave the folder) and are case-sensitive; an empty value counts as absent. Values are read when a
 * push needs one and never returned, stored or logged.
 */

export const SECRET_ENV_PREFIX = 'WERKBANK_SECRET_';
/** A secret file larger than this is not an API key (and is not read). */
const SECRET_FILE_MAX_BYTES = 64 * 1024;

/** The `WERKBANK_SECRET_*` variables: their names, and a reader (the values stay out of any printed config). */
export interface SecretVariables {
  readonly names: readonly string[];
  read(name: string): string | undefined;
}

export function isSecretName(name: string): boolean {
  return name.length <= SECRET_REF_MAX && SECRET_REF_PATTERN.test(name);
}

/** Collects the secret variables of an environment (configuration, read once). */
export function secretVariablesOf(env: Record<string, string | undefined>): SecretVariables {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith(SECRET_ENV_PREFIX) || value === undefined) continue;
    const name = key.slice(SECRET_ENV_PREFIX.length);
    const trimmed = value.trim();
    if (isSecretName(name) && trimmed !== '') values.set(name, trimmed);
  }
  const names = [...values.keys()].sort();
  return { names, read: (name) => values.get(name) };
}

export interface SecretSources {
  variables: SecretVariables;
  /** SECRETS_DIR; undefined: no folder. */
  dir: string | undefined;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** The secret files of the folder: regular files (or links to them, as Kubernetes mounts them) with a valid name. */
async function fileNames(dir: string, log: Logger): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if (!isMissing(error))
      log.warn(`${exportMessages.secretsDirUnreadable(dir)}: ${(error as Error).message}`);
    return [];
  }
  const names = await Promise.all(
    entries.filter(isSecretName).map(async (name) => {
      try {
        const info = await stat(path.join(dir, name));
        return info.isFile() && info.size > 0 && info.size <= SECRET_FILE_MAX_BYTES ? name : null;
      } catch {
        return null;
      }
    }),
  );
  return names.filter((name): name is string => name !== null);
}

/** Every secret name the server holds, sorted (never a value). */
export async function secretNames(sources: SecretSources, log: Logger): Promise<string[]> {
  const names = new Set(sources.variables.names);
  if (sources.dir) for (const name of await fileNames(sources.dir, log)) names.add(name);
  return [...names].sort();
}

/** The value of one secret, or undefined when the server does not hold it. */
export async function readSecret(sources: SecretSources, name: string): Promise<string | undefined> {
  if (!isSecretName(name)) return undefined;
  const fromVariable = sources.variables.read(name);
  if (fromVariable !== undefined) return fromVariable;
  if (!sources.dir) return undefined;
  const file = path.join(sources.dir, name);
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > SECRET_FILE_MAX_BYTES) return undefined;
    const value = (await readFile(file, 'utf8')).trim();
    return value === '' ? undefined : value;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Where the names come from, for the form's hint (Dutch). */
export function secretsSource(sources: SecretSources): string {
  return exportMessages.secretsSource(SECRET_ENV_PREFIX, sources.dir);
}

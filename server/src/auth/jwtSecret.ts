import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { ConfigError, MIN_JWT_SECRET_LENGTH } from '../config';
import { messages } from '../messages';

export function jwtSecretFile(dataDir: string): string {
  return path.join(dataDir, 'jwt-secret');
}

/**
 * JWT_SECRET when given; otherwise the secret kept in DATA_DIR/jwt-secret (mode 0600), created on first start.
 * (With DATABASE_URL the configuration already demands JWT_SECRET.)
 */
export async function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = jwtSecretFile(config.dataDir);
  let secret: string;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(config.dataDir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    try {
      await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch (writeError) {
      // Another process created it first: use theirs.
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      secret = (await readFile(file, 'utf8')).trim();
    }
  }
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      messages.config.invalid([`${file}: ${messages.config.jwtSecretTooShort(MIN_JWT_SECRET_LENGTH)}`]),
    );
  }
  return new TextEncoder().encode(secret);
}

import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (its `Algorithm` is a const enum, which isolatedModules
// cannot import); the PHC string starts with `$argon2id$`, which a test checks.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash, so a sign-in with an unknown username costs as long as one with a
 * wrong password and timing does not tell whether the account exists.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
}

/** A random password of `length` characters from an alphabet without look-alikes (no 0/O, 1/l/I). */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length * 2);
  let password = '';
  for (const byte of bytes) {
    // 56 symbols: reject bytes >= 224 (4 * 56) so every symbol is equally likely.
    if (byte < 224) password += alphabet[byte % alphabet.length];
    if (password.length === length) return password;
  }
  return password + generatePassword(length - password.length);
}

/**
 * The throttling rules of sign-in and mail, modelled on Keycloak's brute-force detection: a number of
 * failures is free, every further failure makes the next try wait twice as long, up to a ceiling, and a quiet
 * period starts the count over. Mails are limited per fixed window instead.
 */

export interface FailurePolicy {
  /** Failures without any wait. */
  free: number;
  /** The wait after the last free failure, in seconds; it doubles with every further failure. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** After this long without a failure the count starts over. */
  resetAfterSeconds: number;
}

export interface WindowPolicy {
  /** Events allowed per window. */
  limit: number;
  windowSeconds: number;
}

const HOUR = 60 * 60;

/** Wrong passwords for one account (or one typed login that names none). */
export const accountPolicy: FailurePolicy = {
  free: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  resetAfterSeconds: 12 * HOUR,
};

/** Wrong passwords from one client address, over all accounts: a higher ceiling (offices behind one NAT). */
export const ipPolicy: FailurePolicy = {
  free: 30,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  resetAfterSeconds: 12 * HOUR,
};

/**
 * Failures beyond `ipPolicy.free` during which an address's wait still lets through accounts without failures
 * of their own (colleagues behind one NAT address keep signing in; see `address.ts`). A sprayer trying one
 * password on many accounts gets these few extra guesses, then the waits hold for every account.
 */
export const ipGrace = 10;

/**
 * Beyond that grace, how long an admitted try holds its address while its password is checked, so that such
 * tries go one at a time (parallel tries cannot slip past the count); a right password lifts the hold at once.
 */
export const ipHoldSeconds = 10;

/** Wrong 2FA codes for one account across all its codes (each code also dies after 5 tries). */
export const twoFactorPolicy: FailurePolicy = {
  free: 10,
  firstWaitSeconds: 60,
  maxWaitSeconds: 15 * 60,
  resetAfterSeconds: 12 * HOUR,
};

/** Mails (2FA codes, generated passwords) to one account. */
export const mailPolicy: WindowPolicy = { limit: 5, windowSeconds: HOUR };

/** The wait in seconds after `failures` counted failures: 0 while free, then doubling up to the ceiling. */
export function waitAfter(policy: FailurePolicy, failures: number): number {
  if (failures < policy.free) return 0;
  const doublings = Math.min(failures - policy.free, 30);
  return Math.min(policy.maxWaitSeconds, policy.firstWaitSeconds * 2 ** doublings);
}

/**
 * The throttling rules (issue 10), modelled on Keycloak's brute-force detection: a number of failures is
 * free, every further failure makes the next try wait twice as long, up to a ceiling, and a quiet period
 * starts the count over. Mails are limited per fixed window instead.
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

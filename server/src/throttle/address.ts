import type { FailurePolicy } from './policy';
import { ipGrace, ipHoldSeconds, ipPolicy, waitAfter } from './policy';

/**
 * The sign-in rule of one client address. An address counts wrong passwords, never right ones: a right
 * password gives back the try its admission counted and leaves the wait, the time of the last failure (from
 * which the count is forgotten) and everything else as it was. Only a wrong password beyond the free ones
 * arms a wait, and answers it (429). While the address waits, an account without failures of its own is still
 * checked, within a grace of a few failures beyond the free ones: colleagues behind one NAT address keep
 * signing in, while a sprayer (one password on many accounts) gets those few guesses and then waits, as does
 * a credential stuffer. Accounts with failures of their own wait with the address. Beyond the grace, tries go
 * one at a time: each holds the address while its password is checked.
 */
export interface AddressState {
  /** Wrong passwords counted, plus tries admitted and still being checked. */
  hits: number;
  /** The end of the address's wait (or of a hold). */
  blockedUntil: Date | null;
}

export type AddressVerdict = { admit: true; hold: Date | null } | { admit: false; until: Date };

/** Whether a try from the address is admitted; `accountClean`: its account has no failures of its own. */
export function judgeAddress(
  state: AddressState,
  accountClean: boolean,
  now: Date,
  policy: FailurePolicy = ipPolicy,
): AddressVerdict {
  const withinGrace = state.hits < policy.free + ipGrace;
  if (state.blockedUntil && state.blockedUntil > now) {
    return accountClean && withinGrace
      ? { admit: true, hold: null }
      : { admit: false, until: state.blockedUntil };
  }
  if (withinGrace) return { admit: true, hold: null };
  return { admit: true, hold: new Date(now.getTime() + ipHoldSeconds * 1000) };
}

/** The wait in seconds a wrong password arms on an address that now counts `hits`: none within the free ones. */
export function addressWaitAfter(hits: number, policy: FailurePolicy = ipPolicy): number {
  return hits > policy.free ? waitAfter(policy, hits) : 0;
}

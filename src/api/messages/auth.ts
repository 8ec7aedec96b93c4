/**
 * What the server's sign-in answers say and the console shows as well. Plain texts, no schema: the sign-in
 * screen's first catalogue (`src/messages/core.ts`) imports this module.
 */
export const authAnswers = {
  /** Wrong username, password or account (401); English, as the sign-in screen is. */
  invalidCredentials: 'Invalid credentials',
} as const;

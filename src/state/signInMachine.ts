import { coreMessages as messages } from '../messages/core';

/** The sign-in form's state machine: a 2FA request reveals the code field, success enters the app at `/`. */
export type SignInStatus = 'idle' | 'submitting' | 'needsCode' | 'failed' | 'signedIn';

export interface SignInState {
  status: SignInStatus;
  /** The 2FA code field is shown (only after the server asked for it). */
  showCode: boolean;
  /** Informational text, e.g. the server's request for the 2FA code. */
  notice: string | null;
  /** Error text shown in the alert. */
  error: string | null;
}

export type SignInEvent =
  | { type: 'submit' }
  | { type: 'codeRequired'; message?: string }
  | { type: 'failed'; message: string }
  /** No Werkbank server answered at the address: `message` says so (the credentials were never checked). */
  | { type: 'addressFailed'; message: string }
  | { type: 'forbidden' }
  | { type: 'succeeded' }
  | { type: 'reset' };

export const initialSignInState: SignInState = { status: 'idle', showCode: false, notice: null, error: null };

/** A failure that is about the second factor: it mentions 2FA or that sending the code failed. */
export function mentionsSecondFactor(message: string): boolean {
  return /\b2fa\b|two[- ]factor|failed to send/i.test(message);
}

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'reset':
      return initialSignInState;
    case 'submit':
      if (state.status === 'submitting' || state.status === 'signedIn') return state;
      return { ...state, status: 'submitting', error: null };
    case 'codeRequired':
      if (state.status !== 'submitting') return state;
      return {
        status: 'needsCode',
        showCode: true,
        notice: event.message?.trim() || messages.signIn.codeRequired,
        error: null,
      };
    case 'failed': {
      if (state.status !== 'submitting') return state;
      const aboutCode = mentionsSecondFactor(event.message);
      return {
        status: 'failed',
        showCode: state.showCode || aboutCode,
        notice: null,
        error: aboutCode ? event.message : messages.signIn.loginFailed,
      };
    }
    case 'addressFailed':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'failed', notice: null, error: event.message };
    case 'forbidden':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'failed', notice: null, error: messages.signIn.notAnAdmin };
    case 'succeeded':
      if (state.status !== 'submitting') return state;
      return { status: 'signedIn', showCode: false, notice: null, error: null };
  }
}

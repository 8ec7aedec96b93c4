import { describe, expect, it } from 'vitest';
import {
  initialSignInState,
  mentionsSecondFactor,
  signInReducer,
  type SignInEvent,
  type SignInState,
  type SignInStatus,
} from '../../../src/state/signInMachine';

const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

const state = (status: SignInStatus, extra: Partial<SignInState> = {}): SignInState => ({
  ...initialSignInState,
  status,
  ...extra,
});

const statuses: SignInStatus[] = ['idle', 'submitting', 'needsCode', 'failed', 'signedIn'];
const events: SignInEvent[] = [
  { type: 'submit' },
  { type: 'codeRequired' },
  { type: 'codeRequired', message: 'Code per mail' },
  { type: 'failed', message: 'Invalid credentials' },
  { type: 'failed', message: 'Invalid 2FA code' },
  { type: 'addressFailed', message: 'Server niet bereikbaar' },
  { type: 'forbidden' },
  { type: 'succeeded' },
  { type: 'reset' },
];

describe('signInReducer', () => {
  it('starts idle without the code field', () => {
    expect(initialSignInState).toEqual({ status: 'idle', showCode: false, notice: null, error: null });
  });

  it.each(['idle', 'needsCode', 'failed'] as const)(
    'submit from %s goes to submitting and clears the error',
    (from) => {
      const next = signInReducer(state(from, { error: 'x', showCode: from === 'needsCode' }), {
        type: 'submit',
      });
      expect(next.status).toBe('submitting');
      expect(next.error).toBeNull();
      expect(next.showCode).toBe(from === 'needsCode');
    },
  );

  it.each(['submitting', 'signedIn'] as const)('submit from %s is ignored (no double submit)', (from) => {
    const before = state(from);
    expect(signInReducer(before, { type: 'submit' })).toBe(before);
  });

  it('a 202 reveals the code field and shows the server message', () => {
    expect(signInReducer(state('submitting'), { type: 'codeRequired', message: 'Code per mail' })).toEqual({
      status: 'needsCode',
      showCode: true,
      notice: 'Code per mail',
      error: null,
    });
  });

  it('a 202 without a message shows the default', () => {
    expect(signInReducer(state('submitting'), { type: 'codeRequired', message: '  ' }).notice).toBe(
      'Please enter the 2FA code sent to you.',
    );
  });

  it('an ordinary failure shows the generic message and keeps the code field hidden', () => {
    expect(signInReducer(state('submitting'), { type: 'failed', message: 'Invalid credentials' })).toEqual({
      status: 'failed',
      showCode: false,
      notice: null,
      error: LOGIN_FAILED,
    });
  });

  it.each([
    'Invalid 2FA code',
    '2FA code required',
    'Failed to send the code by e-mail',
    'two-factor expired',
  ])('a failure mentioning the second factor (%j) reveals the field and is shown as the error', (message) => {
    expect(signInReducer(state('submitting'), { type: 'failed', message })).toEqual({
      status: 'failed',
      showCode: true,
      notice: null,
      error: message,
    });
  });

  it('an ordinary failure after the code was asked keeps the code field', () => {
    const next = signInReducer(state('submitting', { showCode: true, notice: 'x' }), {
      type: 'failed',
      message: 'Invalid credentials',
    });
    expect(next).toEqual({ status: 'failed', showCode: true, notice: null, error: LOGIN_FAILED });
  });

  it('an address where no Werkbank server answered shows that, not the credentials text', () => {
    const message = 'De server op http://h/api/ is niet bereikbaar of antwoordt niet.';
    expect(signInReducer(state('submitting'), { type: 'addressFailed', message })).toEqual({
      status: 'failed',
      showCode: false,
      notice: null,
      error: message,
    });
  });

  it('a plain user account may not enter', () => {
    expect(signInReducer(state('submitting'), { type: 'forbidden' })).toMatchObject({
      status: 'failed',
      error: 'Dit account heeft geen beheerrechten.',
    });
  });

  it('success signs in', () => {
    expect(signInReducer(state('submitting', { showCode: true }), { type: 'succeeded' })).toEqual({
      status: 'signedIn',
      showCode: false,
      notice: null,
      error: null,
    });
  });

  it('reset returns to the initial state from anywhere', () => {
    for (const status of statuses) {
      expect(signInReducer(state(status, { showCode: true, error: 'x' }), { type: 'reset' })).toBe(
        initialSignInState,
      );
    }
  });

  // Exhaustive: every (status, event) pair either follows the table above or leaves the state untouched.
  const allowed: Record<SignInStatus, SignInEvent['type'][]> = {
    idle: ['submit', 'reset'],
    submitting: ['codeRequired', 'failed', 'addressFailed', 'forbidden', 'succeeded', 'reset'],
    needsCode: ['submit', 'reset'],
    failed: ['submit', 'reset'],
    signedIn: ['reset'],
  };
  for (const status of statuses) {
    for (const event of events) {
      const changes = allowed[status].includes(event.type);
      it(`${status} + ${event.type}${'message' in event ? ` (${event.message})` : ''} ${changes ? 'transitions' : 'is ignored'}`, () => {
        const before = state(status, status === 'idle' ? {} : { error: 'old' });
        const after = signInReducer(before, event);
        if (changes) expect(after).not.toBe(before);
        else expect(after).toBe(before);
      });
    }
  }
});

describe('mentionsSecondFactor', () => {
  it.each([
    ['Invalid credentials', false],
    ['Invalid 2FA code', true],
    ['2fa required', true],
    ['Failed to send email', true],
    ['Two factor code expired', true],
    ['A2FAB', false],
  ])('%j → %s', (message, expected) => {
    expect(mentionsSecondFactor(message)).toBe(expected);
  });
});

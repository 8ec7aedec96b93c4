import { afterEach, beforeAll, beforeEach } from 'vitest';
import { unmount } from '../support/app';
import type { RecordedCall } from '../support/http';

/**
 * The setup of a file of screen tests: the lazy shell loaded once up front (so no test spends its waits on
 * that), a clean local storage before each test and the app unmounted after it.
 */
export function screenTests(): void {
  beforeAll(async () => {
    await import('../../../src/screens/shell/Shell');
  }, 30_000);
  beforeEach(() => localStorage.clear());
  afterEach(unmount);
}

/** The path of a call the app made, below the API base (`admin/users/7`). */
export const pathOf = (call: RecordedCall) => new URL(call.url).pathname.replace('/api/', '');

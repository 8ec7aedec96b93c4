import type { z } from 'zod';
import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import {
  LOGIN_ATTEMPTS_PAGE_SIZE,
  type LoginAttempt,
  type LoginAttemptsPage,
  type LoginAttemptsSuspicious,
  type loginAttemptsPageQuery,
} from '../api/schemas/loginAttempts';
import type { Caller } from '../api/endpoints';
import { messages } from '../messages';
import { mayUseAccess } from './claims';
import { keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import type { routes, SearchOf } from './routes';
import type { Store } from './store';

const t = messages.loginAttempts;

/** The screen's filters, as its route keeps them in the URL. */
export type LoginAttemptFilters = SearchOf<typeof routes.loginAttempts>;
type Query = z.input<typeof loginAttemptsPageQuery>;

/** The API query of a set of filters (`all` and empty values are left out). */
export function loginAttemptsQueryOf(filters: LoginAttemptFilters, offset = 0): Query {
  return {
    days_back: filters.days,
    success: filters.status === 'all' ? undefined : filters.status,
    attempt_type: filters.type,
    email: filters.email.trim() || undefined,
    ip_address: filters.ip.trim() || undefined,
    limit: LOGIN_ATTEMPTS_PAGE_SIZE,
    offset,
  };
}

/** The filters typed into a text field (e-mail, IP), as opposed to the ones picked from a list. */
export type TypedFilterName = 'email' | 'ip';
export type TypedLoginAttemptFilters = Partial<Record<TypedFilterName, string>>;

/** How long typing in a filter field pauses before the list (and the URL) follows it. */
export const TYPED_FILTER_PAUSE_MS = 300;

/**
 * Text typed into the e-mail and IP fields that the URL does not hold yet (typing has not paused long enough,
 * or the screen has not caught up with the new URL), as typed. The fields show it, and whatever acts on "the
 * filters shown" (the export, another filter) takes it from here, so nothing uses the filters the list loaded
 * before the last keystrokes.
 */
export const typedLoginAttemptFiltersAtom = resourceAtom<TypedLoginAttemptFilters>({});

/** The filters on screen: the URL's, with the text still being typed in its fields on top (trimmed). */
export function withTypedFilters(
  filters: LoginAttemptFilters,
  typed: TypedLoginAttemptFilters,
): LoginAttemptFilters {
  const trimmed = Object.entries(typed).map(([name, text]) => [name, text.trim()]);
  return { ...filters, ...Object.fromEntries(trimmed) };
}

/** One key per set of filters; the rows loaded so far for those filters live under it. */
export function loginAttemptsKey(filters: LoginAttemptFilters): string {
  const { offset: _offset, ...query } = loginAttemptsQueryOf(filters);
  return JSON.stringify(query);
}

const queryOf = (key: string) => JSON.parse(key) as Query;

/**
 * Total, successful, failed and success rate (percent, 0 without rows), for the whole filter when the server
 * counts them, else of the loaded rows.
 */
export interface AttemptStatistics {
  total_attempts: number;
  successful_attempts: number;
  failed_attempts: number;
  /** Percent, 0 without attempts. */
  success_rate: number;
  period_days: number;
  /** Counted by the server over every matching attempt (not only the loaded ones). */
  fromServer: boolean;
}

/** Counts over the whole filter, not only the loaded rows. */
export interface FilterTotals {
  total_attempts: number;
  successful_attempts: number;
  failed_attempts: number;
}

/** The attempts loaded for one filter set: every page so far, newest first. */
export interface LoginAttemptsList {
  rows: readonly LoginAttempt[];
  /** Offset of the last page loaded (Meer laden asks the next one). */
  offset: number;
  /** Rows in the last page; a full page (50) means there may be more. */
  lastPageSize: number;
  /** The server's totals over the whole filter, when it sends them. */
  totals: FilterTotals | null;
  /**
   * The key of the next page (`next_before`) from a server that pages by key, null at the end; undefined when
   * the server sent none: Meer laden then asks by offset.
   */
  nextBefore?: string | null;
}

export const loginAttemptsAtom = resourceAtom<Readonly<Record<string, Loadable<LoginAttemptsList>>>>({});

/**
 * The error's message, else the screen's text. An API answer without a reason of its own (only a status
 * line) or no answer at all has no message worth showing.
 */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const message = error.message.trim();
    const reason = error.status !== 0 && message && !message.startsWith(String(error.status));
    return reason ? message : t.loadFailed;
  }
  return error instanceof Error && error.message ? error.message : t.loadFailed;
}

/** The page's counts over the whole filter, when the server sends all three (`total`, `successful`, `failed`). */
function totalsOf(page: LoginAttemptsPage): FilterTotals | null {
  const { total, successful, failed } = page;
  if (total === undefined || successful === undefined || failed === undefined) return null;
  return { total_attempts: total, successful_attempts: successful, failed_attempts: failed };
}

/** `GET admin/login-attempts`, first page of the filters in `key` (offset 0). */
export function loadLoginAttempts(store: Store, api: ApiClient, key: string): Promise<LoginAttemptsList> {
  return loadInto(
    keyedSlot(store, loginAttemptsAtom, key),
    async () => {
      const page = await api.call(endpoints.loginAttempts.list, { query: { ...queryOf(key), offset: 0 } });
      return {
        rows: page.login_attempts,
        offset: 0,
        lastPageSize: page.login_attempts.length,
        totals: totalsOf(page),
        nextBefore: page.next_before,
      };
    },
    failureText,
  );
}

/** The login attempts by filter set; a screen showing them reloads them from the first page when opened. */
export const loginAttemptsResource = keyedResource('loginAttempts', loginAttemptsAtom, loadLoginAttempts);

/** Meer laden only when the last page was full (50 rows). */
export const hasMoreAttempts = (list: LoginAttemptsList) => list.lastPageSize === LOGIN_ATTEMPTS_PAGE_SIZE;

/**
 * The query of the page after `list`: after its key when the server gave one (as fast at row 500,000 as at the
 * first, and attempts added meanwhile do not move it), else at the next offset.
 */
function nextPageQuery(key: string, list: LoginAttemptsList, offset: number): Query {
  const query = queryOf(key);
  return typeof list.nextBefore === 'string' ? { ...query, before: list.nextBefore } : { ...query, offset };
}

/**
 * Meer laden: the offset rises by the page size and the next page is added below the rows already
 * shown (an attempt already listed, moved down by newer ones, is not listed twice).
 */
export async function loadMoreLoginAttempts(
  store: Store,
  api: ApiClient,
  key: string,
): Promise<LoginAttemptsList | null> {
  const slot = keyedSlot(store, loginAttemptsAtom, key);
  const current = slot.get().data;
  if (!current || !hasMoreAttempts(current)) return null;
  const offset = current.offset + LOGIN_ATTEMPTS_PAGE_SIZE;
  return loadInto(
    slot,
    async () => {
      const page = await api.call(endpoints.loginAttempts.list, {
        query: nextPageQuery(key, current, offset),
      });
      const seen = new Set(current.rows.map((row) => row.id));
      return {
        rows: [...current.rows, ...page.login_attempts.filter((row) => !seen.has(row.id))],
        offset,
        lastPageSize: page.login_attempts.length,
        totals: totalsOf(page) ?? current.totals,
        nextBefore: page.next_before,
      };
    },
    failureText,
  );
}

/** The statistics of the filter; from the server's totals when sent, else from the loaded rows. */
export function attemptStatistics(list: LoginAttemptsList, days: number): AttemptStatistics {
  const counted = list.totals ?? {
    total_attempts: list.rows.length,
    successful_attempts: list.rows.filter((row) => row.success).length,
    failed_attempts: list.rows.filter((row) => !row.success).length,
  };
  const { total_attempts, successful_attempts, failed_attempts } = counted;
  return {
    total_attempts,
    successful_attempts,
    failed_attempts,
    success_rate: total_attempts === 0 ? 0 : (successful_attempts / total_attempts) * 100,
    period_days: days,
    fromServer: list.totals !== null,
  };
}

/** `GET admin/login-attempts/suspicious` for a period (days): the addresses and IPs failing most. */
export const suspiciousAtom = resourceAtom<Readonly<Record<number, Loadable<LoginAttemptsSuspicious>>>>({});

export function loadSuspicious(store: Store, api: ApiClient, days: number): Promise<LoginAttemptsSuspicious> {
  return loadInto(
    keyedSlot(store, suspiciousAtom, days),
    () => api.call(endpoints.loginAttempts.suspicious, { query: { days_back: days } }),
    () => t.suspicious.loadFailed,
  );
}

/** The suspicious addresses by period; the platform's view (`maySeeSuspicious`). */
export const suspiciousResource = keyedResource('suspiciousAttempts', suspiciousAtom, loadSuspicious);

/** Whether the caller may see the suspicious view (the platform's; unknown roles: the server decides). */
export const maySeeSuspicious = (caller: Caller | null) =>
  mayUseAccess(caller, endpoints.loginAttempts.suspicious.access);

/** The export is saved as `login-attempts-{date}.csv`, the date of the day it was made (local). */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `login-attempts-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

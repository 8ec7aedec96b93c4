import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { attemptTypes } from '../../api/schemas/loginAttempts';
import { messages } from '../../messages';
import {
  exportFileName,
  hasMoreAttempts,
  loadLoginAttempts,
  loadMoreLoginAttempts,
  loginAttemptsAtom,
  loginAttemptsKey,
  loginAttemptsQueryOf,
  typedLoginAttemptFiltersAtom,
  withTypedFilters,
  type LoginAttemptFilters,
} from '../../state/loginAttempts';
import { href, loginAttemptPeriods, loginAttemptStatuses, routes } from '../../state/routes';
import { failure } from '../shared/failure';
import { textPicker } from '../shared/textPicker';
import { defineCommand, type CommandContext } from '../types';
import { changedSearch, fixedOptions, searchOnScreen } from './onScreen';

const t = messages.loginAttempts;
const c = t.commands;

// The titles say Login pogingen; the navigation command keeps the plain words, so typing them goes there first.
const keywords = ['aanmeldpogingen', 'sign-in'];

const shown = (ctx: CommandContext) => searchOnScreen(ctx, 'loginAttempts');

/**
 * The filters on screen: the URL's, with the e-mail or IP text still being typed in its field (on the screen
 * only; elsewhere the defaults).
 */
function filtersShown(ctx: CommandContext): LoginAttemptFilters {
  const { onScreen, search } = shown(ctx);
  return onScreen ? withTypedFilters(search, ctx.store.get(typedLoginAttemptFiltersAtom)) : search;
}

/**
 * Opens the screen with `change` applied to the filters shown (or to the defaults from elsewhere), text still
 * being typed included: it goes into the URL now, with the change. New filters are a new list: the screen loads
 * its first page (offset 0).
 */
function applyFilters(ctx: CommandContext, change: Partial<LoginAttemptFilters>): void {
  const filters = filtersShown(ctx);
  ctx.navigate(href(routes.loginAttempts, undefined, changedSearch(routes.loginAttempts, filters, change)));
}

/** Reloads the attempts from the first page with the filters shown; elsewhere it opens the screen. */
export const refreshLoginAttempts = defineCommand({
  id: 'loginAttempts.refresh',
  title: c.refresh,
  group: 'operations',
  keywords: [...keywords, 'verversen', 'refresh', 'reload', 'opnieuw laden'],
  contexts: ['loginAttempts'],
  run: async (_args, ctx) => {
    const { onScreen, search } = shown(ctx);
    if (!onScreen) {
      ctx.navigate(href(routes.loginAttempts));
      return;
    }
    // A failure shows on the screen, not as a second message.
    await loadLoginAttempts(ctx.store, ctx.api, loginAttemptsKey(search)).catch(() => undefined);
  },
});

/**
 * Downloads the attempts of the filters shown as `login-attempts-{date}.csv`: exactly those on screen,
 * an address still being typed included, never the ones the list loaded before it.
 */
export const exportLoginAttempts = defineCommand({
  id: 'loginAttempts.export',
  title: c.export,
  group: 'operations',
  keywords: [...keywords, 'exporteren', 'export', 'csv', 'download', 'spreadsheet'],
  contexts: ['loginAttempts'],
  run: async (_args, ctx) => {
    const { limit: _limit, offset: _offset, ...query } = loginAttemptsQueryOf(filtersShown(ctx));
    let file: Blob;
    try {
      file = await (await ctx.api.file(endpoints.loginAttempts.export, { query })).blob();
    } catch (cause) {
      throw failure(t.exportFailed, cause);
    }
    // The console names the file, whatever the server suggests.
    const fileName = exportFileName(new Date());
    ctx.saveFile(file, fileName);
    ctx.notify({ kind: 'success', message: t.exported(fileName) });
  },
});

/** The next page of 50 below the rows shown (the offset rises by the page size). */
export const loadMoreAttempts = defineCommand({
  id: 'loginAttempts.loadMore',
  title: c.loadMore,
  group: 'operations',
  keywords: [...keywords, 'meer laden', 'load more', 'volgende', 'next page'],
  contexts: ['loginAttempts'],
  when: (_args, ctx) => {
    const { onScreen, search } = shown(ctx);
    const list = ctx.store.get(loginAttemptsAtom)[loginAttemptsKey(search)]?.data;
    return onScreen && list && hasMoreAttempts(list) ? true : { reason: c.nothingMore };
  },
  run: async (_args, ctx) => {
    // A failure shows on the screen, where the rows loaded so far stay.
    await loadMoreLoginAttempts(ctx.store, ctx.api, loginAttemptsKey(shown(ctx).search)).catch(
      () => undefined,
    );
  },
});

/** Period filter: the last 24 hours, 7, 30 or 90 days. */
export const setLoginAttemptsPeriod = defineCommand({
  id: 'loginAttempts.setPeriod',
  title: c.setPeriod,
  group: 'operations',
  keywords: [...keywords, 'periode', 'period', 'dagen', 'days', 'filter', '24 uur'],
  args: z.object({
    days: z.coerce.number().refine((days) => (loginAttemptPeriods as readonly number[]).includes(days)),
  }),
  argPickers: {
    days: {
      title: t.period,
      options: async (_ctx, query) => fixedOptions(loginAttemptPeriods, t.periods, query),
    },
  },
  contexts: ['loginAttempts'],
  run: ({ days }, ctx) => applyFilters(ctx, { days }),
});

/** Status filter: all, successful or failed attempts. */
export const setLoginAttemptsStatus = defineCommand({
  id: 'loginAttempts.setStatus',
  title: c.setStatus,
  group: 'operations',
  keywords: [...keywords, 'status', 'succesvol', 'mislukt', 'success', 'failed', 'filter'],
  args: z.object({ status: z.enum(loginAttemptStatuses) }),
  argPickers: {
    status: {
      title: t.status,
      options: async (_ctx, query) => fixedOptions(loginAttemptStatuses, (s) => t.statuses[s], query),
    },
  },
  contexts: ['loginAttempts'],
  run: ({ status }, ctx) => applyFilters(ctx, { status }),
});

/** `all` stands for no type filter in the picker. */
const typeChoices = ['all', ...attemptTypes] as const;

/** Type filter: one of the five attempt types (password login, 2FA verification, …), or all. */
export const setLoginAttemptsType = defineCommand({
  id: 'loginAttempts.setType',
  title: c.setType,
  group: 'operations',
  keywords: [...keywords, 'type', 'soort', '2fa', 'wachtwoord', 'token', 'filter'],
  args: z.object({ type: z.enum(typeChoices) }),
  argPickers: {
    type: {
      title: t.type,
      options: async (_ctx, query) =>
        fixedOptions(typeChoices, (type) => (type === 'all' ? t.allTypes : t.types[type]), query),
    },
  },
  contexts: ['loginAttempts'],
  run: ({ type }, ctx) => applyFilters(ctx, { type: type === 'all' ? undefined : type }),
});

/** E-mail filter: attempts whose address contains the text (empty: any address). */
export const setLoginAttemptsEmail = defineCommand({
  id: 'loginAttempts.setEmail',
  title: c.setEmail,
  group: 'operations',
  keywords: [...keywords, 'email', 'e-mail', 'adres', 'address', 'filter', 'zoeken', 'search'],
  args: z.object({ email: z.string().trim().max(320) }),
  argPickers: {
    email: textPicker(c.emailPicker, c.filterOnEmail, (ctx) => shown(ctx).search.email || undefined),
  },
  contexts: ['loginAttempts'],
  run: ({ email }, ctx) => applyFilters(ctx, { email }),
});

/** IP filter: attempts from exactly this client address (empty: any address). */
export const setLoginAttemptsIp = defineCommand({
  id: 'loginAttempts.setIp',
  title: c.setIp,
  group: 'operations',
  keywords: [...keywords, 'ip', 'ip-adres', 'ip address', 'client', 'filter'],
  args: z.object({ ip: z.string().trim().max(64) }),
  argPickers: {
    ip: textPicker(c.ipPicker, c.filterOnEmail, (ctx) => shown(ctx).search.ip || undefined),
  },
  contexts: ['loginAttempts'],
  run: ({ ip }, ctx) => applyFilters(ctx, { ip }),
});

/** Back to the defaults: 7 days, all statuses, any type, any e-mail. */
export const clearLoginAttemptFilters = defineCommand({
  id: 'loginAttempts.clearFilters',
  title: c.clearFilters,
  group: 'operations',
  keywords: [...keywords, 'filters wissen', 'clear filters', 'reset', 'alles tonen'],
  contexts: ['loginAttempts'],
  run: (_args, ctx) => {
    ctx.store.set(typedLoginAttemptFiltersAtom, {});
    ctx.navigate(href(routes.loginAttempts));
  },
});

export const loginAttemptCommands = [
  refreshLoginAttempts,
  exportLoginAttempts,
  loadMoreAttempts,
  setLoginAttemptsPeriod,
  setLoginAttemptsStatus,
  setLoginAttemptsType,
  setLoginAttemptsEmail,
  setLoginAttemptsIp,
  clearLoginAttemptFilters,
];

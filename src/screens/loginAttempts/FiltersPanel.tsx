import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useAtomValue, useStore } from 'jotai/react';
import { useCallback, useEffect, useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  clearLoginAttemptFilters,
  setLoginAttemptsPeriod,
  setLoginAttemptsStatus,
  setLoginAttemptsType,
} from '../../commands/operations/loginAttempts';
import { attemptTypes } from '../../api/schemas/loginAttempts';
import { messages } from '../../messages';
import {
  TYPED_FILTER_PAUSE_MS,
  typedLoginAttemptFiltersAtom,
  type LoginAttemptFilters,
  type TypedFilterName,
} from '../../state/loginAttempts';
import {
  loginAttemptPeriods,
  loginAttemptStatuses,
  routes,
  type LoginAttemptStatus,
} from '../../state/routes';
import { CommandButton } from '../common/CommandButton';
import { selectClass } from '../common/FormField';
import { useCommand } from '../common/useCommand';
import { useRoute } from '../common/useRoute';

const t = messages.loginAttempts;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
    </Flex>
  );
}

const typedNames: readonly TypedFilterName[] = ['email', 'ip'];

/**
 * The e-mail and IP fields. The list follows the text as it is typed: once typing pauses
 * (`TYPED_FILTER_PAUSE_MS`), or at once on Enter or when a field is left. Until the URL holds it, the text waits
 * in `typedLoginAttemptFiltersAtom`, where the fields show it from and the export takes it from. The URL entry
 * is replaced, not added to, so Back does not step through every pause; a URL changed by anyone else (Back,
 * Filters wissen, the palette) shows in the fields.
 */
function useTypedFilters(filters: LoginAttemptFilters) {
  const store = useStore();
  const typed = useAtomValue(typedLoginAttemptFiltersAtom);
  const { setSearch } = useRoute(routes.loginAttempts);
  const location = useLocation();
  // What the URL holds, or is about to hold once the last write arrives.
  const written = useRef<Record<TypedFilterName, string>>({ email: filters.email, ip: filters.ip });

  // The URL changed. A value this panel wrote has arrived: it waits no longer. Any other value was put there by
  // someone else: it replaces what was typed.
  const { email, ip } = filters;
  useEffect(() => {
    const url: Record<TypedFilterName, string> = { email, ip };
    const waiting = store.get(typedLoginAttemptFiltersAtom);
    const settled = typedNames.filter((name) => {
      if (url[name] !== written.current[name]) {
        written.current[name] = url[name];
        return true;
      }
      return waiting[name] !== undefined && waiting[name].trim() === url[name];
    });
    if (settled.length === 0) return;
    const left = Object.entries(waiting).filter(([name]) => !settled.includes(name as TypedFilterName));
    store.set(typedLoginAttemptFiltersAtom, Object.fromEntries(left));
  }, [email, ip, store]);

  // The typed text of a screen no longer shown is for no one.
  useEffect(() => () => store.set(typedLoginAttemptFiltersAtom, {}), [store]);

  /**
   * Writes the text waiting to the URL. Only while the browser is on the address this screen shows: a
   * navigation still rendering (another filter, a link clicked right after typing) would otherwise be replaced
   * by this screen's older address; the text then goes along with that navigation or is no longer wanted.
   */
  const latest = useRef({ setSearch, location });
  useEffect(() => {
    latest.current = { setSearch, location };
  });
  const flush = useCallback(() => {
    const { setSearch: write, location: shown } = latest.current;
    if (window.location.pathname !== shown.pathname || window.location.search !== shown.search) return;
    const waiting = store.get(typedLoginAttemptFiltersAtom);
    const patch: Partial<Record<TypedFilterName, string>> = {};
    for (const name of typedNames) {
      const text = waiting[name]?.trim();
      if (text === undefined || text === written.current[name]) continue;
      patch[name] = text;
      written.current[name] = text;
    }
    if (Object.keys(patch).length > 0) write(patch, { replace: true });
  }, [store]);

  // A pause in typing applies it; so does the screen catching up with a new URL while text still waits.
  useEffect(() => {
    if (Object.keys(typed).length === 0) return undefined;
    const timer = setTimeout(flush, TYPED_FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, location.search, flush]);

  const field = (name: TypedFilterName) => ({
    value: typed[name] ?? filters[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      store.set(typedLoginAttemptFiltersAtom, (current) => ({ ...current, [name]: text }));
    },
    onBlur: flush,
  });
  return { field, flush };
}

/**
 * The collapsible Filters panel (closed by default): period, status, type, e-mail and IP address. A choice runs
 * its command, typed text follows as it is typed; either puts the filter in the URL, and the list then loads
 * from its first page.
 */
export function FiltersPanel({ filters }: { filters: LoginAttemptFilters }) {
  const ids = { period: useId(), status: useId(), type: useId(), email: useId(), ip: useId() };
  const period = useCommand(setLoginAttemptsPeriod);
  const status = useCommand(setLoginAttemptsStatus);
  const type = useCommand(setLoginAttemptsType);
  const typed = useTypedFilters(filters);

  return (
    <details className="rounded-[var(--radius-3)] border border-[var(--gray-a6)] px-4 py-2">
      <summary className="cursor-pointer py-1 font-medium">{t.filters}</summary>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          typed.flush();
        }}
      >
        <Field id={ids.period} label={t.period}>
          <select
            id={ids.period}
            className={selectClass}
            value={filters.days}
            onChange={(event) => void period.run({ days: Number(event.target.value) })}
          >
            {loginAttemptPeriods.map((days) => (
              <option key={days} value={days}>
                {t.periods(days)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.status} label={t.status}>
          <select
            id={ids.status}
            className={selectClass}
            value={filters.status}
            onChange={(event) => void status.run({ status: event.target.value as LoginAttemptStatus })}
          >
            {loginAttemptStatuses.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.type} label={t.type}>
          <select
            id={ids.type}
            className={selectClass}
            value={filters.type ?? 'all'}
            onChange={(event) =>
              void type.run({ type: event.target.value as 'all' | (typeof attemptTypes)[number] })
            }
          >
            <option value="all">{t.allTypes}</option>
            {attemptTypes.map((value) => (
              <option key={value} value={value}>
                {t.types[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.email} label={t.email}>
          <TextField.Root
            id={ids.email}
            type="email"
            className="w-64"
            placeholder={t.emailPlaceholder}
            {...typed.field('email')}
          />
        </Field>
        <Field id={ids.ip} label={t.ip}>
          <TextField.Root id={ids.ip} className="w-44" placeholder={t.ipPlaceholder} {...typed.field('ip')} />
        </Field>
        <Button type="submit" variant="soft" highContrast>
          {t.applyEmail}
        </Button>
        <CommandButton command={clearLoginAttemptFilters} variant="ghost" highContrast type="button">
          {t.clearFilters}
        </CommandButton>
      </form>
    </details>
  );
}

import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import {
  clearLoginAttemptFilters,
  setLoginAttemptsEmail,
  setLoginAttemptsIp,
  setLoginAttemptsPeriod,
  setLoginAttemptsStatus,
  setLoginAttemptsType,
} from '../../commands/operations/loginAttempts';
import { attemptTypes } from '../../api/schemas/loginAttempts';
import { messages } from '../../messages';
import type { LoginAttemptFilters } from '../../state/loginAttempts';
import { loginAttemptPeriods, loginAttemptStatuses, type LoginAttemptStatus } from '../../state/routes';
import { CommandButton } from '../common/CommandButton';
import { selectClass } from '../common/FormField';
import { useCommand } from '../common/useCommand';

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

/**
 * A typed filter (e-mail, IP): applied on Enter or when its field is left; the URL's value comes back after a
 * clear or Back.
 */
function useTypedFilter(current: string, run: (value: string) => void) {
  const [typed, setTyped] = useState(current);
  const [fromUrl, setFromUrl] = useState(current);
  if (fromUrl !== current) {
    setFromUrl(current);
    setTyped(current);
  }
  const apply = () => {
    if (typed.trim() !== current) run(typed.trim());
  };
  return { typed, setTyped, apply };
}

/**
 * The collapsible Filters panel (closed by default, spec 2): period, status, type, e-mail and IP address. Each change runs
 * its command, which puts the filter in the URL; the list then loads from its first page.
 */
export function FiltersPanel({ filters }: { filters: LoginAttemptFilters }) {
  const ids = { period: useId(), status: useId(), type: useId(), email: useId(), ip: useId() };
  const period = useCommand(setLoginAttemptsPeriod);
  const status = useCommand(setLoginAttemptsStatus);
  const type = useCommand(setLoginAttemptsType);
  const emailCommand = useCommand(setLoginAttemptsEmail);
  const ipCommand = useCommand(setLoginAttemptsIp);
  const email = useTypedFilter(filters.email, (value) => void emailCommand.run({ email: value }));
  const ip = useTypedFilter(filters.ip, (value) => void ipCommand.run({ ip: value }));
  const applyTyped = () => {
    email.apply();
    ip.apply();
  };

  return (
    <details className="rounded-[var(--radius-3)] border border-[var(--gray-a6)] px-4 py-2">
      <summary className="cursor-pointer py-1 font-medium">{t.filters}</summary>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          applyTyped();
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
            value={email.typed}
            placeholder={t.emailPlaceholder}
            onChange={(event) => email.setTyped(event.target.value)}
            onBlur={email.apply}
          />
        </Field>
        <Field id={ids.ip} label={t.ip}>
          <TextField.Root
            id={ids.ip}
            className="w-44"
            value={ip.typed}
            placeholder={t.ipPlaceholder}
            onChange={(event) => ip.setTyped(event.target.value)}
            onBlur={ip.apply}
          />
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

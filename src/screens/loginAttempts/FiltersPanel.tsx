import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import {
  clearLoginAttemptFilters,
  setLoginAttemptsEmail,
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
 * The collapsible Filters panel (closed by default, spec 2): period, status, type and e-mail. Each change runs
 * its command, which puts the filter in the URL; the list then loads from its first page.
 */
export function FiltersPanel({ filters }: { filters: LoginAttemptFilters }) {
  const ids = { period: useId(), status: useId(), type: useId(), email: useId() };
  const period = useCommand(setLoginAttemptsPeriod);
  const status = useCommand(setLoginAttemptsStatus);
  const type = useCommand(setLoginAttemptsType);
  const email = useCommand(setLoginAttemptsEmail);

  // The e-mail applies on Enter or when the field is left; the URL's value comes back after a clear or Back.
  const [typed, setTyped] = useState(filters.email);
  const [fromUrl, setFromUrl] = useState(filters.email);
  if (fromUrl !== filters.email) {
    setFromUrl(filters.email);
    setTyped(filters.email);
  }
  const applyEmail = () => {
    if (typed.trim() !== filters.email) void email.run({ email: typed.trim() });
  };

  return (
    <details className="rounded-[var(--radius-3)] border border-[var(--gray-a6)] px-4 py-2">
      <summary className="cursor-pointer py-1 font-medium">{t.filters}</summary>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          applyEmail();
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
            value={typed}
            placeholder={t.emailPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={applyEmail}
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

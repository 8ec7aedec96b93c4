import { Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import type { User } from '../../api/schemas/users';
import { messages } from '../../messages';
import { filterUsers } from '../../state/users';

const t = messages.userPicker;

/** Rows rendered at once; a narrower search shows the rest. */
const SHOWN = 50;

/**
 * A searchable multi-select of users (by username or e-mail, case-insensitive): a search field and a list of
 * checkboxes, with the count of selected users. Selected users stay selected while the search changes.
 */
export function UserPicker({
  users,
  selected,
  onChange,
  label,
}: {
  users: readonly User[];
  selected: readonly number[];
  onChange(selected: number[]): void;
  /** The accessible name of the list. */
  label: string;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterUsers(users, query), [users, query]);
  const chosen = new Set(selected);

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((s) => s !== id));

  return (
    <Flex direction="column" gap="2">
      <label htmlFor={searchId} className="sr-only">
        {t.searchLabel}
      </label>
      <TextField.Root
        id={searchId}
        type="search"
        value={query}
        placeholder={t.searchPlaceholder}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div
        role="group"
        aria-label={label}
        className="max-h-64 overflow-y-auto rounded-md border border-[var(--gray-a6)] p-1"
      >
        {matches.length === 0 && (
          <Text as="p" size="2" color="gray" highContrast className="p-2">
            {t.none}
          </Text>
        )}
        {matches.slice(0, SHOWN).map((user) => (
          <Text
            as="label"
            key={user.id}
            size="2"
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-[var(--gray-a3)]"
          >
            <Checkbox checked={chosen.has(user.id)} onCheckedChange={(on) => toggle(user.id, on === true)} />
            <span className="font-medium">{user.username}</span>
            <span className="truncate text-[var(--gray-11)]">{user.email}</span>
          </Text>
        ))}
        {matches.length > SHOWN && (
          <Text as="p" size="1" color="gray" highContrast className="p-2">
            {t.more(matches.length - SHOWN)}
          </Text>
        )}
      </div>
      <Text size="1" color="gray" highContrast aria-live="polite">
        {t.selected(selected.length)}
      </Text>
    </Flex>
  );
}

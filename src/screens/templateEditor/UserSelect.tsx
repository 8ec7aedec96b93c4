import { Flex, TextField } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import { messages } from '../../messages';
import { filterUsers, userDisplayName, usersResource } from '../../state/users';
import { FormField, selectClass } from '../common/FormField';
import { LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';

const t = messages.templateEditor;

/** Users offered at once; a narrower search shows the others. */
const SHOWN = 200;

/**
 * The owner of a new user template when the route names none (`/templates/new`): a search by username or
 * e-mail and a native select of the matches (keyboard: type to search, arrows to choose).
 */
export function UserSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange(userId: number | null): void;
}) {
  const searchId = useId();
  const users = useResource(usersResource, undefined);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterUsers(users.data ?? [], query, SHOWN), [users.data, query]);
  const chosen = users.data?.find((user) => user.id === value);
  const offered = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;
  return (
    <Flex direction="column" gap="2" className="max-w-2xl">
      <LoadState loadable={users} loading={t.userPicker.loading} />
      <label htmlFor={searchId} className="sr-only">
        {t.userPicker.search}
      </label>
      <TextField.Root
        id={searchId}
        type="search"
        value={query}
        placeholder={t.userPicker.searchPlaceholder}
        onChange={(event) => setQuery(event.target.value)}
      />
      <FormField label={t.fields.user}>
        {(field) => (
          <select
            {...field}
            className={selectClass}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t.userPicker.choose}</option>
            {offered.map((user) => (
              <option key={user.id} value={user.id}>
                {userDisplayName(user)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </Flex>
  );
}

// Test data for the organisation screens, arranged through the admin API with unique names.
import { callApi, unique } from './api';

export interface CreatedOrganization {
  id: number;
  name: string;
}

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
}

export const makeOrganization = (prefix = 'org') =>
  callApi<CreatedOrganization>('POST', 'admin/organizations', { name: unique(prefix) });

export async function makeUser(prefix = 'lid'): Promise<CreatedUser> {
  const name = unique(prefix);
  return callApi<CreatedUser>('POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password: 'Tijdelijk-wachtwoord-1',
  });
}

/** Users created straight into the organisation (they join its default group). */
export async function makeMembers(
  organizationId: number,
  count: number,
  prefix = 'lid',
): Promise<CreatedUser[]> {
  const users = Array.from({ length: count }, () => {
    const name = unique(prefix);
    return { username: name, email: `${name}@voorbeeld.nl` };
  });
  const answer = await callApi<{ created: CreatedUser[] }>(
    'POST',
    `admin/organizations/${organizationId}/users/bulk`,
    { users },
  );
  return answer.created;
}

import { expect, test } from './support/fixtures';
import { callApi, unique } from './support/api';
import { signIn } from './support/app';
import { servers } from './support/ports';

const PASSWORD = 'Tijdelijk-wachtwoord-1';

const signInByApi = (username: string, password: string) =>
  fetch(`${servers.plain}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

test('a throttled account shows until when in its detail, and an administrator clears it', async ({
  page,
}) => {
  const name = unique('geblokkeerd');
  const user = await callApi<{ id: number; username: string }>('POST', 'admin/users', {
    username: name,
    email: `${name}@voorbeeld.nl`,
    password: PASSWORD,
  });
  // Five wrong passwords are free; the sixth try (even with the right password) waits.
  for (let n = 0; n < 5; n++) expect((await signInByApi(name, 'fout-wachtwoord')).status).toBe(401);
  const refused = await signInByApi(name, PASSWORD);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

  await signIn(page, `/users/${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const notice = page.getByRole('status', { name: 'Inlogblokkade' });
  await expect(notice).toContainText('Inloggen is geblokkeerd tot');
  await expect(notice).toContainText('Mislukte wachtwoorden: 5');
  await notice.getByRole('button', { name: 'Opheffen' }).click();
  await expect(page.getByText(`De inlogblokkade van ${name} is opgeheven.`)).toBeVisible();
  await expect(notice).toHaveCount(0);

  expect((await signInByApi(name, PASSWORD)).status).toBe(200);
});

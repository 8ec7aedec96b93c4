import { beforeEach, describe, expect, it } from 'vitest';
import { searchEntities } from '../../../src/commands/search';
import { templateSearch } from '../../../src/commands/templates/search';
import { screenContextAtom } from '../../../src/state/screen';
import { signedInContext } from '../support/ctx';
import { json, text } from '../support/http';
import { pathOf, templateJson } from './support';

const defaults = [templateJson(3, 'Stand-up', 'default'), templateJson(4, 'Notulen', 'default')];
const userList = [templateJson(1, 'Notulen van Anna'), defaults[1]!];

beforeEach(() => localStorage.clear());

describe('template search in the palette', () => {
  it('finds default templates by title or name and opens them in their editor', async () => {
    const { ctx } = signedInContext(() => json(200, defaults));
    const [group] = await searchEntities([templateSearch], ctx, 'stand');
    expect(group?.provider.title).toBe('Templates');
    expect(group?.results).toEqual([
      {
        key: 'default:3',
        label: 'Stand-up',
        description: 'Standaard · stand-up',
        commandId: 'templates.openDefaultTemplate',
        args: { templateId: 3 },
      },
    ]);
  });

  it("on a user's screen finds that user's templates first, once each, opened from the user's list", async () => {
    const { ctx, store } = signedInContext((call) =>
      pathOf(call).startsWith('admin/users/') ? json(200, userList) : json(200, defaults),
    );
    store.set(screenContextAtom, { screen: 'userDetail', ids: { userId: '7' } });
    const results = await templateSearch.search(ctx, 'notulen');
    expect(results.map((r) => [r.label, r.commandId, r.args])).toEqual([
      ['Notulen van Anna', 'templates.openUserTemplate', { userId: 7, templateId: 1 }],
      ['Notulen', 'templates.openUserTemplate', { userId: 7, templateId: 4 }],
    ]);
    expect(results[0]?.description).toBe('Persoonlijk · deze gebruiker');
  });

  it("on an organisation's screen its templates; a list that fails to load is left out", async () => {
    const { ctx, store } = signedInContext((call) =>
      pathOf(call).startsWith('admin/organizations/')
        ? json(200, [templateJson(2, 'Verkoop', 'organization')])
        : text(500, ''),
    );
    store.set(screenContextAtom, { screen: 'organizationDetail', ids: { organizationId: '5' } });
    const results = await templateSearch.search(ctx, 'verk');
    expect(results.map((r) => [r.commandId, r.args])).toEqual([
      ['templates.openOrganizationTemplate', { organizationId: 5, templateId: 2 }],
    ]);
  });
});

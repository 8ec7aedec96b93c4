import { describe, expect, it } from 'vitest';
import type { DisabledTemplate, MeetingType } from '../../../src/api/schemas/templates';
import { openAppAt } from '../support/app';
import { byRole, click, waitFor } from '../support/dom';
import { deferred, json, type RecordedCall } from '../support/http';
import { userJson } from '../users/support';
import { effectiveList, templateJson } from './support';
import { pathOf, screenTests } from './screenSupport';

const focused = () => document.activeElement;
const label = (element: Element | null) => element?.getAttribute('aria-label') ?? element?.textContent;

/** Focuses and clicks a row's button, then the confirming button of the dialog that opens. */
async function confirmed(button: string, confirmLabel: string) {
  const trigger = await waitFor(() => byRole('button', button)[0]);
  trigger.focus();
  click(trigger);
  const dialog = await waitFor(() => byRole('alertdialog')[0]);
  click([...dialog.querySelectorAll('button')].find((b) => b.textContent === confirmLabel)!);
}

/**
 * A user's templates and switched-off list as the server keeps them: a delete removes the template, a toggle moves
 * it between the lists (as the reference server does).
 */
function userServer(templates: MeetingType[], disabled: DisabledTemplate[] = []) {
  return (call: RecordedCall) => {
    const path = pathOf(call);
    if (path === 'admin/users/7') return json(200, userJson(7, { username: 'anna' }));
    if (path.endsWith('/templates/disabled')) return json(200, { disabled_templates: disabled });
    const toggled = /templates\/(\d+)\/toggle$/.exec(path);
    if (toggled) {
      const id = Number(toggled[1]);
      const off = templates.findIndex((template) => template.id === id);
      if (off >= 0) {
        disabled.push({ id, title: templates[off]!.title, type: 'default', scope: 'user' });
        templates.splice(off, 1);
        return json(200, { state: 'disabled' });
      }
      const on = disabled.findIndex((entry) => entry.id === id);
      templates.push(templateJson(id, disabled[on]!.title!, 'default'));
      disabled.splice(on, 1);
      return json(200, { state: 'enabled' });
    }
    if (call.method === 'DELETE') {
      const id = Number(path.split('/').at(-1));
      templates.splice(
        templates.findIndex((template) => template.id === id),
        1,
      );
      return json(200, { message: 'ok' });
    }
    return json(200, { meeting_types: templates });
  };
}

screenTests();

describe('keyboard focus after an action on a row', () => {
  it("the user's tab: after a delete, the next row's first action", async () => {
    await openAppAt('/users/7?tab=templates', userServer(effectiveList()));
    await confirmed('Verwijderen Mijn notulen', 'Verwijderen');
    await waitFor(() => byRole('button', 'Verwijderen Mijn notulen').length === 0);
    await waitFor(() => label(focused()) === 'Bekijken Verkoopgesprek');
    expect(focused()?.closest('tr')?.getAttribute('data-row-id')).toBe('2');
  });

  it("the user's tab: after switching off the last row, the previous row's first action", async () => {
    await openAppAt('/users/7?tab=templates', userServer(effectiveList()));
    await confirmed('Uitschakelen Stand-up', 'Uitschakelen');
    await waitFor(() => byRole('button', 'Inschakelen Stand-up')[0]);
    await waitFor(() => label(focused()) === 'Bekijken Verkoopgesprek');
  });

  it('the switched-off list: after switching on its only row, its empty text', async () => {
    const disabled: DisabledTemplate[] = [{ id: 3, title: 'Stand-up', type: 'default', scope: 'user' }];
    await openAppAt('/users/7?tab=templates', userServer(effectiveList().slice(0, 2), disabled));
    const enable = await waitFor(() => byRole('button', 'Inschakelen Stand-up')[0]);
    enable.focus();
    click(enable);
    await waitFor(() => document.body.textContent?.includes('Er zijn geen uitgeschakelde templates.'));
    await waitFor(() => focused()?.textContent === 'Er zijn geen uitgeschakelde templates.');
  });

  it("the organisation's tab: after deleting its only template, the empty text", async () => {
    const own = [templateJson(5, 'Kwartaalcijfers', 'organization')];
    await openAppAt('/organizations/3?tab=templates', (call) => {
      const path = pathOf(call);
      if (path === 'admin/organizations/3') return json(200, { id: 3, name: 'Acme' });
      if (path.endsWith('/templates/disabled')) return json(200, { disabled_templates: [] });
      if (call.method === 'DELETE') {
        own.pop();
        return json(200, { message: 'ok' });
      }
      return json(200, { meeting_types: own });
    });
    await confirmed('Verwijderen Kwartaalcijfers', 'Verwijderen');
    await waitFor(() => focused()?.textContent === 'Deze organisatie heeft nog geen templates.');
  });

  it('the default templates: after a delete, the next row’s first action', async () => {
    const defaults = [templateJson(3, 'Stand-up', 'default'), templateJson(4, 'Notulen', 'default')];
    await openAppAt('/default-templates', (call) => {
      if (call.method === 'DELETE') {
        defaults.shift();
        return json(200, { message: 'ok' });
      }
      return json(200, { default_templates: defaults });
    });
    await confirmed('Verwijderen Stand-up', 'Verwijderen');
    await waitFor(() => label(focused()) === 'Bewerken Notulen');
  });

  it('the template settings: a switched-off row stays, and so does the focus on its button', async () => {
    const items = [
      { id: 3, title: 'Stand-up', description: '', type: 'default', is_disabled: false },
      { id: 4, title: 'Notulen', description: '', type: 'default', is_disabled: false },
    ];
    await openAppAt('/template-settings', (call) => {
      if (pathOf(call) === 'default-templates/3/disable') {
        items[0]!.is_disabled = true;
        return json(200, { state: 'disabled' });
      }
      return json(200, items);
    });
    await confirmed('Uitschakelen Stand-up', 'Uitschakelen');
    await waitFor(() => label(focused()) === 'Inschakelen Stand-up');
  });

  it('leaves the focus alone when it went elsewhere meanwhile', async () => {
    const held = deferred<Response>();
    const server = userServer(effectiveList());
    await openAppAt('/users/7?tab=templates', ((call: RecordedCall) =>
      call.method === 'DELETE' ? held.promise.then(() => server(call)) : server(call)) as never);
    await confirmed('Verwijderen Mijn notulen', 'Verwijderen');
    // The user moves on before the server answers.
    await waitFor(() => byRole('alertdialog').length === 0);
    const elsewhere = byRole('button', 'Templates dupliceren')[0]!;
    elsewhere.focus();
    held.resolve(new Response());
    await waitFor(() => byRole('button', 'Verwijderen Mijn notulen').length === 0);
    expect(focused()).toBe(elsewhere);
  });
});

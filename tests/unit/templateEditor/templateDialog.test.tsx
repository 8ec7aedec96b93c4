import { Theme } from '@radix-ui/themes';
import { EditorView } from 'codemirror';
import { act, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registry, searchProviders } from '../../../src/commands/all';
import { CommandRuntimeProvider } from '../../../src/screens/common/CommandRuntime';
import { TemplateDialog, type TemplateOwner } from '../../../src/screens/templateEditor/TemplateDialog';
import type { MeetingType } from '../../../src/api/schemas/templates';
import { mount, unmount } from '../support/app';
import { signedInContext } from '../support/ctx';
import { byLabel, byRole, click, type, waitFor } from '../support/dom';
import { json, type Handler } from '../support/http';
import { answer, path } from './support';

beforeAll(async () => {
  await import('../../../src/screens/templateEditor/codemirror');
}, 30_000);
beforeEach(() => localStorage.clear());
afterEach(unmount);

const text = () => document.body.textContent ?? '';

async function write(label: string, value: string) {
  const view = await waitFor(() => {
    const content = document.querySelector(`.cm-content[aria-label="${label}"]`);
    return content instanceof HTMLElement ? EditorView.findFromDOM(content) : null;
  });
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } }));
}

function choose(select: HTMLElement | null, value: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('geen select');
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The dialog over a stand-in list, open, with the command runtime of a signed-in fake server. */
const answering: Handler = (call) =>
  call.method === 'GET'
    ? json(200, { meeting_types: [] })
    : json(call.method === 'POST' ? 201 : 200, answer());

function openDialog(owner: TemplateOwner, template?: MeetingType, handler: Handler = answering) {
  const fake = signedInContext(handler);
  const closed: boolean[] = [];
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <TemplateDialog
        open={open}
        onOpenChange={(next) => {
          closed.push(!next);
          setOpen(next);
        }}
        owner={owner}
        template={template}
      />
    );
  }
  mount(
    <Theme>
      <CommandRuntimeProvider value={{ registry, ctx: fake.ctx, searchProviders }}>
        <Host />
      </CommandRuntimeProvider>
    </Theme>,
  );
  return { ...fake, closed };
}

describe('the dialog editor', () => {
  it('creates a user template: English labels, SMALL/LARGE/CUSTOM, “Title and content are required”', async () => {
    const { calls, closed, navigations } = openDialog({ kind: 'user', userId: 7 });
    const dialog = await waitFor(() => byRole('dialog')[0]);
    expect(dialog.className).toContain('max-h-[80vh]');
    const complexity = byLabel('Complexity') as HTMLSelectElement;
    expect([...complexity.options].map((o) => o.value)).toEqual(['SMALL', 'LARGE', 'CUSTOM']);
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => text().includes('Title and content are required'));
    expect(calls).toEqual([]);

    type(byLabel('Title'), 'Klantgesprek');
    await write('Content', 'Vat het gesprek samen.');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => closed.includes(true));
    expect(path(calls[0]!)).toBe('admin/users/7/meeting-types');
    expect(calls[0]!.body).toMatchObject({ title: 'Klantgesprek', content: 'Vat het gesprek samen.' });
    expect(navigations).toEqual(['/users/7?tab=templates']);
  });

  it('for CUSTOM asks Max Tokens, System Message, Task and Extra Settings, with the CUSTOM rules', async () => {
    const { calls } = openDialog({ kind: 'organization', organizationId: 3 });
    await waitFor(() => byLabel('Complexity'));
    expect(byLabel('Max Tokens')).toBeNull();
    choose(byLabel('Complexity'), 'CUSTOM');
    type(byLabel('Title'), 'Klantgesprek');
    await write('Content', 'Inhoud');
    await write('Extra Settings (JSON)', 'geen json');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() =>
      text().includes('Voor CUSTOM zijn Max Tokens, System Message en Opdracht verplicht.'),
    );
    expect(text()).toContain('Invalid JSON format in additional settings');
    await write('System Message', 'Je bent een verkoper.');
    await write('Task', 'Noem de afspraken.');
    await write('Extra Settings (JSON)', '{}');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => calls.length > 0);
    expect(path(calls[0]!)).toBe('admin/organizations/3/meeting-types');
    expect(calls[0]!.body).toMatchObject({
      is_org_wide: true,
      settings: { max_tokens: '0', system_message: 'Je bent een verkoper.', opdracht: 'Noem de afspraken.' },
    });
  });

  it('edits an existing template at its name, starting from its fields (a MEDIUM one keeps MEDIUM)', async () => {
    const { calls, closed } = openDialog(
      { kind: 'user', userId: 7 },
      answer({ name: 'stand-up', title: 'Stand-up', complexity: 'MEDIUM' }),
    );
    const title = (await waitFor(() => byLabel('Title'))) as HTMLInputElement;
    expect(title.value).toBe('Stand-up');
    expect((byLabel('Complexity') as HTMLSelectElement).value).toBe('MEDIUM');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => closed.includes(true));
    expect(calls[0]!.method).toBe('PUT');
    expect(path(calls[0]!)).toBe('admin/users/7/meeting-types/stand-up');
    expect(calls[0]!.body).toMatchObject({ complexity: 'MEDIUM' });
  });

  it('keeps the dialog open with the server’s message when saving fails', async () => {
    const { closed } = openDialog({ kind: 'user', userId: 7 }, answer({ type: 'default' }), () =>
      json(403, { detail: 'Standaardtemplates kunnen niet via een gebruiker worden gewijzigd.' }),
    );
    await waitFor(() => byLabel('Title'));
    click(byRole('button', 'Opslaan')[0]!);
    const alert = await waitFor(() =>
      byRole('alert').find((a) => a.textContent?.includes('Standaardtemplates')),
    );
    expect(alert.textContent).toBe('Standaardtemplates kunnen niet via een gebruiker worden gewijzigd.');
    expect(closed).toEqual([]);
    expect(byRole('dialog')).toHaveLength(1);
  });
});

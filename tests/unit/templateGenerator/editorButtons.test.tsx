import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAppAt, reasonOf, unmount } from '../support/app';
import { byLabel, byRole, click, waitFor } from '../support/dom';
import { json, type RecordedCall } from '../support/http';
import { answer } from '../templateEditor/support';
import { userJson } from '../users/support';
import { configured, route, STATUS } from './support';

// The shell and CodeMirror load lazily; load them once up front so no test spends its waits on that.
beforeAll(async () => {
  await import('../../../src/screens/shell/Shell');
  await import('../../../src/screens/templateEditor/codemirror');
}, 30_000);
beforeEach(() => localStorage.clear());
afterEach(unmount);

const EDITOR = '/templates/7/notulen';
const text = () => document.body.textContent ?? '';
const actions = () => byRole('group', 'Acties')[0]!;
const button = (name: string) =>
  [...actions().querySelectorAll('button')].find((x) => x.textContent?.trim() === name);

function choose(select: HTMLElement | null, value: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('geen select');
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function typeArea(area: Element | null, value: string) {
  if (!(area instanceof HTMLTextAreaElement)) throw new Error('geen tekstvak');
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** User 7's template `notulen` (id 11) with one transcription; `more` answers first. */
function server(more: Record<string, (call: RecordedCall) => Response> = {}) {
  return (call: RecordedCall) => {
    const handler = more[route(call)];
    if (handler) return handler(call);
    switch (route(call)) {
      case STATUS:
        return json(200, configured);
      case 'GET admin/users/7/meeting-types/notulen':
        return json(200, answer());
      case 'GET admin/user/7/transcriptions':
        return json(200, [{ id: 5, name: 'Raadsvergadering', created_at: '2026-02-01T10:00:00Z' }]);
      case 'GET admin/organizations/3':
        return json(200, { id: 3, name: 'Gemeente Zandvoort' });
      default:
        return json(200, userJson(7, { username: 'marieke' }));
    }
  };
}

describe('the generator in the full editor', () => {
  it('offers Test and AI Update on a saved template; Test shows the summary beside the choice', async () => {
    const calls = await openAppAt(
      EDITOR,
      server({
        'POST admin/templates/test': () =>
          json(200, { status: 'success', summary: 'Samenvatting: besluiten.' }),
      }),
    );
    await waitFor(() => button('AI Update') && !button('AI Update')!.disabled);
    expect(button('Genereren met AI')).toBeUndefined();
    click(button('Test')!);
    const dialog = await waitFor(() => byRole('dialog', /Template testen/)[0]);
    await waitFor(() => text().includes('Transcripties van marieke'));
    const transcription = await waitFor(() =>
      (byLabel('Transcriptie') as HTMLSelectElement | null)?.options.length === 2
        ? byLabel('Transcriptie')
        : null,
    );
    choose(transcription, '5');
    choose(byLabel('Model'), 'qwen');
    click(byRole('button', 'Test uitvoeren')[0]!);
    await waitFor(() => dialog.textContent?.includes('Samenvatting: besluiten.'));
    expect(calls.find((call) => route(call) === 'POST admin/templates/test')?.body).toMatchObject({
      transcription_id: 5,
      model: 'qwen',
      template: { title: 'Notulen' },
    });
  });

  it('tests an organisation template on a transcription of a user of the organisation, picked first', async () => {
    const calls = await openAppAt(
      '/organizations/3/templates/notulen',
      server({
        'GET admin/organizations/3/meeting-types/notulen': () =>
          json(200, answer({ type: 'organization', is_org_wide: true })),
        'GET admin/organizations/3/users': () => json(200, [userJson(7, { username: 'marieke' })]),
        'POST admin/templates/test': () => json(200, { status: 'success', summary: 'Samenvatting: raad.' }),
      }),
    );
    click(await waitFor(() => button('Test')));
    const dialog = await waitFor(() => byRole('dialog', /Template testen/)[0]);
    expect((byLabel('Transcriptie') as HTMLSelectElement).disabled).toBe(true);
    const users = await waitFor(() =>
      (byLabel('Gebruiker') as HTMLSelectElement | null)?.options.length === 2 ? byLabel('Gebruiker') : null,
    );
    choose(users, '7');
    const transcription = await waitFor(() =>
      (byLabel('Transcriptie') as HTMLSelectElement | null)?.options.length === 2
        ? byLabel('Transcriptie')
        : null,
    );
    choose(transcription, '5');
    click(byRole('button', 'Test uitvoeren')[0]!);
    await waitFor(() => dialog.textContent?.includes('Samenvatting: raad.'));
    expect(calls.find((call) => route(call) === 'POST admin/templates/test')?.body).toMatchObject({
      transcription_id: 5,
      model: 'claude',
      template: { title: 'Notulen', is_org_wide: true },
    });
  });

  it('disables AI Update and Test with the server’s reason when it has no model', async () => {
    await openAppAt(
      EDITOR,
      server({ [STATUS]: () => json(200, { configured: false, reason: 'Geen taalmodel ingesteld.' }) }),
    );
    const update = await waitFor(() => (button('AI Update')?.disabled ? button('AI Update') : null));
    expect(reasonOf(update)).toBe('Geen taalmodel ingesteld.');
    expect(button('Test')!.disabled).toBe(true);
    expect(reasonOf(button('Test')!)).toBe('Geen taalmodel ingesteld.');
  });

  it('generates a new organisation template into the unsaved draft', async () => {
    const calls = await openAppAt(
      '/organizations/3/templates/new',
      server({
        'POST admin/generate-template': () =>
          json(200, {
            status: 'success',
            template: { title: 'Raadsvergadering', description: 'Besluiten', content: 'Vat samen.' },
          }),
      }),
    );
    await waitFor(() => button('Genereren met AI') && !button('Genereren met AI')!.disabled);
    expect(button('AI Update')).toBeUndefined();
    click(button('Genereren met AI')!);
    await waitFor(() => byRole('dialog', /Template genereren met AI/)[0]);
    typeArea(byLabel('Korte omschrijving'), 'Gemeenteraad');
    click(byRole('button', 'Genereren')[0]!);
    await waitFor(() => (byLabel('Titel') as HTMLInputElement | null)?.value === 'Raadsvergadering');
    expect(byRole('dialog')).toHaveLength(0);
    // Nothing saved: the only call besides reading is the generator's.
    expect(calls.filter((call) => call.method !== 'GET').map(route)).toEqual([
      'POST login',
      'POST admin/generate-template',
    ]);
  });
});

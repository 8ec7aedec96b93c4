import { Theme } from '@radix-ui/themes';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry, searchProviders } from '../../../src/commands/all';
import { CommandRuntimeProvider } from '../../../src/screens/common/CommandRuntime';
import { AiUpdateDialog } from '../../../src/screens/templateEditor/AiUpdateDialog';
import { aiDialogAtom, openAiDialog } from '../../../src/state/ai';
import { templateEditorAtom } from '../../../src/state/templateDraft';
import { mount, unmount } from '../support/app';
import { byLabel, byRole, click, waitFor } from '../support/dom';
import { json } from '../support/http';
import { answer } from '../templateEditor/support';
import { onSavedEditor, route, signedIn, type Fake } from './support';

beforeEach(() => localStorage.clear());
afterEach(() => {
  unmount();
  vi.useRealTimers();
});

const UPDATE = 'PUT admin/templates/11/update-with-feedback';
const text = () => document.body.textContent ?? '';

function typeArea(area: Element | null, value: string) {
  if (!(area instanceof HTMLTextAreaElement)) throw new Error('geen tekstvak');
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets answers and React settle under fake timers, without moving the clock. */
async function settleUntil(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
  expect(check()).toBe(true);
}

function openDialog(fake: Fake) {
  onSavedEditor(fake);
  openAiDialog(fake.store, 'update', 'e1');
  mount(
    <Theme>
      <CommandRuntimeProvider value={{ registry, ctx: fake.ctx, searchProviders }}>
        <AiUpdateDialog editorKey="e1" />
      </CommandRuntimeProvider>
    </Theme>,
  );
}

describe('the AI update dialog', () => {
  it('asks for feedback, shows the progress, and closes 2 seconds after success', async () => {
    const fake = await signedIn({
      [UPDATE]: () => json(200, { status: 'success', template: { title: 'Notulen (bijgewerkt)' } }),
      'GET admin/users/7/meeting-types/notulen': () => json(200, answer({ title: 'Notulen (bijgewerkt)' })),
    });
    openDialog(fake);
    const dialog = await waitFor(() => byRole('dialog', /AI Update/)[0]);
    expect(dialog.className).toContain('max-h-[80vh]');
    expect((byLabel('Model') as HTMLSelectElement).value).toBe('claude');

    click(byRole('button', 'Bijwerken')[0]!);
    await waitFor(() => text().includes('Voer feedback in voor het bijwerken van het template'));
    expect(fake.calls.map(route)).not.toContain(UPDATE);

    typeArea(byLabel('Feedback'), 'Voeg een kopje Besluiten toe.');
    vi.useFakeTimers();
    click(byRole('button', 'Bijwerken')[0]!);
    expect(text()).toContain('Het model werkt het template bij…');
    await settleUntil(() => text().includes('Dit venster sluit over 2 seconden.'));
    expect(fake.calls.find((call) => route(call) === UPDATE)?.body).toEqual({
      feedback: 'Voeg een kopje Besluiten toe.',
      model: 'claude',
    });
    expect(fake.store.get(templateEditorAtom)?.draft.title).toBe('Notulen (bijgewerkt)');

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(fake.store.get(aiDialogAtom)).not.toBeNull();
    expect(byRole('dialog')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fake.store.get(aiDialogAtom)).toBeNull();
    expect(byRole('dialog')).toHaveLength(0);
  });

  it('stays open with the failure when the update fails', async () => {
    const fake = await signedIn({ [UPDATE]: () => json(502, { detail: 'Het model antwoordde niet.' }) });
    openDialog(fake);
    typeArea(await waitFor(() => byLabel('Feedback')), 'Korter');
    vi.useFakeTimers();
    click(byRole('button', 'Bijwerken')[0]!);
    await settleUntil(() =>
      byRole('alert').some((x) => x.textContent?.includes('Template bijwerken mislukt')),
    );
    expect(text()).toContain('Template bijwerken mislukt: Het model antwoordde niet.');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(byRole('dialog')).toHaveLength(1);
    expect(fake.store.get(aiDialogAtom)).toEqual({ kind: 'update', editorKey: 'e1' });
  });
});

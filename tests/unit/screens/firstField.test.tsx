import { Dialog, Tabs, Theme } from '@radix-ui/themes';
import { act, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstField,
  focusFirstFieldOnOpen,
  useFirstFieldFocus,
} from '../../../src/screens/common/firstField';
import { mount, unmount } from '../support/app';
import { waitFor } from '../support/dom';

afterEach(unmount);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('firstField', () => {
  it('is the first control to type in or choose with that Tab reaches', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <a href="/terug">Terug</a>
      <button type="button">Opslaan</button>
      <div role="tab" tabindex="0">ALGEMEEN</div>
      <input type="hidden" name="id" />
      <input aria-label="Uit" disabled />
      <div hidden><input aria-label="Verborgen" /></div>
      <select aria-hidden="true" aria-label="Voor formulieren"></select>
      <button role="radio" tabindex="-1" aria-label="Organisatie"></button>
      <input aria-label="Titel" />
      <textarea aria-label="Beschrijving"></textarea>`;
    expect(firstField(form)?.getAttribute('aria-label')).toBe('Titel');
    form.querySelector('[aria-label="Titel"]')!.remove();
    expect(firstField(form)?.getAttribute('aria-label')).toBe('Beschrijving');
    form.innerHTML = '<button>Sluiten</button>';
    expect(firstField(form)).toBeNull();
  });
});

function Screen({ ready }: { ready: boolean }) {
  const form = useRef<HTMLElement>(null);
  useFirstFieldFocus(form, ready);
  return (
    <main tabIndex={-1}>
      <section ref={form}>
        <button type="button">Opslaan</button>
        {ready && <input aria-label="Titel" />}
      </section>
      <input aria-label="Zoeken" />
    </main>
  );
}

const active = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName;

describe('a screen that creates or edits something', () => {
  it('puts the cursor in its first field once its form is shown, after the shell focused <main>', async () => {
    mount(<Screen ready={false} />);
    await settle();
    expect(active()).toBe('BODY');
    unmount();
    mount(<Screen ready />);
    // The shell focuses <main> after a navigation, in an effect that runs after the screen's.
    document.querySelector('main')!.focus();
    await settle();
    expect(active()).toBe('Titel');
  });

  it('takes the focus from the button that opened it, but not from a field the user is typing in', async () => {
    function Toggle() {
      const [ready, setReady] = useState(false);
      return (
        <>
          <button type="button" aria-label="Bewerken" onClick={() => setReady(true)} />
          <Screen ready={ready} />
        </>
      );
    }
    mount(<Toggle />);
    const edit = document.querySelector<HTMLButtonElement>('[aria-label="Bewerken"]')!;
    edit.focus();
    act(() => edit.click());
    await settle();
    expect(active()).toBe('Titel');

    unmount();
    mount(<Toggle />);
    const search = document.querySelector<HTMLInputElement>('[aria-label="Zoeken"]')!;
    search.focus();
    act(() => document.querySelector<HTMLButtonElement>('[aria-label="Bewerken"]')!.click());
    await settle();
    expect(active()).toBe('Zoeken');
  });
});

describe('a dialog', () => {
  it('opens with the cursor in its first field, past its tabs and buttons', async () => {
    mount(
      <Theme>
        <Dialog.Root open>
          <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen}>
            <Dialog.Title>Nieuwe gebruiker</Dialog.Title>
            <Tabs.Root defaultValue="single">
              <Tabs.List>
                <Tabs.Trigger value="single">Individueel Toevoegen</Tabs.Trigger>
                <Tabs.Trigger value="bulk">Bulk Toevoegen</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="single">
                <input aria-label="Gebruikersnaam" />
              </Tabs.Content>
            </Tabs.Root>
          </Dialog.Content>
        </Dialog.Root>
      </Theme>,
    );
    await waitFor(() => active() === 'Gebruikersnaam');
  });
});

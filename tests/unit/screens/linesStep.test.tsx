import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../src/commands/all';
import { LinesStep } from '../../../src/screens/palette/LinesStep';
import { mount, unmount } from '../support/app';
import { press } from '../support/dom';

afterEach(unmount);

const step = registry.resolve('organizations.bulkAddUsers').argPickers.lines!;

function render() {
  const onSubmit = vi.fn();
  const onBack = vi.fn();
  mount(<LinesStep label={step.title} entry={step.text!} onSubmit={onSubmit} onBack={onBack} />);
  const field = document.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${step.title}"]`)!;
  return { field, onSubmit, onBack };
}

/** Sets the text area's text as typing or pasting does. */
function typeText(field: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const problems = () => [...document.querySelectorAll('[aria-live="polite"] li')].map((li) => li.textContent);

describe('the palette step for several lines', () => {
  it('takes the focus, names the line being wrong once it is finished, and goes on with Ctrl+Enter only when all are right', () => {
    const { field, onSubmit } = render();
    expect(field.tagName).toBe('TEXTAREA');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('placeholder')).toBe('Per regel een e-mailadres, of “naam, e-mailadres”.');

    typeText(field, 'a@gemeente.nl\nb@gemeente');
    expect(problems()).toEqual([]);
    typeText(field, 'a@gemeente.nl\nb@gemeente\n');
    expect(problems()).toEqual(['Ongeldig e-mailadres: b@gemeente']);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    press(field, 'Enter', { ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(problems()).toEqual([
      'Los eerst de validatiefouten op voordat je doorgaat.',
      'Ongeldig e-mailadres: b@gemeente',
    ]);

    const lines = 'a@gemeente.nl\nb@gemeente.nl\nc@gemeente.nl';
    typeText(field, lines);
    expect(problems()).toEqual([]);
    press(field, 'Enter');
    expect(onSubmit).not.toHaveBeenCalled();
    press(field, 'Enter', { metaKey: true });
    expect(onSubmit).toHaveBeenCalledWith(lines);
  });

  it('says there is nothing to add when Ctrl+Enter comes before any address', () => {
    const { field, onSubmit } = render();
    typeText(field, '\n');
    press(field, 'Enter', { ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(problems()).toEqual([
      'Geen geldige e-mailadressen gevonden. Voer e-mailadressen in, één per regel.',
    ]);
  });

  it('goes back with Backspace in the empty field', () => {
    const { field, onBack } = render();
    press(field, 'Backspace');
    expect(onBack).toHaveBeenCalledOnce();
  });
});

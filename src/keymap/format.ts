import { messages } from '../messages';
import { parseBinding, type KeyStroke } from './parse';

export function isMacPlatform(nav: { platform?: string; userAgent?: string } | undefined): boolean {
  if (!nav) return false;
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgent || '');
}

const KEY_LABELS: Record<string, string> = {
  escape: messages.keys.escape,
  enter: messages.keys.enter,
  ' ': messages.keys.space,
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
};

function keyLabel(key: string): string {
  return KEY_LABELS[key] ?? (key.length === 1 ? key.toUpperCase() : key[0]!.toUpperCase() + key.slice(1));
}

function strokeCaps(stroke: KeyStroke, mac: boolean): string[] {
  const caps: string[] = [];
  if (stroke.mod) caps.push(mac ? messages.keys.cmd : messages.keys.ctrl);
  if (stroke.ctrl) caps.push(messages.keys.ctrl);
  if (stroke.meta) caps.push(mac ? messages.keys.cmd : 'Meta');
  if (stroke.alt) caps.push(mac ? messages.keys.option : messages.keys.alt);
  if (stroke.shift) caps.push(messages.keys.shift);
  caps.push(keyLabel(stroke.key));
  return caps;
}

/** Keycaps per stroke: `mod+k` → [['Ctrl','K']] (or ⌘ on Mac), `g u` → [['G'],['U']]. */
export function formatBinding(binding: string, mac: boolean): string[][] {
  return parseBinding(binding).map((stroke) => strokeCaps(stroke, mac));
}

/** Plain text: `Ctrl+K`, `G dan U`. */
export function formatBindingText(binding: string, mac: boolean): string {
  return formatBinding(binding, mac)
    .map((caps) => caps.join('+'))
    .join(` ${messages.shortcuts.then} `);
}

/**
 * The `aria-keyshortcuts` value, or null for chords (the attribute cannot express sequences).
 * `mod+k` gives both spellings: `Control+K Meta+K`.
 */
export function ariaKeyShortcuts(binding: string): string | null {
  const sequence = parseBinding(binding);
  if (sequence.length !== 1) return null;
  const stroke = sequence[0]!;
  const key = stroke.key.length === 1 ? stroke.key.toUpperCase() : keyLabel(stroke.key);
  const rest = [stroke.alt ? 'Alt' : '', stroke.shift ? 'Shift' : '', key].filter(Boolean).join('+');
  if (stroke.mod) return `Control+${rest} Meta+${rest}`;
  return [stroke.ctrl ? 'Control' : '', stroke.meta ? 'Meta' : '', rest].filter(Boolean).join('+');
}

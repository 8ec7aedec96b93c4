/** One key press of a binding: the key plus modifiers. `mod` is Ctrl on Windows/Linux and ⌘ on Mac (both accepted). */
export interface KeyStroke {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** A binding is a sequence of strokes: `mod+k` is one, the chord `g u` is two. */
export type KeySequence = readonly KeyStroke[];

export class KeyBindingSyntaxError extends Error {
  override readonly name = 'KeyBindingSyntaxError';
}

const MODIFIERS: Record<string, keyof Omit<KeyStroke, 'key'>> = {
  mod: 'mod',
  ctrl: 'ctrl',
  control: 'ctrl',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
  alt: 'alt',
  option: 'alt',
  shift: 'shift',
};

const KEY_ALIASES: Record<string, string> = {
  esc: 'escape',
  space: ' ',
  spacebar: ' ',
  plus: '+',
  return: 'enter',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  del: 'delete',
};

/** The canonical form of a key name (`KeyboardEvent.key` or a name in a binding). */
export function normalizeKey(key: string): string {
  if (key.length === 1) return key.toLowerCase();
  const lower = key.toLowerCase();
  return KEY_ALIASES[lower] ?? lower;
}

function parseStroke(text: string, binding: string): KeyStroke {
  const parts = text.split('+');
  // A trailing "+" as key is written `plus`; an empty part means a malformed binding.
  if (parts.some((p) => p === '')) throw new KeyBindingSyntaxError(`Ongeldige sneltoets: "${binding}"`);
  const stroke: KeyStroke = { key: '', mod: false, ctrl: false, meta: false, alt: false, shift: false };
  parts.forEach((part, index) => {
    const lower = part.toLowerCase();
    const last = index === parts.length - 1;
    if (!last) {
      const modifier = MODIFIERS[lower];
      if (!modifier)
        throw new KeyBindingSyntaxError(`Onbekende modifier "${part}" in sneltoets "${binding}"`);
      stroke[modifier] = true;
    } else {
      if (MODIFIERS[lower]) throw new KeyBindingSyntaxError(`Sneltoets "${binding}" eindigt op een modifier`);
      stroke.key = normalizeKey(part);
    }
  });
  return stroke;
}

/** Parses `mod+k`, `g u`, `?`, `shift+t`. Throws `KeyBindingSyntaxError` on malformed input. */
export function parseBinding(binding: string): KeySequence {
  const strokes = binding.trim().split(/\s+/).filter(Boolean);
  if (strokes.length === 0) throw new KeyBindingSyntaxError(`Lege sneltoets`);
  return strokes.map((s) => parseStroke(s, binding));
}

/** A letter key, for which Shift is significant (for `?` or `!`, Shift is part of the character). */
function isLetter(key: string): boolean {
  return key.length === 1 && key.toLowerCase() !== key.toUpperCase();
}

export interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target?: unknown;
  repeat?: boolean;
  isComposing?: boolean;
}

/** Whether one key event is the given stroke. `mod` accepts either Ctrl or ⌘. */
export function strokeMatches(stroke: KeyStroke, event: KeyEventLike): boolean {
  if (normalizeKey(event.key) !== stroke.key) return false;
  if (event.altKey !== stroke.alt) return false;
  if (stroke.mod) {
    if (!event.ctrlKey && !event.metaKey) return false;
  } else if (event.ctrlKey !== stroke.ctrl || event.metaKey !== stroke.meta) {
    return false;
  }
  if (isLetter(stroke.key) || stroke.key.length > 1) return event.shiftKey === stroke.shift;
  return stroke.shift ? event.shiftKey : true;
}

/** The Ctrl/⌘ combinations a stroke accepts: `mod` accepts Ctrl or ⌘. */
function commandModifiers(stroke: KeyStroke): string[] {
  return stroke.mod ? ['ctrl+', '+meta'] : [`${stroke.ctrl ? 'ctrl' : ''}+${stroke.meta ? 'meta' : ''}`];
}

/** Two strokes that one key press could both satisfy (e.g. `mod+k` and `ctrl+k`). */
export function strokesOverlap(a: KeyStroke, b: KeyStroke): boolean {
  if (a.key !== b.key || a.alt !== b.alt) return false;
  const shiftMatters = isLetter(a.key) || a.key.length > 1;
  if ((shiftMatters || (a.shift && b.shift)) && a.shift !== b.shift) return false;
  const mb = commandModifiers(b);
  return commandModifiers(a).some((m) => mb.includes(m));
}

const MODIFIER_KEYS = new Set([
  'shift',
  'control',
  'alt',
  'meta',
  'os',
  'capslock',
  'altgraph',
  'fn',
  'hyper',
  'super',
]);

/** A key event for a modifier key on its own (it neither matches nor breaks a pending chord). */
export function isModifierKey(key: string): boolean {
  return MODIFIER_KEYS.has(normalizeKey(key));
}

import { describe, expect, it } from 'vitest';
import {
  ariaKeyShortcuts,
  assertNoConflicts,
  createKeymapMatcher,
  formatBinding,
  formatBindingText,
  isEditableTarget,
  isInsideDialog,
  isMacPlatform,
  isShortcutBlockedTarget,
  KeyBindingSyntaxError,
  KeymapConflictError,
  parseBinding,
  type Binding,
  type KeyEventLike,
} from '../../../src/keymap';

function key(k: string, mods: Partial<KeyEventLike> = {}): KeyEventLike {
  return { key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods };
}

describe('parseBinding', () => {
  it('parses mod+k as one stroke with the platform modifier', () => {
    expect(parseBinding('mod+k')).toEqual([
      { key: 'k', mod: true, ctrl: false, meta: false, alt: false, shift: false },
    ]);
  });

  it('parses chords into several strokes', () => {
    expect(parseBinding('g u').map((s) => s.key)).toEqual(['g', 'u']);
  });

  it('parses ? and shift+ bindings, case-insensitively', () => {
    expect(parseBinding('?')[0]).toMatchObject({ key: '?', shift: false });
    expect(parseBinding('Shift+T')[0]).toMatchObject({ key: 't', shift: true });
    expect(parseBinding('ctrl+alt+Escape')[0]).toMatchObject({ key: 'escape', ctrl: true, alt: true });
    expect(parseBinding('cmd+plus')[0]).toMatchObject({ key: '+', meta: true });
  });

  it.each(['', '   ', 'mod+', 'hyper+k', 'shift', 'g  +u'])('rejects %j', (binding) => {
    expect(() => parseBinding(binding)).toThrow(KeyBindingSyntaxError);
  });
});

describe('matcher', () => {
  const bindings: Binding[] = [
    { id: 'palette', keys: 'mod+k', allowInInputs: true },
    { id: 'users', keys: 'g u' },
    { id: 'dashboard', keys: 'g d' },
    { id: 'help', keys: '?' },
    { id: 'theme', keys: 'shift+t' },
  ];

  function setup(now = { t: 0 }) {
    return { matcher: createKeymapMatcher(bindings, { now: () => now.t }), now };
  }

  it('mod+k matches Ctrl+K and Cmd+K', () => {
    const { matcher } = setup();
    expect(matcher.handle(key('k', { ctrlKey: true }))).toMatchObject({ kind: 'match', id: 'palette' });
    expect(matcher.handle(key('k', { metaKey: true }))).toMatchObject({ kind: 'match', id: 'palette' });
    expect(matcher.handle(key('K', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'none' });
    expect(matcher.handle(key('k'))).toEqual({ kind: 'none' });
  });

  it('matches a chord after a pending prefix', () => {
    const { matcher } = setup();
    expect(matcher.handle(key('g'))).toEqual({ kind: 'pending', strokes: 1 });
    expect(matcher.pendingLength).toBe(1);
    expect(matcher.handle(key('u'))).toMatchObject({ kind: 'match', id: 'users' });
    expect(matcher.pendingLength).toBe(0);
  });

  it('a lone second key without the prefix does nothing', () => {
    const { matcher } = setup();
    expect(matcher.handle(key('u'))).toEqual({ kind: 'none' });
  });

  it('modifier key presses do not break a pending chord', () => {
    const { matcher } = setup();
    matcher.handle(key('g'));
    expect(matcher.handle(key('Shift', { shiftKey: true }))).toEqual({ kind: 'pending', strokes: 1 });
    expect(matcher.handle(key('d'))).toMatchObject({ kind: 'match', id: 'dashboard' });
  });

  it('the chord times out after about 1.2 s', () => {
    const { matcher, now } = setup();
    matcher.handle(key('g'));
    now.t = 1201;
    expect(matcher.handle(key('u'))).toEqual({ kind: 'none' });
    matcher.handle(key('g'));
    now.t += 1200;
    expect(matcher.handle(key('u'))).toMatchObject({ kind: 'match', id: 'users' });
  });

  it('an unrelated key drops the prefix and is tried on its own', () => {
    const { matcher } = setup();
    matcher.handle(key('g'));
    expect(matcher.handle(key('?', { shiftKey: true }))).toMatchObject({ kind: 'match', id: 'help' });
    matcher.handle(key('g'));
    expect(matcher.handle(key('x'))).toEqual({ kind: 'none' });
    expect(matcher.handle(key('u'))).toEqual({ kind: 'none' });
  });

  it('? matches with or without Shift reported; shift+t needs Shift', () => {
    const { matcher } = setup();
    expect(matcher.handle(key('?'))).toMatchObject({ id: 'help' });
    expect(matcher.handle(key('?', { shiftKey: true }))).toMatchObject({ id: 'help' });
    expect(matcher.handle(key('T', { shiftKey: true }))).toMatchObject({ id: 'theme' });
    expect(matcher.handle(key('t'))).toEqual({ kind: 'none' });
    expect(matcher.handle(key('?', { ctrlKey: true }))).toEqual({ kind: 'none' });
  });

  it.each([
    ['input', () => document.createElement('input')],
    ['textarea', () => document.createElement('textarea')],
    ['select', () => document.createElement('select')],
    [
      'contenteditable',
      () => {
        const div = document.createElement('div');
        div.setAttribute('contenteditable', 'true');
        const child = document.createElement('span');
        div.appendChild(child);
        document.body.appendChild(div);
        return child;
      },
    ],
  ])('ignores plain bindings typed in a %s, but not the palette key', (_name, make) => {
    const { matcher } = setup();
    const target = make();
    expect(matcher.handle(key('g', { target }))).toEqual({ kind: 'none' });
    expect(matcher.handle(key('u', { target }))).toEqual({ kind: 'none' });
    expect(matcher.handle(key('?', { target }))).toEqual({ kind: 'none' });
    expect(matcher.handle(key('k', { ctrlKey: true, target }))).toMatchObject({
      kind: 'match',
      id: 'palette',
    });
  });

  it('a chord started outside a field does not complete inside one', () => {
    const { matcher } = setup();
    matcher.handle(key('g'));
    expect(matcher.handle(key('u', { target: document.createElement('input') }))).toEqual({ kind: 'none' });
  });

  it('ignores key repeat for new sequences and IME composition', () => {
    const { matcher } = setup();
    expect(matcher.handle(key('?', { repeat: true }))).toEqual({ kind: 'none' });
    expect(matcher.handle(key('g', { isComposing: true }))).toEqual({ kind: 'none' });
  });

  it('reset forgets the prefix', () => {
    const { matcher } = setup();
    matcher.handle(key('g'));
    matcher.reset();
    expect(matcher.handle(key('u'))).toEqual({ kind: 'none' });
  });

  it('accepts a custom blocked-target predicate', () => {
    const matcher = createKeymapMatcher(bindings, { isBlockedTarget: (t) => t === 'dialog' });
    expect(matcher.handle(key('?', { target: 'dialog' }))).toEqual({ kind: 'none' });
    expect(matcher.handle(key('?', { target: document.createElement('input') }))).toMatchObject({
      id: 'help',
    });
  });
});

describe('isEditableTarget', () => {
  it('recognises editable elements only', () => {
    expect(isEditableTarget(document.createElement('input'))).toBe(true);
    expect(isEditableTarget(document.createElement('button'))).toBe(false);
    expect(isEditableTarget(document.body)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
    const off = document.createElement('div');
    off.setAttribute('contenteditable', 'false');
    expect(isEditableTarget(off)).toBe(false);
  });
});

describe('assertNoConflicts', () => {
  it('accepts distinct bindings and the same keys in different scopes', () => {
    expect(() =>
      assertNoConflicts([
        { id: 'a', keys: 'g u' },
        { id: 'b', keys: 'g d' },
        { id: 'c', keys: 'mod+k' },
        { id: 'd', keys: 'g u', scope: 'editor' },
      ]),
    ).not.toThrow();
  });

  it('throws for two identical sequences', () => {
    expect(() =>
      assertNoConflicts([
        { id: 'a', keys: 'g u' },
        { id: 'b', keys: 'G  U' },
      ]),
    ).toThrow(KeymapConflictError);
  });

  it('throws when one binding is a prefix of another (g vs g u)', () => {
    expect(() =>
      assertNoConflicts([
        { id: 'go', keys: 'g' },
        { id: 'users', keys: 'g u' },
      ]),
    ).toThrow(/"g" \(go\).*"g u" \(users\)/);
  });

  it('treats mod as overlapping ctrl and meta', () => {
    expect(() =>
      assertNoConflicts([
        { id: 'a', keys: 'mod+k' },
        { id: 'b', keys: 'ctrl+k' },
      ]),
    ).toThrow(KeymapConflictError);
    expect(() =>
      assertNoConflicts([
        { id: 'a', keys: 'ctrl+k' },
        { id: 'b', keys: 'meta+k' },
      ]),
    ).not.toThrow();
  });

  it('treats shift as significant for letters but not for symbols', () => {
    expect(() =>
      assertNoConflicts([
        { id: 'a', keys: 't' },
        { id: 'b', keys: 'shift+t' },
      ]),
    ).not.toThrow();
    expect(() =>
      assertNoConflicts([
        { id: 'a', keys: '?' },
        { id: 'b', keys: 'shift+?' },
      ]),
    ).toThrow(KeymapConflictError);
  });
});

describe('formatting', () => {
  it('shows keycaps per platform', () => {
    expect(formatBinding('mod+k', false)).toEqual([['Ctrl', 'K']]);
    expect(formatBinding('mod+k', true)).toEqual([['⌘', 'K']]);
    expect(formatBinding('g u', false)).toEqual([['G'], ['U']]);
    expect(formatBinding('shift+t', false)).toEqual([['Shift', 'T']]);
    expect(formatBinding('?', false)).toEqual([['?']]);
    expect(formatBinding('escape', false)).toEqual([['Esc']]);
  });

  it('spells bindings as text', () => {
    expect(formatBindingText('g u', false)).toBe('G dan U');
    expect(formatBindingText('mod+k', false)).toBe('Ctrl+K');
  });

  it('gives aria-keyshortcuts for single strokes only', () => {
    expect(ariaKeyShortcuts('mod+k')).toBe('Control+K Meta+K');
    expect(ariaKeyShortcuts('shift+t')).toBe('Shift+T');
    expect(ariaKeyShortcuts('g u')).toBeNull();
  });

  it('detects Mac platforms', () => {
    expect(isMacPlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isMacPlatform({ platform: 'Linux x86_64' })).toBe(false);
    expect(isMacPlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' })).toBe(true);
    expect(isMacPlatform(undefined)).toBe(false);
  });
});

describe('isShortcutBlockedTarget', () => {
  function inDialog(state: 'open' | 'closed', tag = 'input') {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', state);
    const inner = document.createElement(tag);
    dialog.appendChild(inner);
    document.body.appendChild(dialog);
    return inner;
  }

  it('blocks fields and open dialogs, but not the page or a closing dialog', () => {
    expect(isShortcutBlockedTarget(document.body)).toBe(false);
    expect(isShortcutBlockedTarget(document.createElement('textarea'))).toBe(true);
    expect(isShortcutBlockedTarget(inDialog('open', 'button'))).toBe(true);
    expect(isInsideDialog(inDialog('open', 'button'))).toBe(true);
    expect(isShortcutBlockedTarget(inDialog('closed', 'input'))).toBe(false);
    expect(isInsideDialog(inDialog('closed', 'button'))).toBe(false);
  });
});

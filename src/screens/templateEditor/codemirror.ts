/*
 * CodeMirror, loaded on demand by `CodeField` (a separate chunk: the lists and dialogs that import the field do
 * not load the editor until one is shown). Only `codemirror` and `@codemirror/lang-json` are used.
 */
import { json } from '@codemirror/lang-json';
import { basicSetup, EditorView } from 'codemirror';

export { basicSetup, EditorView, json };

/** The editor in the console's colours (Radix variables, so light and dark follow the theme). */
export const consoleTheme = EditorView.theme({
  '&': {
    border: '1px solid var(--gray-a7)',
    borderRadius: 'var(--radius-2)',
    backgroundColor: 'var(--color-surface)',
    color: 'var(--gray-12)',
    fontSize: '13px',
    maxHeight: 'var(--code-field-max, 60vh)',
  },
  '.cm-content, .cm-gutter': { minHeight: 'var(--code-field-min, 8rem)' },
  '&.cm-focused': { outline: '2px solid var(--focus-8)', outlineOffset: '-1px' },
  '.cm-scroller': { fontFamily: 'var(--code-font-family)', lineHeight: '1.5', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--gray-12)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--gray-12)' },
  '.cm-gutters': {
    backgroundColor: 'var(--gray-a2)',
    color: 'var(--gray-11)',
    borderRight: '1px solid var(--gray-a5)',
    borderTopLeftRadius: 'var(--radius-2)',
    borderBottomLeftRadius: 'var(--radius-2)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--gray-a2)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--gray-a3)', color: 'var(--gray-12)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--accent-a5)',
  },
  '.cm-foldPlaceholder': { backgroundColor: 'var(--gray-a3)', color: 'var(--gray-12)', border: 'none' },
});

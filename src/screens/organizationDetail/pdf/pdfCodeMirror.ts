/*
 * CodeMirror for the pdf tab's JSON editor, loaded on demand (a chunk of its own, with `jsonc-parser`): the JSON
 * mode and the console's editor theme of the template editor, plus the PDF settings schema's problems as inline
 * diagnostics and its keys and choices as completions (`api/pdfSettingsEditing`).
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { jsonLanguage } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { EditorView as View } from 'codemirror';
import { pdfSettingsCompletions, pdfSettingsDiagnostics } from '../../../api/pdfSettingsEditing';
import { basicSetup, consoleTheme, EditorView, json } from '../../templateEditor/codemirror';

export { basicSetup, consoleTheme, EditorView, json, lintGutter };

/**
 * The lint marks without CodeMirror's own `data:` images, which the console's Content-Security-Policy does not
 * load (`img-src 'self' blob:`): a wavy underline and round gutter markers in the theme's colours.
 */
export const lintTheme = EditorView.theme({
  '.cm-lintRange': {
    paddingBottom: '0',
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationThickness: '1px',
    textUnderlineOffset: '3px',
    textDecorationSkipInk: 'none',
  },
  '.cm-lintRange-error': { backgroundImage: 'none', textDecorationColor: 'var(--red-9)' },
  '.cm-lintRange-warning': { backgroundImage: 'none', textDecorationColor: 'var(--amber-9)' },
  '.cm-lintRange-info, .cm-lintRange-hint': { backgroundImage: 'none', textDecorationColor: 'var(--gray-9)' },
  '.cm-lint-marker': {
    content: 'normal',
    display: 'inline-block',
    width: '0.7em',
    height: '0.7em',
    margin: '0.15em',
  },
  '.cm-lint-marker-error': { content: 'normal', borderRadius: '50%', backgroundColor: 'var(--red-9)' },
  '.cm-lint-marker-warning': { content: 'normal', borderRadius: '2px', backgroundColor: 'var(--amber-9)' },
  '.cm-lint-marker-info': { content: 'normal', borderRadius: '2px', backgroundColor: 'var(--gray-9)' },
});

/** A problem as the list under the editor names it: line and column (from 1), and what is wrong. */
export interface PlacedProblem {
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

/**
 * The problems of the text, where they are (checked again after each pause in typing); `onChecked` hears them
 * with their line and column, and the text they are of, for the list beside the editor.
 */
export const pdfSettingsLinter = (onChecked: (problems: readonly PlacedProblem[], text: string) => void) =>
  linter(
    (view: View): Diagnostic[] => {
      const text = view.state.doc.toString();
      const found = pdfSettingsDiagnostics(text);
      onChecked(
        found.map(({ from, severity, message }) => {
          const line = view.state.doc.lineAt(from);
          return { line: line.number, column: from - line.from + 1, severity, message };
        }),
        text,
      );
      return found.map(({ from, to, severity, message }) => ({ from, to, severity, message }));
    },
    { delay: 250 },
  );

function complete(context: CompletionContext): CompletionResult | null {
  const found = pdfSettingsCompletions(context.state.doc.toString(), context.pos);
  if (!found) return null;
  // Not on an empty position unless asked (Ctrl+Space) or just after `{`, `,` or `"`.
  const before = context.state.sliceDoc(Math.max(0, context.pos - 1), context.pos);
  if (!context.explicit && found.from === context.pos && !/[{,"\s:]/.test(before)) return null;
  return {
    from: found.from,
    to: found.to,
    options: found.options.map((option) => ({
      label: option.label,
      apply: option.apply,
      detail: option.detail,
      type: option.type,
    })),
    validFor: /^[\w-]*$/,
  };
}

/** Completion of the schema's keys and choices in the JSON mode. */
export const pdfSettingsCompletion = jsonLanguage.data.of({ autocomplete: complete });

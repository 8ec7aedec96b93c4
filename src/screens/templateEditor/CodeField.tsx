import { useEffect, useRef, type CSSProperties } from 'react';
import type { EditorView } from 'codemirror';
import './codeField.css';

export interface CodeFieldProps {
  /** The id `FormField` ties its label to (on the field's outer element). */
  id?: string;
  /** The accessible name of the editing area (`aria-label` on CodeMirror's content element). */
  label: string;
  value: string;
  onChange?(value: string): void;
  /** `json`: JSON mode (Extra Settings). */
  language?: 'text' | 'json';
  /** Shown, selectable and focusable, not editable. */
  readOnly?: boolean;
  /** Ids of the hint and error texts that describe the field. */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** Height of the editing area: at least `minHeight`, at most `maxHeight` (then it scrolls). */
  minHeight?: string;
  maxHeight?: string;
}

/**
 * A CodeMirror 6 editor as a controlled field: `value` in, `onChange` out, and a new `value` from outside
 * (Plak Alles) replaces the text. CodeMirror loads on first use. Tab leaves the field (basicSetup binds no
 * Tab), so the form stays keyboard-reachable.
 */
export function CodeField({
  id,
  label,
  value,
  onChange,
  language = 'text',
  readOnly = false,
  describedBy,
  invalid = false,
  minHeight = '8rem',
  maxHeight = '60vh',
}: CodeFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ value, onChange, describedBy, invalid });
  /** The text the editor last reported, so the same value coming back is not written into it again. */
  const reported = useRef(value);

  useEffect(() => {
    latest.current = { value, onChange, describedBy, invalid };
  });

  useEffect(() => {
    let cancelled = false;
    let created: EditorView | null = null;
    void import('./codemirror').then(({ basicSetup, consoleTheme, EditorView, json }) => {
      if (cancelled || !host.current) return;
      reported.current = latest.current.value;
      created = new EditorView({
        parent: host.current,
        doc: latest.current.value,
        extensions: [
          basicSetup,
          EditorView.lineWrapping,
          consoleTheme,
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(readOnly ? { 'aria-readonly': 'true', tabindex: '0' } : {}),
          }),
          ...(language === 'json' ? [json()] : []),
          ...(readOnly ? [EditorView.editable.of(false)] : []),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const text = update.state.doc.toString();
            if (text === reported.current) return;
            reported.current = text;
            latest.current.onChange?.(text);
          }),
        ],
      });
      view.current = created;
      describe(created.contentDOM, latest.current);
    });
    return () => {
      cancelled = true;
      created?.destroy();
      view.current = null;
    };
  }, [label, language, readOnly]);

  // A value from outside (paste, a reload) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  // The description and the invalid state follow the form without rebuilding the editor (focus stays).
  useEffect(() => {
    if (view.current) describe(view.current.contentDOM, { describedBy, invalid });
  });

  const style = { '--code-field-min': minHeight, '--code-field-max': maxHeight } as CSSProperties;
  return <div id={id} ref={host} className="code-field" style={style} data-invalid={invalid || undefined} />;
}

function describe(
  content: HTMLElement,
  { describedBy, invalid }: { describedBy?: string | undefined; invalid: boolean },
) {
  if (describedBy) content.setAttribute('aria-describedby', describedBy);
  else content.removeAttribute('aria-describedby');
  if (invalid) content.setAttribute('aria-invalid', 'true');
  else content.removeAttribute('aria-invalid');
}

import type { EditorView } from 'codemirror';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { messages } from '../../../messages';
import { Loading } from '../../common/LoadState';
import type { PlacedProblem } from './pdfCodeMirror';
import '../../templateEditor/codeField.css';

const t = messages.organizationSettings.pdf;

/** Room for the example (about 60 lines) without a page of scrolling. */
const editorSize = { '--code-field-min': '20rem', '--code-field-max': '70vh' } as CSSProperties;

export interface PdfJsonEditorProps {
  /** The id the label points at (on the editor's outer element). */
  id: string;
  value: string;
  onChange(value: string): void;
  /** Ctrl+S / ⌘S inside the editor. */
  onSave(): void;
  /** The problems the schema finds in `text`, each time the text was checked. */
  onProblems(problems: readonly PlacedProblem[], text: string): void;
  describedBy: string;
  invalid: boolean;
}

/**
 * The pdf tab's JSON editor: CodeMirror in JSON mode (loaded on first use), with the settings schema's problems
 * underlined where they are and its keys and choices completed (Ctrl+Space). A controlled field: a new `value`
 * from outside (reset to the example, clear, refresh) replaces the text. Tab leaves the field.
 */
export function PdfJsonEditor({
  id,
  value,
  onChange,
  onSave,
  onProblems,
  describedBy,
  invalid,
}: PdfJsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ value, onChange, onSave, onProblems, describedBy, invalid });
  /** The text the editor last reported, so the same value coming back is not written into it again. */
  const reported = useRef(value);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    latest.current = { value, onChange, onSave, onProblems, describedBy, invalid };
  });

  useEffect(() => {
    let cancelled = false;
    let created: EditorView | null = null;
    void import('./pdfCodeMirror').then((cm) => {
      if (cancelled || !host.current) return;
      reported.current = latest.current.value;
      created = new cm.EditorView({
        parent: host.current,
        doc: latest.current.value,
        extensions: [
          cm.basicSetup,
          cm.EditorView.lineWrapping,
          cm.consoleTheme,
          cm.json(),
          cm.pdfSettingsCompletion,
          cm.pdfSettingsLinter((problems, text) => latest.current.onProblems(problems, text)),
          cm.lintGutter(),
          cm.lintTheme,
          cm.EditorView.contentAttributes.of({ 'aria-label': t.editorLabel }),
          cm.EditorView.domEventHandlers({
            keydown: (event) => {
              if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
                event.preventDefault();
                latest.current.onSave();
                return true;
              }
              return false;
            },
          }),
          cm.EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const text = update.state.doc.toString();
            if (text === reported.current) return;
            reported.current = text;
            latest.current.onChange(text);
          }),
        ],
      });
      view.current = created;
      describe(created.contentDOM, latest.current);
      setReady(true);
    });
    return () => {
      cancelled = true;
      created?.destroy();
      view.current = null;
    };
  }, []);

  // A value from outside replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value, ready]);

  // The description and the invalid state follow the tab without rebuilding the editor (focus stays).
  useEffect(() => {
    if (view.current) describe(view.current.contentDOM, { describedBy, invalid });
  });

  return (
    <>
      {!ready && <Loading label={t.editorLoading} />}
      <div id={id} ref={host} className="code-field" style={editorSize} data-invalid={invalid || undefined} />
    </>
  );
}

function describe(content: HTMLElement, { describedBy, invalid }: { describedBy: string; invalid: boolean }) {
  content.setAttribute('aria-describedby', describedBy);
  if (invalid) content.setAttribute('aria-invalid', 'true');
  else content.removeAttribute('aria-invalid');
}

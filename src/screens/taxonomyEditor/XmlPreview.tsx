import { useEffect, useRef, useState } from 'react';
import type { EditorView } from 'codemirror';
import { messages } from '../../messages';
import { Loading } from '../common/LoadState';
import './xmlPreview.css';

const t = messages.taxonomies.editor;

/**
 * The taxonomy's XML (its `xml_preview`) in a read-only CodeMirror with the XML mode: selectable, foldable and
 * focusable, not editable. CodeMirror loads when the preview is first shown; a new text replaces the shown one.
 */
export function XmlPreview({ xml }: { xml: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(xml);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    latest.current = xml;
  });

  useEffect(() => {
    let cancelled = false;
    let created: EditorView | null = null;
    void import('./xmlEditor').then(({ basicSetup, consoleTheme, EditorView, xml: xmlMode }) => {
      if (cancelled || !host.current) return;
      created = new EditorView({
        parent: host.current,
        doc: latest.current,
        extensions: [
          basicSetup,
          EditorView.lineWrapping,
          consoleTheme,
          xmlMode(),
          EditorView.editable.of(false),
          EditorView.contentAttributes.of({
            'aria-label': t.xmlLabel,
            'aria-readonly': 'true',
            tabindex: '0',
          }),
        ],
      });
      view.current = created;
      setReady(true);
    });
    return () => {
      cancelled = true;
      created?.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === xml) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: xml } });
  }, [xml, ready]);

  return (
    <>
      {!ready && <Loading label={t.xmlLoading} />}
      <div ref={host} className="xml-preview" />
    </>
  );
}

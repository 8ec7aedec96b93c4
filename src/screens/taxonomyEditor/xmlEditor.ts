/*
 * CodeMirror with its XML mode, loaded on demand by `XmlPreview` (a chunk of its own: the editor screen does not
 * load it until the preview is shown). The console's editor theme is the template editor's.
 */
import { xml } from '@codemirror/lang-xml';
import { basicSetup, EditorView } from 'codemirror';
import { consoleTheme } from '../templateEditor/codemirror';

export { basicSetup, consoleTheme, EditorView, xml };

// A strict XML 1.0 reading for tests (saxes): any well-formedness error throws, also an undefined entity, a
// character XML 1.0 does not allow, `]]>` in text, or `<` in an attribute. What the document is expected to be
// without (a DOCTYPE, comments, CDATA sections, processing instructions) throws too.
import { SaxesParser } from 'saxes';

/** An element as a strict parser reads it. */
export interface StrictXmlElement {
  name: string;
  attributes: Record<string, string>;
  /** The element's own text (its text children joined), references resolved as a parser resolves them. */
  text: string;
  children: StrictXmlElement[];
}

/** Reads `xml` with a strict XML 1.0 parser and answers its root element; throws on anything ill-formed. */
export function parseStrictXml(xml: string): StrictXmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const open: StrictXmlElement[] = [];
  let root: StrictXmlElement | undefined;
  const refuse = (what: string) => () => {
    throw new Error(`unexpected ${what} in the XML`);
  };
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('doctype', refuse('DOCTYPE'));
  parser.on('comment', refuse('comment'));
  parser.on('cdata', refuse('CDATA section'));
  parser.on('processinginstruction', refuse('processing instruction'));
  parser.on('opentag', (tag) => {
    const element: StrictXmlElement = {
      name: tag.name,
      attributes: { ...tag.attributes },
      text: '',
      children: [],
    };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
    else if (text.trim() !== '') throw new Error('text outside the root element');
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

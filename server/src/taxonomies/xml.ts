import { escapeXmlAttribute, escapeXmlText } from '../../../src/api/rules/xml';

/*
 * A taxonomy as XML (the preview in its detail, and the download):
 *
 *   <?xml version="1.0" encoding="UTF-8"?>
 *   <taxonomy name="…" owner_type="user|organization" owner="…">
 *     <description>…</description>
 *     <context>…</context>
 *     <term>
 *       <correct>…</correct>
 *       <alternative>…</alternative>
 *     </term>
 *   </taxonomy>
 *
 * Written here rather than with xmlbuilder2, whose writer leaves an `&` that looks like the start of an entity
 * (`&copy;`, `&lt;`, `&#65;`) as it is: a stored `R&D &copy; &x;` became a document a parser refuses, and a
 * stored `&lt;b&gt;` was read back as `<b>`. Every stored value goes through `escapeXmlText` or
 * `escapeXmlAttribute` (src/api/rules/xml.ts), so a strict parser reads back exactly what is stored: markup
 * characters, quotes, tabs and line breaks included, emoji and other text as it is.
 */

export interface XmlTaxonomy {
  name: string;
  owner_type?: 'user' | 'organization' | null | undefined;
  owner_name?: string | null | undefined;
  description: string;
  taxonomy_context?: string | null | undefined;
  terms: readonly { correct_form: string; alternatives: readonly string[] }[];
}

/** An element with text content on a line of its own; empty as `<name/>`. */
const textElement = (indent: string, name: string, value: string) =>
  value === '' ? `${indent}<${name}/>` : `${indent}<${name}>${escapeXmlText(value)}</${name}>`;

/** The taxonomy as a pretty-printed XML 1.0 document (UTF-8). */
export function taxonomyXml(taxonomy: XmlTaxonomy): string {
  const attributes = Object.entries({
    name: taxonomy.name,
    owner_type: taxonomy.owner_type ?? '',
    owner: taxonomy.owner_name ?? '',
  })
    .map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`)
    .join('');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<taxonomy${attributes}>`,
    textElement('  ', 'description', taxonomy.description),
    textElement('  ', 'context', taxonomy.taxonomy_context ?? ''),
  ];
  for (const term of taxonomy.terms) {
    lines.push('  <term>', textElement('    ', 'correct', term.correct_form));
    for (const alternative of term.alternatives) lines.push(textElement('    ', 'alternative', alternative));
    lines.push('  </term>');
  }
  lines.push('</taxonomy>');
  return lines.join('\n');
}

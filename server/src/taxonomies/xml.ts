import { create } from 'xmlbuilder2';

/*
 * A taxonomy as XML (the preview in its detail, and the download), built with xmlbuilder2, never by joining
 * strings:
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
 * xmlbuilder2 escapes `<`, `&` and `>` in text and `"` in attributes, and keeps emoji. A character XML 1.0
 * cannot hold (a control character such as U+0001, U+FFFE) becomes U+FFFD; without `invalidCharReplacement`
 * xmlbuilder2 4.0 would write it raw, an ill-formed document. Line ends are written as a parser reads them
 * back: CR LF and CR in text as LF, tab, CR and LF in an attribute as a space.
 */

export interface XmlTaxonomy {
  name: string;
  owner_type?: 'user' | 'organization' | null | undefined;
  owner_name?: string | null | undefined;
  description: string;
  taxonomy_context?: string | null | undefined;
  terms: readonly { correct_form: string; alternatives: readonly string[] }[];
}

/** What stands in for a character XML 1.0 cannot hold. */
export const XML_REPLACEMENT = '\uFFFD';

const inAttribute = (value: string) => value.replace(/\r\n|[\t\n\r]/g, ' ');
const inText = (value: string) => value.replace(/\r\n?/g, '\n');

/** The taxonomy as a pretty-printed XML 1.0 document (UTF-8). */
export function taxonomyXml(taxonomy: XmlTaxonomy): string {
  const root = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: XML_REPLACEMENT }).ele(
    'taxonomy',
    {
      name: inAttribute(taxonomy.name),
      owner_type: taxonomy.owner_type ?? '',
      owner: inAttribute(taxonomy.owner_name ?? ''),
    },
  );
  root.ele('description').txt(inText(taxonomy.description));
  root.ele('context').txt(inText(taxonomy.taxonomy_context ?? ''));
  for (const term of taxonomy.terms) {
    const element = root.ele('term');
    element.ele('correct').txt(inText(term.correct_form));
    for (const alternative of term.alternatives) element.ele('alternative').txt(inText(alternative));
  }
  return root.doc().end({ prettyPrint: true, indent: '  ', newline: '\n' });
}

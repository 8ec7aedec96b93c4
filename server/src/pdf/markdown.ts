/**
 * The Markdown-ish text of a summary as blocks for the PDF: headings (`#` to `####`; deeper ones count as
 * level 4), paragraphs (consecutive lines joined), bullet lists (`-`, `*`, `+`, `•`) and numbered lists
 * (`1.` or `1)`), nested by indentation, and horizontal rules (`---`). Inline: `**bold**` (or `__bold__`) and
 * `*italic*` (or `_italic_` between non-word characters); a backslash escapes the next character. Anything
 * else is text, as written. No HTML, links or images: a summary is text.
 */

export interface InlineRun {
  text: string;
  bold: boolean;
  italics: boolean;
}

export interface ListItem {
  runs: InlineRun[];
  /** Lists nested under the item. */
  children: ListBlock[];
}

export interface ListBlock {
  kind: 'list';
  ordered: boolean;
  /** The number of the first item of a numbered list. */
  start: number;
  items: ListItem[];
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; runs: InlineRun[] }
  | { kind: 'paragraph'; runs: InlineRun[] }
  | ListBlock
  | { kind: 'rule' };

/** Characters a backslash escapes, kept aside (private-use characters) while markers are read. */
const ESCAPABLE = '\\*_#-+.()`[]!';
const ESCAPED_BASE = 0xe000;

function protectEscapes(text: string): string {
  return text.replace(/\\(.)/g, (whole, char: string) => {
    const index = ESCAPABLE.indexOf(char);
    return index < 0 ? whole : String.fromCharCode(ESCAPED_BASE + index);
  });
}

function restoreEscapes(text: string): string {
  return text.replace(/[\ue000-\ue00c]/g, (char) => ESCAPABLE[char.charCodeAt(0) - ESCAPED_BASE] ?? char);
}

/** Emphasis markers: bold before italics, each around text that neither starts nor ends with a space. */
const EMPHASIS: { pattern: RegExp; bold: boolean }[] = [
  { pattern: /\*\*(?=\S)([\s\S]*?\S)\*\*/, bold: true },
  { pattern: /(?<![\p{L}\p{N}])__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}])/u, bold: true },
  { pattern: /\*(?=[^\s*])([\s\S]*?[^\s*])\*/, bold: false },
  { pattern: /(?<![\p{L}\p{N}_])_(?=[^\s_])([\s\S]*?[^\s_])_(?![\p{L}\p{N}_])/u, bold: false },
];

function inline(text: string, bold: boolean, italics: boolean, runs: InlineRun[]): void {
  let rest = text;
  while (rest.length > 0) {
    let first: { match: RegExpExecArray; bold: boolean } | undefined;
    for (const { pattern, bold: isBold } of EMPHASIS) {
      const match = pattern.exec(rest);
      if (match && (!first || match.index < first.match.index)) first = { match, bold: isBold };
    }
    if (!first) {
      runs.push({ text: rest, bold, italics });
      return;
    }
    const { match } = first;
    if (match.index > 0) runs.push({ text: rest.slice(0, match.index), bold, italics });
    inline(match[1] ?? '', bold || first.bold, italics || !first.bold, runs);
    rest = rest.slice(match.index + match[0].length);
  }
}

/** The inline runs of a text: plain, bold and italic parts, adjacent parts of the same style joined. */
export function parseInline(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  inline(protectEscapes(text), false, false, runs);
  const joined: InlineRun[] = [];
  for (const run of runs) {
    const restored = { ...run, text: restoreEscapes(run.text) };
    const last = joined.at(-1);
    if (last && last.bold === run.bold && last.italics === run.italics) last.text += restored.text;
    else if (restored.text !== '') joined.push(restored);
  }
  return joined;
}

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ITEM = /^([ \t]*)(?:([-*+•])|(\d{1,9})[.)])[ \t]+(.*)$/;

interface OpenList {
  indent: number;
  list: ListBlock;
  /** Raw texts of its items, parsed at the end. */
  texts: string[];
}

/** Width of leading white space, a tab as four spaces. */
function indentOf(whitespace: string): number {
  return whitespace.replace(/\t/g, '    ').length;
}

/** Parses the summary's text into blocks. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let open: OpenList[] = [];
  const pending: { item: ListItem; text: () => string }[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', runs: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const closeLists = () => {
    open = [];
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      flushParagraph();
      closeLists();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      closeLists();
      const level = Math.min(heading[1]!.length, 4) as 1 | 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, runs: parseInline(heading[2] ?? '') });
      continue;
    }
    if (RULE.test(line)) {
      flushParagraph();
      closeLists();
      blocks.push({ kind: 'rule' });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      flushParagraph();
      const indent = indentOf(item[1] ?? '');
      const ordered = item[3] !== undefined;
      while (open.length > 0 && open.at(-1)!.indent > indent) open.pop();
      let top = open.at(-1);
      if (top && top.indent === indent && top.list.ordered !== ordered) {
        open.pop();
        top = undefined;
      }
      if (!top || top.indent < indent) {
        const list: ListBlock = { kind: 'list', ordered, start: ordered ? Number(item[3]) : 1, items: [] };
        const parent = open.at(-1);
        const parentItem = parent?.list.items.at(-1);
        if (parent && parentItem && parent.indent < indent) parentItem.children.push(list);
        else {
          open = [];
          blocks.push(list);
        }
        top = { indent, list, texts: [] };
        open.push(top);
      }
      const entry: ListItem = { runs: [], children: [] };
      const texts = top.texts;
      texts.push(item[4] ?? '');
      const at = texts.length - 1;
      top.list.items.push(entry);
      pending.push({ item: entry, text: () => texts[at] ?? '' });
      continue;
    }
    const deepest = open.at(-1);
    if (deepest && paragraph.length === 0 && /^[ \t]{2,}/.test(line)) {
      // An indented line under an item continues that item.
      const texts = deepest.texts;
      texts[texts.length - 1] = `${texts.at(-1) ?? ''} ${line.trim()}`;
      continue;
    }
    closeLists();
    paragraph.push(line.trim());
  }
  flushParagraph();
  for (const { item, text } of pending) item.runs = parseInline(text());
  return blocks;
}

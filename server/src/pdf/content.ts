import type { Content, ListNode, TextRun } from './document';
import { fontFamily } from './fonts';
import type { Block, InlineRun, ListBlock } from './markdown';
import type { ResolvedPdfSettings } from './settings';
import { mm } from './settings';

/** What the body's look depends on besides the settings: the colours, resolved, and the text width. */
export interface BodyStyle {
  headingColor: string;
  textColor: string;
  bulletColor: string;
  ruleColor: string;
  /** Width of the text area in points (for a horizontal rule). */
  contentWidth: number;
}

const runs = (parts: InlineRun[]): TextRun[] =>
  parts.map((part) => ({
    text: part.text,
    ...(part.bold ? { bold: true } : {}),
    ...(part.italics ? { italics: true } : {}),
  }));

function listNode(
  block: ListBlock,
  typography: ResolvedPdfSettings['typography'],
  style: BodyStyle,
  depth: number,
): ListNode {
  const itemGap = Math.min(typography.body.paragraph_spacing / 2, 4);
  const items: Content[] = block.items.map((item) => {
    const text = { text: runs(item.runs), margin: [0, 0, 0, itemGap] as [number, number, number, number] };
    if (item.children.length === 0) return text;
    return { stack: [text, ...item.children.map((child) => listNode(child, typography, style, depth + 1))] };
  });
  const margin: [number, number, number, number] = [
    mm(typography.lists.indent_mm),
    0,
    0,
    depth === 0 ? Math.max(typography.body.paragraph_spacing - itemGap, 0) : 0,
  ];
  return block.ordered
    ? { ol: items, start: block.start, markerColor: style.bulletColor, margin }
    : { ul: items, markerColor: style.bulletColor, type: depth % 2 === 0 ? 'disc' : 'circle', margin };
}

/**
 * The summary's blocks as pdfmake content: headings in the heading sizes (semibold, h1 and h2 in the heading
 * colour), paragraphs in the body size with the paragraph spacing after them, lists indented by `indent_mm`
 * with their markers in the bullet colour, rules as a thin line. Line spacing comes from the default style.
 */
export function bodyContent(
  blocks: Block[],
  typography: ResolvedPdfSettings['typography'],
  style: BodyStyle,
): Content[] {
  const { headings, body } = typography;
  const sizes = { 1: headings.h1, 2: headings.h2, 3: headings.h3, 4: headings.h4 } as const;
  return blocks.map((block): Content => {
    switch (block.kind) {
      case 'heading': {
        const size = sizes[block.level];
        return {
          text: runs(block.runs),
          font: fontFamily('semibold'),
          fontSize: size,
          lineHeight: 1.15,
          color: block.level <= 2 ? style.headingColor : style.textColor,
          headlineLevel: block.level,
          margin: [0, Math.round(size * (block.level === 1 ? 0.6 : 0.8)), 0, Math.round(size * 0.35)],
        };
      }
      case 'paragraph':
        return { text: runs(block.runs), margin: [0, 0, 0, body.paragraph_spacing] };
      case 'list':
        return listNode(block, typography, style, 0);
      case 'rule':
        return {
          canvas: [
            {
              type: 'line',
              x1: 0,
              y1: 0,
              x2: style.contentWidth,
              y2: 0,
              lineWidth: 0.75,
              lineColor: style.ruleColor,
            },
          ],
          margin: [0, body.paragraph_spacing, 0, body.paragraph_spacing * 1.5],
        };
    }
  });
}

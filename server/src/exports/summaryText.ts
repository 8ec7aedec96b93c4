/**
 * A summary's plain text, read as the structure it has: paragraphs (lines of text between blank lines),
 * bulleted lists (`- `, `* ` or `• ` lines) and numbered lists (`1. ` or `1) ` lines). The note formats and the
 * Notion blocks are made from this, so each shows the same summary in its own way.
 */
export type TextBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbered'; start: number; items: string[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;

/** Line breaks made `\n`; control characters other than tab and line break removed; trailing spaces dropped. */
export function normaliseText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .split('\n')
      .map((line) => line.replace(/\s+$/, ''))
      .join('\n')
      .trim()
  );
}

export function parseSummaryText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const push = (kind: 'paragraph' | 'bullets' | 'numbered', value: string, number = 1) => {
    const last = blocks.at(-1);
    if (kind === 'paragraph') {
      if (last?.kind === 'paragraph') last.lines.push(value);
      else blocks.push({ kind, lines: [value] });
    } else if (kind === 'bullets') {
      if (last?.kind === 'bullets') last.items.push(value);
      else blocks.push({ kind, items: [value] });
    } else if (last?.kind === 'numbered') last.items.push(value);
    else blocks.push({ kind, start: number, items: [value] });
  };
  for (const group of normaliseText(text).split(/\n\s*\n/)) {
    for (const line of group.split('\n')) {
      if (line.trim() === '') continue;
      const bullet = BULLET.exec(line);
      const numbered = bullet ? null : NUMBERED.exec(line);
      if (bullet) push('bullets', bullet[1]!.trim());
      else if (numbered) push('numbered', numbered[2]!.trim(), Number(numbered[1]));
      else push('paragraph', line.trim());
    }
    // A blank line ends a block: an empty paragraph keeps the next group from continuing this one.
    blocks.push({ kind: 'paragraph', lines: [] });
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);
}

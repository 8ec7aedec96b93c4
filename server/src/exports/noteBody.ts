import type { NoteBodyFormat } from '../../../src/api/schemas/exports';
import type { TextBlock } from './summaryText';
import { parseSummaryText } from './summaryText';

/** HubSpot's limit on a note body (`hs_note_body`: 65,536 characters), with room for the shortening line. */
export const NOTE_BODY_MAX = 65_000;
/** Said at the end of a note whose summary did not fit. */
export const SHORTENED = '[Ingekort: de samenvatting is langer dan HubSpot in één notitie toestaat.]';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown of a plain text: every character Markdown would read as markup is escaped, and so is a line start
 * that would begin a heading, quote, list or rule, so the text reads exactly as written.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_{}[\]<>()#+!|~]/g, '\\$&')
    .replace(/^(\s*)([-=])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2');
}

interface Renderer {
  title(title: string): string;
  block(block: TextBlock): string;
  /** Between two parts (title and blocks). */
  separator: string;
}

const renderers: Record<NoteBodyFormat, Renderer> = {
  TEXT: {
    title: (title) => title,
    block: (block) =>
      block.kind === 'paragraph'
        ? block.lines.join('\n')
        : block.kind === 'bullets'
          ? block.items.map((item) => `- ${item}`).join('\n')
          : block.items.map((item, i) => `${block.start + i}. ${item}`).join('\n'),
    separator: '\n\n',
  },
  MARKDOWN: {
    title: (title) => `## ${escapeMarkdown(title)}`,
    block: (block) =>
      block.kind === 'paragraph'
        ? // A backslash at the end of a line is a hard line break (CommonMark), visible unlike two spaces.
          block.lines.map(escapeMarkdown).join('\\\n')
        : block.kind === 'bullets'
          ? block.items.map((item) => `- ${escapeMarkdown(item)}`).join('\n')
          : block.items.map((item, i) => `${block.start + i}. ${escapeMarkdown(item)}`).join('\n'),
    separator: '\n\n',
  },
  HTML: {
    title: (title) => `<h3>${escapeHtml(title)}</h3>`,
    block: (block) =>
      block.kind === 'paragraph'
        ? `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`
        : block.kind === 'bullets'
          ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
          : `<ol${block.start === 1 ? '' : ` start="${block.start}"`}>${block.items
              .map((item) => `<li>${escapeHtml(item)}</li>`)
              .join('')}</ol>`,
    separator: '\n',
  },
};

/** The block cut to its first `count` characters (of its lines or items together). */
function cutBlock(block: TextBlock, count: number): TextBlock {
  let left = count;
  const cut = (texts: string[]) => {
    const out: string[] = [];
    for (const text of texts) {
      if (left <= 0) break;
      out.push(Array.from(text).slice(0, left).join(''));
      left -= text.length;
    }
    return out;
  };
  return block.kind === 'paragraph'
    ? { ...block, lines: cut(block.lines) }
    : { ...block, items: cut(block.items) };
}

/** The longest start of a block whose rendering fits `room` characters, or null when not even a little does. */
function fitBlock(render: Renderer, block: TextBlock, room: number): string | null {
  const texts = block.kind === 'paragraph' ? block.lines : block.items;
  let low = 0;
  let high = texts.reduce((sum, text) => sum + text.length, 0);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (render.block(cutBlock(block, middle)).length <= room) low = middle;
    else high = middle - 1;
  }
  return low > 0 ? render.block(cutBlock(block, low)) : null;
}

/**
 * The note body (`hs_note_body`) of a summary in the configured format: the title, then the summary's
 * paragraphs and lists as TEXT (as written), MARKDOWN (escaped text, lists as lists, line breaks kept) or HTML
 * (escaped text in `<p>`, `<ul>` and `<ol>`). Whole blocks up to `max` characters; a longer summary ends with
 * the shortening line.
 */
export function noteBody(
  format: NoteBodyFormat,
  title: string,
  summary: string,
  max = NOTE_BODY_MAX,
): string {
  const render = renderers[format];
  const shortened = format === 'HTML' ? `<p><em>${SHORTENED}</em></p>` : SHORTENED;
  // Room kept for the shortening line while more blocks follow.
  const reserve = render.separator.length + shortened.length;
  const parts = [render.title(title)];
  let length = parts[0]!.length;
  const blocks = parseSummaryText(summary);
  for (const [index, block] of blocks.entries()) {
    const part = render.block(block);
    const limit = index === blocks.length - 1 ? max : max - reserve;
    if (length + render.separator.length + part.length > limit) {
      const room = max - reserve - length - render.separator.length;
      const start = room > 0 ? fitBlock(render, block, room) : null;
      if (start) parts.push(start);
      parts.push(shortened);
      break;
    }
    parts.push(part);
    length += render.separator.length + part.length;
  }
  return parts.join(render.separator);
}

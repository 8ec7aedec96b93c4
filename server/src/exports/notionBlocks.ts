import { parseSummaryText } from './summaryText';

/** Notion's limits: characters of one rich-text item, items of one block's rich text, blocks per request. */
export const NOTION_TEXT_MAX = 2000;
export const NOTION_RICH_TEXT_ITEMS_MAX = 100;
export const NOTION_BLOCKS_PER_REQUEST = 100;

export interface RichText {
  type: 'text';
  text: { content: string };
}

export type NotionBlock =
  | { object: 'block'; type: 'paragraph'; paragraph: { rich_text: RichText[] } }
  | { object: 'block'; type: 'bulleted_list_item'; bulleted_list_item: { rich_text: RichText[] } }
  | { object: 'block'; type: 'numbered_list_item'; numbered_list_item: { rich_text: RichText[] } };

/**
 * A text in pieces of at most `max` UTF-16 code units (Notion counts those), never splitting a surrogate
 * pair, preferring to break after a line break or a space in the last fifth of a piece.
 */
export function splitText(text: string, max = NOTION_TEXT_MAX): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let end = max;
    const code = rest.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end--; // a high surrogate: keep its pair together
    const window = rest.slice(Math.floor(end * 0.8), end);
    const breakAt = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    if (breakAt >= 0) end = Math.floor(end * 0.8) + breakAt + 1;
    pieces.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  if (rest.length > 0 || pieces.length === 0) pieces.push(rest);
  return pieces;
}

/** Rich text of a text: items of at most 2000 characters, grouped 100 to a block. */
function richTextGroups(text: string): RichText[][] {
  const items = splitText(text).map((content): RichText => ({ type: 'text', text: { content } }));
  const groups: RichText[][] = [];
  for (let i = 0; i < items.length; i += NOTION_RICH_TEXT_ITEMS_MAX) {
    groups.push(items.slice(i, i + NOTION_RICH_TEXT_ITEMS_MAX));
  }
  return groups;
}

/**
 * The Notion blocks of a summary: each paragraph a paragraph block (its lines kept as line breaks), each list
 * item a bulleted or numbered list item. A text past Notion's limits becomes more rich-text items and, past
 * 100 of those, more blocks.
 */
export function notionBlocks(summary: string): NotionBlock[] {
  const blocks: NotionBlock[] = [];
  for (const block of parseSummaryText(summary)) {
    if (block.kind === 'paragraph') {
      for (const rich_text of richTextGroups(block.lines.join('\n'))) {
        blocks.push({ object: 'block', type: 'paragraph', paragraph: { rich_text } });
      }
    } else {
      for (const item of block.items) {
        for (const rich_text of richTextGroups(item)) {
          blocks.push(
            block.kind === 'bullets'
              ? { object: 'block', type: 'bulleted_list_item', bulleted_list_item: { rich_text } }
              : { object: 'block', type: 'numbered_list_item', numbered_list_item: { rich_text } },
          );
        }
      }
    }
  }
  return blocks;
}

/** A page title: one rich-text item within the limit. */
export function notionTitle(title: string): RichText[] {
  return [{ type: 'text', text: { content: splitText(title.trim() || '-')[0]! } }];
}

import { Client, isHTTPResponseError, RequestTimeoutError } from '@notionhq/client';
import type { NotionDetails } from '../../../src/api/schemas/exports';
import type { ExportPushCheckpoint } from '../db/schema';
import { httpFailure, InfrastructureError, networkFailure, PushFailure, timeoutFailure } from './failures';
import type { PushResult } from './hubspot';
import { NOTION_BLOCKS_PER_REQUEST, notionBlocks, notionTitle } from './notionBlocks';
import type { PlaceholderValues } from './placeholders';
import { fillPlaceholders } from './placeholders';

/**
 * Notion (`@notionhq/client`): a page in the configured database, titled with the document name and the
 * meeting type, holding the summary as blocks (paragraphs and list items). A page takes 100 blocks at its
 * creation; the rest is appended 100 at a time. The page and how many blocks went out are kept in the push's
 * checkpoint after every request, so a retried attempt goes on with the same page instead of making another.
 * The client retries nothing itself (`retry: false`): retries are the push job's.
 */

/** The page title (the title property, addressed by its fixed id `title`, whatever the database calls it). */
export const NOTION_TITLE_TEMPLATE = '{{document_name}} – {{meeting_type}}';

export interface NotionPush {
  baseUrl: string;
  timeoutSeconds: number;
  apiKey: string;
  details: NotionDetails;
  placeholders: PlaceholderValues;
  summary: string;
  checkpoint: ExportPushCheckpoint;
  saveCheckpoint(checkpoint: ExportPushCheckpoint): Promise<void>;
}

function header(headers: unknown, name: string): string | null {
  if (headers && typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  if (headers && typeof headers === 'object') {
    const value = (headers as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : null;
  }
  return null;
}

function failureOf(error: unknown, timeoutSeconds: number): PushFailure | InfrastructureError {
  if (error instanceof PushFailure || error instanceof InfrastructureError) return error;
  if (RequestTimeoutError.isRequestTimeoutError(error)) return timeoutFailure('Notion', timeoutSeconds);
  if (isHTTPResponseError(error)) {
    return httpFailure('Notion', error.status, header(error.headers, 'retry-after'), error.message);
  }
  return networkFailure('Notion', error);
}

export async function pushToNotion(push: NotionPush): Promise<PushResult> {
  const notion = new Client({
    auth: push.apiKey,
    baseUrl: push.baseUrl,
    timeoutMs: push.timeoutSeconds * 1000,
    retry: false,
    // The client's own log lines would repeat what the push records; it never sees more than we do.
    logger: () => {},
  });
  const blocks = notionBlocks(push.summary);
  let { page_id: pageId, page_url: pageUrl = null, blocks_sent: sent = 0 } = push.checkpoint;
  try {
    if (!pageId) {
      const first = blocks.slice(0, NOTION_BLOCKS_PER_REQUEST);
      const page = await notion.pages.create({
        parent: { type: 'database_id', database_id: push.details.database_id },
        properties: {
          title: { title: notionTitle(fillPlaceholders(NOTION_TITLE_TEMPLATE, push.placeholders)) },
        },
        children: first,
      });
      pageId = page.id;
      pageUrl = 'url' in page && typeof page.url === 'string' ? page.url : null;
      sent = first.length;
      await push.saveCheckpoint({ page_id: pageId, page_url: pageUrl, blocks_sent: sent });
    }
    while (sent < blocks.length) {
      const next = blocks.slice(sent, sent + NOTION_BLOCKS_PER_REQUEST);
      await notion.blocks.children.append({ block_id: pageId, children: next });
      sent += next.length;
      await push.saveCheckpoint({ page_id: pageId, page_url: pageUrl, blocks_sent: sent });
    }
    return { externalId: pageId, externalUrl: pageUrl };
  } catch (error) {
    throw failureOf(error, push.timeoutSeconds);
  }
}

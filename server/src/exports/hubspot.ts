import http from 'node:http';
import https from 'node:https';
import { Client } from '@hubspot/api-client';
import type { HubspotDetails } from '../../../src/api/schemas/exports';
import type { ExportPushCheckpoint } from '../db/schema';
import { httpFailure, InfrastructureError, networkFailure, PushFailure, timeoutFailure } from './failures';
import { exportMessages } from './messages';
import { noteBody } from './noteBody';
import type { PlaceholderValues } from './placeholders';
import { fillPlaceholders } from './placeholders';

// The search's filter operator and the note association's category, as the client's own method types name them
// (the package exports its generated enums only from files of its build, not from its entry).
type SearchRequest = Parameters<Client['crm']['deals']['searchApi']['doSearch']>[0];
type FilterOperator = NonNullable<SearchRequest['filterGroups']>[number]['filters'][number]['operator'];
type NoteInput = Parameters<Client['crm']['objects']['notes']['basicApi']['create']>[0];
type AssociationCategory = NonNullable<
  NoteInput['associations']
>[number]['types'][number]['associationCategory'];

/**
 * HubSpot (`@hubspot/api-client`): a note on the deal or ticket the searchable properties find, created first
 * when none is found and the configuration allows it.
 *
 * - Search: every searchable property is compared (EQ) with the summary's document name, the name of its
 *   transcription (`{{document_name}}`); a record matching any of them is taken (HubSpot's filter groups are
 *   OR-ed, five to a search, so more properties take more searches).
 * - Create (create_if_not_found): the creation property mapping with its placeholders filled in, plus the
 *   document name for every searchable property the mapping leaves out, so the next push of the same
 *   document finds the record instead of making another one.
 * - The note: `hs_note_body` in the configured format (title from note_title_template, then the summary),
 *   `hs_timestamp` the summary's time, associated with the record (HubSpot-defined type 214 note → deal,
 *   228 note → ticket).
 *
 * The record found or made is kept in the push's checkpoint before the note is made, so a retried attempt
 * never creates a second record. The client retries nothing itself: retries are the push job's.
 */

/** HubSpot's association type ids of a note to the record it is attached to. */
export const NOTE_ASSOCIATION_TYPE = { DEAL: 214, TICKET: 228 } as const;
/** Filter groups one HubSpot search accepts. */
const FILTER_GROUPS_PER_SEARCH = 5;

export interface HubspotPush {
  baseUrl: string;
  timeoutSeconds: number;
  apiKey: string;
  details: HubspotDetails;
  placeholders: PlaceholderValues;
  summary: string;
  summaryCreatedAt: Date;
  checkpoint: ExportPushCheckpoint;
  saveCheckpoint(checkpoint: ExportPushCheckpoint): Promise<void>;
}

export interface PushResult {
  externalId: string;
  externalUrl: string | null;
}

/** The error the client throws for an HTTP answer it does not expect (`ApiException`). */
interface HubspotApiError {
  code: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function isApiError(error: unknown): error is HubspotApiError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'number';
}

/** A HubSpot failure as a push failure: an HTTP answer, a timeout, or a network error. */
function failureOf(error: unknown, timeoutSeconds: number): PushFailure | InfrastructureError {
  if (error instanceof PushFailure || error instanceof InfrastructureError) return error;
  if (isApiError(error)) {
    const body = error.body as { message?: unknown } | string | undefined;
    const message = typeof body === 'object' && body !== null ? body.message : body;
    return httpFailure('HubSpot', error.code, error.headers?.['retry-after'], message);
  }
  if (error instanceof TimedOut) return timeoutFailure('HubSpot', timeoutSeconds);
  return networkFailure('HubSpot', error);
}

class TimedOut extends Error {}

/**
 * Runs one call within the timeout. The client has no timeout of its own: when the time is up the agent's
 * sockets are destroyed, which ends the call.
 */
function within<T>(call: Promise<T>, agent: http.Agent, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      agent.destroy();
      reject(new TimedOut());
    }, seconds * 1000);
  });
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}

/** The properties of a record created for the summary: the mapping filled in, the search value where missing. */
export function creationProperties(
  details: HubspotDetails,
  placeholders: PlaceholderValues,
  searchValue: string,
): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.creation_property_mapping)) {
    properties[name] = typeof value === 'string' ? fillPlaceholders(value, placeholders) : String(value);
  }
  for (const name of details.hubspot_searchable_properties) properties[name] ??= searchValue;
  return properties;
}

export async function pushToHubspot(push: HubspotPush): Promise<PushResult> {
  const { details, placeholders, timeoutSeconds } = push;
  const agent = push.baseUrl.startsWith('https:') ? new https.Agent() : new http.Agent();
  const client = new Client({
    accessToken: push.apiKey,
    basePath: push.baseUrl,
    numberOfApiCallRetries: 0,
    httpAgent: agent,
  });
  const call = <T>(request: () => Promise<T>) => within(request(), agent, timeoutSeconds);
  const records = details.target_object_type === 'DEAL' ? client.crm.deals : client.crm.tickets;
  const searchValue = placeholders.document_name;
  try {
    let objectId = push.checkpoint.object_id;
    if (!objectId) {
      const properties = details.hubspot_searchable_properties;
      for (let i = 0; i < properties.length && !objectId; i += FILTER_GROUPS_PER_SEARCH) {
        const found = await call(() =>
          records.searchApi.doSearch({
            filterGroups: properties.slice(i, i + FILTER_GROUPS_PER_SEARCH).map((propertyName) => ({
              filters: [{ propertyName, operator: 'EQ' as FilterOperator, value: searchValue }],
            })),
            properties: [...properties],
            limit: 1,
          }),
        );
        objectId = found.results[0]?.id;
      }
      if (!objectId) {
        if (!details.create_if_not_found) {
          throw new PushFailure(
            exportMessages.reasons.noRecordFound(
              exportMessages.objectTypes[details.target_object_type] ?? details.target_object_type,
              properties,
              searchValue,
            ),
            false,
          );
        }
        const created = await call(() =>
          records.basicApi.create({
            properties: creationProperties(details, placeholders, searchValue),
            associations: [],
          }),
        );
        objectId = created.id;
      }
      await push.saveCheckpoint({ object_id: objectId });
    }
    const title = fillPlaceholders(details.note_title_template, placeholders);
    const note = await call(() =>
      client.crm.objects.notes.basicApi.create({
        properties: {
          hs_timestamp: push.summaryCreatedAt.toISOString(),
          hs_note_body: noteBody(details.note_body_format, title, push.summary),
        },
        associations: [
          {
            to: { id: objectId! },
            types: [
              {
                associationCategory: 'HUBSPOT_DEFINED' as AssociationCategory,
                associationTypeId: NOTE_ASSOCIATION_TYPE[details.target_object_type],
              },
            ],
          },
        ],
      }),
    );
    return { externalId: note.id, externalUrl: null };
  } catch (error) {
    throw failureOf(error, timeoutSeconds);
  } finally {
    agent.destroy();
  }
}

import {
  taxonomyDetail,
  taxonomyTerm,
  type TaxonomyDetail,
  type TaxonomyTerm,
} from '../../../src/api/schemas/taxonomies';
import type { RecordedCall } from '../support/http';
import { SERVER } from '../support/ctx';

/** A term as the reference server answers it. */
export const termJson = (id: number, correct_form: string, alternatives: string[] = []): TaxonomyTerm =>
  taxonomyTerm.parse({
    id,
    correct_form,
    alternatives,
    created_at: '2026-02-01T10:00:00Z',
    updated_at: '2026-02-01T10:00:00Z',
  });

/** A taxonomy with its terms, as `GET admin/taxonomies/{id}` answers it. */
export function taxonomyJson(
  id: number,
  name: string,
  terms: TaxonomyTerm[] = [],
  extra: Record<string, unknown> = {},
): TaxonomyDetail {
  return taxonomyDetail.parse({
    id,
    name,
    description: `Over ${name}`,
    taxonomy_context: '',
    is_org_wide: false,
    default_active: true,
    owner_type: 'organization',
    owner_name: 'Gemeente Zandvoort',
    owner_id: 5,
    term_count: terms.length,
    updated_at: '2026-02-01T10:00:00Z',
    terms,
    xml_preview: `<taxonomy name="${name}"/>`,
    ...extra,
  });
}

export const ready = <T>(data: T) => ({ data, loading: false, error: null });

/** `METHOD path` of every recorded call, relative to the API base. */
export const requests = (calls: readonly RecordedCall[]) =>
  calls.map((c) => `${c.method} ${c.url.slice(SERVER.length)}`);

export const pathOf = (call: RecordedCall) => call.url.slice(SERVER.length);

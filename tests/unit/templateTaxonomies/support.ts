import { templateTaxonomy, type TemplateTaxonomy } from '../../../src/api/schemas/taxonomies';
import type { RecordedCall } from '../support/http';

/** A taxonomy as the reference server lists it for a template. */
export function taxonomyJson(
  id: number,
  name: string,
  extra: Record<string, unknown> = {},
): TemplateTaxonomy {
  return templateTaxonomy.parse({
    id,
    name,
    description: `Termen van ${name}`,
    taxonomy_context: '',
    is_org_wide: false,
    default_active: false,
    owner_type: 'organization',
    owner_name: 'Gemeente Zandvoort',
    owner_id: 3,
    term_count: 2,
    is_active: false,
    ...extra,
  });
}

/** Template 11's list: a user's taxonomy (active), an org-wide one, an organisation's one. */
export const templateList = (): TemplateTaxonomy[] => [
  taxonomyJson(4, 'Afkortingen', { owner_type: 'user', owner_name: 'anna', is_active: true }),
  taxonomyJson(5, 'Straatnamen', { is_org_wide: true, term_count: 12 }),
  taxonomyJson(6, 'Raadsleden'),
];

/** `METHOD path` of a call below the API base. */
export const route = (call: RecordedCall) =>
  `${call.method} ${new URL(call.url).pathname.replace('/api/', '')}`;

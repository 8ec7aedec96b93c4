import { templateRevision, type TemplateRevision } from '../../../src/api/schemas/revisions';
import type { MeetingType } from '../../../src/api/schemas/templates';
import { json, type RecordedCall } from '../support/http';
import { templateJson } from '../templates/support';

/** Template 11's revision `number` (id 100 + number), as the reference server answers it. */
export function revisionJson(number: number, extra: Record<string, unknown> = {}): TemplateRevision {
  return templateRevision.parse({
    id: 100 + number,
    revision_number: number,
    title: 'Notulen',
    description: 'Verslag van de vergadering',
    content: `Versie ${number} van de notulen`,
    complexity: 'SMALL',
    settings: null,
    revision_reason: number === 1 ? 'Aangemaakt' : 'Bijgewerkt',
    created_at: `2025-03-${String(number).padStart(2, '0')}T09:30:00Z`,
    created_by: { username: number % 2 ? 'anna' : 'bram' },
    ...extra,
  });
}

/** `METHOD path` of a call below the API base, without the query. */
export const route = (call: RecordedCall) =>
  `${call.method} ${new URL(call.url).pathname.replace('/api/', '')}`;

/** A query parameter of a call. */
export const queryOf = (call: RecordedCall, name: string) => new URL(call.url).searchParams.get(name);

const LIST = 'GET admin/templates/11/revisions';

/**
 * A fake server for template 11 with `count` revisions (the newest is `count`): lists them newest first by
 * limit and offset with the total, answers one, and restores as the reference server does (a new revision with
 * the chosen one's fields and the reason; the template as it is then). `more` answers calls first.
 */
export function revisionServer(
  count: number,
  more: Record<string, (call: RecordedCall) => Response | Promise<Response>> = {},
  options: { total?: boolean } = {},
) {
  const revisions: TemplateRevision[] = [];
  for (let number = count; number >= 1; number -= 1) revisions.push(revisionJson(number));
  const templateOf = (revision: TemplateRevision): MeetingType =>
    templateJson(11, revision.title, 'organization', {
      name: 'notulen',
      description: revision.description,
      content: revision.content,
    });
  const handler = (call: RecordedCall): Response | Promise<Response> => {
    const own = more[route(call)];
    if (own) return own(call);
    if (route(call) === LIST) {
      const limit = Number(queryOf(call, 'limit') ?? 20);
      const offset = Number(queryOf(call, 'offset') ?? 0);
      const page = revisions.slice(offset, offset + limit);
      return json(200, options.total === false ? page : { revisions: page, total: revisions.length });
    }
    const one = /^GET admin\/templates\/11\/revisions\/(\d+)$/.exec(route(call));
    if (one) {
      const found = revisions.find((revision) => revision.id === Number(one[1]));
      return found ? json(200, found) : json(404, { detail: 'Revisie niet gevonden' });
    }
    const restore = /^POST admin\/templates\/11\/revisions\/(\d+)\/restore$/.exec(route(call));
    if (restore) {
      const chosen = revisions.find((revision) => revision.id === Number(restore[1]))!;
      const number = revisions[0]!.revision_number + 1;
      const written = revisionJson(number, {
        ...chosen,
        id: 100 + number,
        revision_number: number,
        revision_reason: (call.body as { reason: string }).reason,
      });
      revisions.unshift(written);
      return json(200, { message: 'ok', template: templateOf(written), revision: written });
    }
    if (route(call) === 'GET admin/organizations/3/meeting-types/notulen')
      return json(200, templateOf(revisions[0]!));
    if (route(call) === 'GET admin/organizations/3') return json(200, { id: 3, name: 'Gemeente Zandvoort' });
    return json(404, { detail: 'Niet gevonden' });
  };
  return { handler, revisions };
}

import { endpoints } from '../../../src/api/endpoints';
import { audited, auditEntry } from '../audit/record';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { messages } from '../messages';
import { templateTarget } from '../templates/audit';
import { createDefaultTemplate, defaultRow, updateDefaultTemplate } from '../templates/defaults';
import { saveDefaultOrder } from '../templates/order';
import { defaultList, defaultTemplate } from '../templates/query';
import { toMeetingType } from '../templates/rows';
import { deleteTemplate } from '../templates/write';

/**
 * `admin/default-templates…`: platform-managed; the list is an array by
 * sort_order. Every change is audited.
 */
export function defaultTemplatesRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const e = endpoints.defaultTemplates;
  api.handle(e.list, () => defaultList(db));
  api.handle(e.create, (c, { body, user }) => {
    const target = templateTarget(null, { label: body.title.trim() });
    return audited(
      deps,
      auditEntry(c, user, e.create, 'defaultTemplates.create', target),
      async (trx, target) => {
        const created = await createDefaultTemplate(trx, body, user.id);
        target.id = created.id;
        return { template_id: created.id, name: created.name, message: messages.templates.created };
      },
    );
  });
  api.handle(e.get, (_c, { params }) => defaultTemplate(db, params.id));
  api.handle(e.update, (c, { params, body, user }) =>
    audited(
      deps,
      auditEntry(c, user, e.update, 'defaultTemplates.update', templateTarget(params.id)),
      async (trx, target) => {
        const row = await updateDefaultTemplate(trx, params.id, body, user.id);
        target.label = row.title;
        return toMeetingType(row);
      },
    ),
  );
  api.handle(e.delete, (c, { params, user }) =>
    audited(
      deps,
      auditEntry(c, user, e.delete, 'defaultTemplates.delete', templateTarget(params.id)),
      async (trx) => deleteTemplate(trx, (await defaultRow(trx, params.id, true)).id),
    ),
  );
  api.handle(e.reorder, (c, { body, user }) => {
    const target = templateTarget(null, { label: messages.templates.defaultOrderTarget });
    return audited(deps, auditEntry(c, user, e.reorder, 'defaultTemplates.reorder', target), async (trx) => {
      await saveDefaultOrder(trx, body);
      return defaultList(trx);
    });
  });
}

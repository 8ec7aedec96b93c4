import { endpoints } from '../../../src/api/endpoints';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { messages } from '../messages';
import { createDefaultTemplate, defaultRow, updateDefaultTemplate } from '../templates/defaults';
import { saveDefaultOrder } from '../templates/order';
import { defaultList, defaultTemplate } from '../templates/query';
import { toMeetingType } from '../templates/rows';
import { deleteTemplate } from '../templates/write';

/**
 * `admin/default-templates…`: platform-managed; the list is an array by sort_order. Every change is audited
 * (the declarations say how).
 */
export function defaultTemplatesRoutes(api: EndpointRouter, deps: AppDeps): void {
  const { db } = deps;
  const e = endpoints.defaultTemplates;
  api.implement(e, {
    list: () => defaultList(db),
    create: async (_c, { body, user, trx, audit }) => {
      const created = await createDefaultTemplate(trx, body, user.id);
      audit.id = created.id;
      return { template_id: created.id, name: created.name, message: messages.templates.created };
    },
    get: (_c, { params }) => defaultTemplate(db, params.id),
    update: async (_c, { params, body, user, trx, audit }) => {
      const row = await updateDefaultTemplate(trx, params.id, body, user.id);
      audit.label = row.title;
      return toMeetingType(row);
    },
    delete: async (_c, { params, trx }) => deleteTemplate(trx, (await defaultRow(trx, params.id, true)).id),
    // The whole order is the target, named as such.
    reorder: async (_c, { body, trx, audit }) => {
      audit.label = messages.templates.defaultOrderTarget;
      await saveDefaultOrder(trx, body);
      return defaultList(trx);
    },
  });
}

import { endpoints } from '../../../src/api/endpoints';
import type { AuditTarget } from '../audit/record';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import type { HandlerInput } from '../http/handlers';
import { messages } from '../messages';
import { wireAnswer } from '../templates/answers';
import { organizationOf } from '../templates/effective';
import { saveOrder } from '../templates/order';
import type { Owner } from '../templates/owners';
import { organizationOwner, userOwner } from '../templates/owners';
import { disabledList, effectiveList, ownerTemplate } from '../templates/query';
import { toggleTemplate } from '../templates/switches';
import {
  createOwnedTemplate,
  deleteTemplate,
  editableTemplate,
  updateOwnedTemplate,
} from '../templates/write';

type OwnedEndpoints = typeof endpoints.userTemplates | typeof endpoints.organizationTemplates;

/** The input of a handler of either kind of owner (their paths name the template differently). */
type OwnedInput<K extends keyof OwnedEndpoints> =
  | HandlerInput<(typeof endpoints.userTemplates)[K]>
  | HandlerInput<(typeof endpoints.organizationTemplates)[K]>;

/** How one kind of owner's routes find their owner and name the template in the path. */
interface OwnerRoutes {
  endpoints: OwnedEndpoints;
  load(db: Db, id: number, lock?: boolean): Promise<Owner>;
}

/** The template reference in the path: `:templateId` (user routes) or `:name` (organisation routes). */
const refOf = (params: { templateId: number | string } | { name: number | string }) =>
  'templateId' in params ? params.templateId : params.name;

/** Loads and locks the owner for a change; the audit entry names the organisation the change concerns. */
async function lockedOwner(routes: OwnerRoutes, trx: Db, id: number, target: AuditTarget): Promise<Owner> {
  const owner = await routes.load(trx, id, true);
  target.organizationId ??= organizationOf(owner);
  return owner;
}

/**
 * The routes of one kind of owner (user templates, and the organisation meeting types, which mirror them):
 * the effective list, one template by id or name, create, change and delete of the owner's own templates, the
 * saved order, and the switched-off templates. Every change is audited (the declarations say how).
 */
function ownedTemplatesRoutes(api: EndpointRouter, deps: AppDeps, routes: OwnerRoutes): void {
  const { db } = deps;
  const e = routes.endpoints;
  api.implement<OwnedEndpoints>(e, {
    list: async (c, { params }) =>
      wireAnswer(c, e.list, { meeting_types: await effectiveList(db, await routes.load(db, params.id)) }),
    create: async (_c, { params, body, user, trx, audit }) => {
      const owner = await lockedOwner(routes, trx, params.id, audit);
      const created = await createOwnedTemplate(trx, owner, body, user.id);
      audit.id = created.id;
      return { ...created, message: messages.templates.created };
    },
    get: async (_c: unknown, { params }: OwnedInput<'get'>) =>
      ownerTemplate(db, await routes.load(db, params.id), refOf(params)),
    update: async (_c: unknown, { params, body, user, trx, audit }: OwnedInput<'update'>) => {
      const owner = await lockedOwner(routes, trx, params.id, audit);
      const row = await updateOwnedTemplate(trx, owner, refOf(params), body, user.id);
      Object.assign(audit, { id: row.id, label: row.title });
      return ownerTemplate(trx, owner, row.id);
    },
    delete: async (_c: unknown, { params, trx, audit }: OwnedInput<'delete'>) => {
      const owner = await lockedOwner(routes, trx, params.id, audit);
      const row = await editableTemplate(trx, owner, refOf(params));
      Object.assign(audit, { id: row.id, label: row.title });
      return deleteTemplate(trx, row.id);
    },
    reorder: async (c, { params, body, trx }) => {
      const owner = await routes.load(trx, params.id, true);
      await saveOrder(trx, owner, body);
      return wireAnswer(c, e.reorder, { meeting_types: await effectiveList(trx, owner) });
    },
    disabled: async (c, { params }) =>
      wireAnswer(c, e.disabled, {
        disabled_templates: await disabledList(db, await routes.load(db, params.id)),
      }),
    toggle: async (_c, { params, trx, audit }) => {
      const { state, message } = await toggleTemplate(
        trx,
        await lockedOwner(routes, trx, params.id, audit),
        params.templateId,
      );
      return { state, message };
    },
  });
}

/**
 * `admin/users/{id}/meeting-types…` and `…/templates/…`, scoped to the user's organisation; and
 * `admin/organizations/{id}/meeting-types…` and `…/templates/…`, scoped to the organisation.
 */
export function templatesRoutes(api: EndpointRouter, deps: AppDeps): void {
  ownedTemplatesRoutes(api, deps, { endpoints: endpoints.userTemplates, load: userOwner });
  ownedTemplatesRoutes(api, deps, { endpoints: endpoints.organizationTemplates, load: organizationOwner });
}

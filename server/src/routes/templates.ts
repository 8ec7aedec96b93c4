import { endpoints } from '../../../src/api/endpoints';
import type { AuditTarget } from '../audit/record';
import { audited, auditEntry } from '../audit/record';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import type { EndpointRouter } from '../http/endpoint';
import { messages } from '../messages';
import { wireAnswer } from '../templates/answers';
import { templateTarget } from '../templates/audit';
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

/** How one kind of owner's routes find their owner and name the template in the path. */
interface OwnerRoutes {
  endpoints: OwnedEndpoints;
  load(db: Db, id: number, lock?: boolean): Promise<Owner>;
  /** The audit target type of a change of the whole list (reorder). */
  listTarget: 'user' | 'organization';
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
 * The routes of one kind of owner (the user templates and the organisation meeting types, which mirror
 * them): the effective list, one template by id or name, create, change and delete of the owner's own
 * templates, the saved order, and the switched-off templates. Every change is audited.
 */
function ownedTemplatesRoutes(api: EndpointRouter, deps: AppDeps, routes: OwnerRoutes): void {
  const { db } = deps;
  const e = routes.endpoints;
  api.handle(e.list, async (c, { params }) =>
    wireAnswer(c, e.list, { meeting_types: await effectiveList(db, await routes.load(db, params.id)) }),
  );
  api.handle(e.create, (c, { params, body, user }) => {
    const target = templateTarget(null, { label: body.title.trim() });
    return audited(deps, auditEntry(c, user, e.create, 'templates.create', target), async (trx, target) => {
      const owner = await lockedOwner(routes, trx, params.id, target);
      const created = await createOwnedTemplate(trx, owner, body, user.id);
      target.id = created.id;
      return { ...created, message: messages.templates.created };
    });
  });
  api.handle(e.get, async (_c, { params }) =>
    ownerTemplate(db, await routes.load(db, params.id), refOf(params)),
  );
  api.handle(e.update, (c, { params, body, user }) => {
    const entry = auditEntry(c, user, e.update, 'templates.update', templateTarget(refOf(params)));
    return audited(deps, entry, async (trx, target) => {
      const owner = await lockedOwner(routes, trx, params.id, target);
      const row = await updateOwnedTemplate(trx, owner, refOf(params), body, user.id);
      Object.assign(target, { id: row.id, label: row.title });
      return ownerTemplate(trx, owner, row.id);
    });
  });
  api.handle(e.delete, (c, { params, user }) => {
    const entry = auditEntry(c, user, e.delete, 'templates.delete', templateTarget(refOf(params)));
    return audited(deps, entry, async (trx, target) => {
      const owner = await lockedOwner(routes, trx, params.id, target);
      const row = await editableTemplate(trx, owner, refOf(params));
      Object.assign(target, { id: row.id, label: row.title });
      return deleteTemplate(trx, row.id);
    });
  });
  api.handle(e.reorder, (c, { params, body, user }) => {
    const target = { type: routes.listTarget, id: params.id };
    return audited(deps, auditEntry(c, user, e.reorder, 'templates.reorder', target), async (trx) => {
      const owner = await routes.load(trx, params.id, true);
      await saveOrder(trx, owner, body);
      return wireAnswer(c, e.reorder, { meeting_types: await effectiveList(trx, owner) });
    });
  });
  api.handle(e.disabled, async (c, { params }) =>
    wireAnswer(c, e.disabled, {
      disabled_templates: await disabledList(db, await routes.load(db, params.id)),
    }),
  );
  api.handle(e.toggle, (c, { params, user }) => {
    const entry = auditEntry(c, user, e.toggle, 'templates.toggle', templateTarget(params.templateId));
    return audited(deps, entry, async (trx, target) => {
      const { state, message } = await toggleTemplate(
        trx,
        await lockedOwner(routes, trx, params.id, target),
        params.templateId,
      );
      return { state, message };
    });
  });
}

/**
 * `admin/users/{id}/meeting-types…` and `…/templates/…`, scoped to the user's organisation; and
 * `admin/organizations/{id}/meeting-types…` and `…/templates/…`, scoped to the organisation.
 */
export function templatesRoutes(api: EndpointRouter, deps: AppDeps): void {
  ownedTemplatesRoutes(api, deps, {
    endpoints: endpoints.userTemplates,
    load: userOwner,
    listTarget: 'user',
  });
  ownedTemplatesRoutes(api, deps, {
    endpoints: endpoints.organizationTemplates,
    load: organizationOwner,
    listTarget: 'organization',
  });
}

import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { idParam } from '../../api/schemas/common';
import {
  taxonomyOwnerType,
  taxonomyOwnerTypes,
  termWrite,
  type TaxonomyCreate,
  type TaxonomyDetail,
} from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import type { ScreenContext } from '../../state/screen';
import { taxonomyChanged } from '../../state/taxonomies';
import {
  editorFor,
  emptyTaxonomyFields,
  newTaxonomyEditor,
  settleNewTaxonomy,
  termsToSend,
  type TaxonomyOwner,
} from '../../state/taxonomyEditor';
import { matchesQuery, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { saveNewCommand } from '../shared/saveNew';
import { defineCommand, type ArgPicker, type CommandContext } from '../types';
import { userPicker } from '../users/pickUser';
import { bodyOf, fieldArgs, fieldsFrom, fieldsGiven, fieldsProblem } from './fields';
import { taxonomyHref } from './open';
import { taxonomyScreens } from './pickTaxonomy';

const t = messages.taxonomies;

/** The new-taxonomy screen for an owner (`/taxonomies/new?userId=` or `?orgId=`). */
export const newTaxonomyHref = (owner: TaxonomyOwner) =>
  href(routes.taxonomyNew, undefined, owner.type === 'user' ? { userId: owner.id } : { orgId: owner.id });

/** The owner of what is on screen: the new taxonomy's, the user's or the organisation's detail. */
export function ownerOnScreen(screen: ScreenContext): { ownerType?: string; ownerId?: string } {
  const { ids } = screen;
  switch (screen.screen) {
    case 'taxonomyNew':
      return ids.ownerType && ids.ownerId ? { ownerType: ids.ownerType, ownerId: ids.ownerId } : {};
    case 'userDetail':
      return ids.userId ? { ownerType: 'user', ownerId: ids.userId } : {};
    case 'organizationDetail':
      return ids.organizationId ? { ownerType: 'organization', ownerId: ids.organizationId } : {};
    default:
      return {};
  }
}

const pickOwnerType: ArgPicker = {
  title: t.pickers.ownerType,
  options: async (_ctx, query) =>
    taxonomyOwnerTypes
      .filter((type) => matchesQuery(query, t.ownerTypes[type], type))
      .map((type) => ({ value: type, label: t.ownerTypes[type] })),
};

/** A user or an organisation, after the owner type. */
const pickOwner: ArgPicker = {
  title: t.pickers.owner,
  options: (ctx, query, args) =>
    (args.ownerType === 'organization' ? pickOrganization : userPicker).options(ctx, query, args),
};

async function send(ctx: CommandContext, owner: TaxonomyOwner, body: TaxonomyCreate) {
  const params = { id: owner.id };
  return owner.type === 'user'
    ? ctx.api.call(endpoints.taxonomies.createForUser, { params, body })
    : ctx.api.call(endpoints.taxonomies.createForOrganization, { params, body });
}

/**
 * Creates a taxonomy for a user or an organisation (`POST admin/users|organizations/{id}/taxonomies`) with its
 * fields and the terms made before the first save, all in one call; then opens it in the editor, where
 * each change goes to the server at once. Without fields it saves the open new-taxonomy editor of that owner
 * (Ctrl+S there: `saveNewTaxonomy`), and without one it opens that editor (the palette elsewhere).
 */
export const createTaxonomy = defineCommand({
  id: 'taxonomies.create',
  title: t.commands.create,
  group: 'taxonomies',
  keywords: ['nieuwe taxonomie', 'new taxonomy', 'taxonomie aanmaken', 'create taxonomy', 'woordenlijst'],
  calls: [endpoints.taxonomies.createForUser, endpoints.taxonomies.createForOrganization],
  args: z.object({
    ownerType: taxonomyOwnerType,
    ownerId: idParam,
    ...fieldArgs,
    terms: z.array(termWrite).optional(),
  }),
  argPickers: { ownerType: pickOwnerType, ownerId: pickOwner },
  screenArgs: ownerOnScreen,
  contexts: taxonomyScreens,
  invalidates: () => taxonomyChanged(),
  run: async (args, ctx) => {
    const owner: TaxonomyOwner = { type: args.ownerType, id: args.ownerId };
    const editor = editorFor(ctx.store, { kind: 'new', owner });
    if (!fieldsGiven(args) && !editor) {
      ctx.navigate(newTaxonomyHref(owner));
      return;
    }
    const fields = fieldsFrom(editor?.fields ?? emptyTaxonomyFields, args);
    const problem = fieldsProblem(fields);
    if (problem) throw new Error(problem);
    const terms = args.terms ?? termsToSend(editor?.terms ?? []);
    let created: TaxonomyDetail;
    try {
      created = await send(ctx, owner, { ...bodyOf(fields), terms });
    } catch (cause) {
      throw failure(t.saveFailed, cause);
    }
    settleNewTaxonomy(ctx.store, owner);
    ctx.notify({ kind: 'success', message: t.created(created.name) });
    ctx.navigate(taxonomyHref(created.id));
  },
});

/** Ctrl+S (⌘S) on the new-taxonomy screen: saves the new taxonomy. */
export const saveNewTaxonomy = saveNewCommand(createTaxonomy, {
  id: 'taxonomies.saveNew',
  title: t.commands.saveNew,
  screen: 'taxonomyNew',
  formOpen: (store) => newTaxonomyEditor(store) !== null,
});

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { messages } from '../messages';
import { organizationOf } from '../templates/effective';
import type { TemplateInput } from '../templates/input';
import { storedFields } from '../templates/input';
import { slugOf } from '../templates/names';
import type { Owner } from '../templates/owners';
import { ownerValues } from '../templates/owners';
import { writeRevision } from '../templates/revisions';
import {
  demoDefaultTemplates,
  demoOrganizationSwitches,
  demoOrganizationTemplates,
  demoPersonalTemplates,
  demoUserOrders,
  demoUserSwitches,
} from './demoTemplatesData';

/** Whether the owner's list has the template: a default one, the organisation's, or the user's own. */
function visibleTo(template: Seeded, owner: Owner): boolean {
  const organizationId = organizationOf(owner);
  if (template.userId !== null) return owner.kind === 'user' && template.userId === owner.id;
  return template.organizationId === null || template.organizationId === organizationId;
}

interface Seeded {
  id: number;
  title: string;
  userId: number | null;
  organizationId: number | null;
}

/**
 * The demo templates, run after the demo world (`seedDemo`): the default templates in their order, the demo
 * organisations' and some users' own templates (each with its first revision), a few switched off for a user
 * or an organisation, and one saved order. Deterministic; does nothing when there are templates already or
 * an owner is missing. Returns the number of templates made.
 */
export async function seedDemoTemplates(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('templates').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  return db.transaction().execute(async (trx) => {
    const users = new Map(
      (await trx.selectFrom('users').select(['id', 'username', 'organization_id']).execute()).map((u) => [
        u.username,
        u,
      ]),
    );
    const organizations = new Map(
      (await trx.selectFrom('organizations').select(['id', 'name']).execute()).map((o) => [o.name, o.id]),
    );
    const userOwner = (username: string): Owner | undefined => {
      const user = users.get(username);
      return user && { kind: 'user', id: user.id, organizationId: user.organization_id };
    };
    const organizationOwner = (name: string): Owner | undefined => {
      const id = organizations.get(name);
      return id === undefined ? undefined : { kind: 'organization', id };
    };
    const seeded: Seeded[] = [];
    const insert = async (input: TemplateInput, owner: Owner | null, name: string, sortOrder = 0) => {
      const fields = storedFields(input);
      const values = owner ? ownerValues(owner) : { user_id: null, organization_id: null };
      const { id } = await trx
        .insertInto('templates')
        .values({ ...fields, ...values, name, sort_order: sortOrder })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeRevision(trx, id, fields, null, messages.templates.revisionCreated);
      seeded.push({
        id,
        title: fields.title,
        userId: values.user_id,
        organizationId: values.organization_id,
      });
    };

    for (const [index, template] of demoDefaultTemplates.entries()) {
      await insert(template, null, template.name, index);
    }
    const owned = [
      ...demoOrganizationTemplates.map((t) => ({ ...t, of: organizationOwner(t.owner) })),
      ...demoPersonalTemplates.map((t) => ({ ...t, of: userOwner(t.owner) })),
    ];
    for (const { owner: _name, of, ...template } of owned) {
      if (of) await insert(template, of, slugOf(template.title));
    }

    /** Per owner, the templates of that title the owner sees, with their position in the owner's entry. */
    const links = (byOwner: Record<string, string[]>, ownerOf: (key: string) => Owner | undefined) =>
      Object.entries(byOwner).flatMap(([key, titles]) => {
        const owner = ownerOf(key);
        if (!owner) return [];
        return titles.flatMap((title, position) => {
          const found = seeded.find((s) => s.title === title && visibleTo(s, owner));
          return found ? [{ template_id: found.id, position, ...ownerValues(owner) }] : [];
        });
      });
    const switches = [
      ...links(demoUserSwitches, userOwner),
      ...links(demoOrganizationSwitches, organizationOwner),
    ].map(({ position: _position, ...row }) => row);
    if (switches.length > 0) await trx.insertInto('template_switches').values(switches).execute();
    const orders = links(demoUserOrders, userOwner);
    if (orders.length > 0) await trx.insertInto('template_order').values(orders).execute();
    return seeded.length;
  });
}

import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DisableScope, TemplateType } from '../../../src/api/schemas/templates';
import type { Db } from '../db/db';
import type { Database, TemplateRow } from '../db/schema';
import type { Owner } from './owners';
import { typeOfRow } from './rows';

/*
 * The lists the server computes. A user sees their personal templates, their organisation's and
 * the default templates; an organisation its own and the default templates. What is switched off for the
 * user or for their organisation (for an organisation: for it) is left out of the effective list. Order:
 * the user's saved order, the rest after it by the organisation's saved order, then personal before
 * organisation before default templates, then sort_order, then id.
 */

export interface ListedTemplate {
  row: TemplateRow;
  type: TemplateType;
  /** Where it is switched off (the organisation's switch wins over the user's); null while it is on. */
  switchedOff: DisableScope | null;
}

const typeRank: Record<TemplateType, number> = { personal: 0, organization: 1, default: 2 };

/** The organisation whose templates, order and switches apply to the owner, if any. */
export function organizationOf(owner: Owner): number | null {
  return owner.kind === 'organization' ? owner.id : owner.organizationId;
}

type OwnerTables = 'templates' | 'template_order' | 'template_switches';

/** Rows that name the owner or (for a user) their organisation: `user_id = U or organization_id = O`. */
function namesOwner<T extends OwnerTables>(owner: Owner) {
  return (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> => {
    const b = eb as unknown as ExpressionBuilder<Database, 'templates'>;
    const organizationId = organizationOf(owner);
    const terms = [];
    if (owner.kind === 'user') terms.push(b('user_id', '=', owner.id));
    if (organizationId !== null) terms.push(b('organization_id', '=', organizationId));
    return b.or(terms);
  };
}

/** Every template the owner can see, switched-off ones included. */
function availableRows(db: Db, owner: Owner): Promise<TemplateRow[]> {
  return db
    .selectFrom('templates')
    .selectAll()
    .where((eb) =>
      eb.or([
        namesOwner<'templates'>(owner)(eb),
        eb.and([eb('user_id', 'is', null), eb('organization_id', 'is', null)]),
      ]),
    )
    .execute();
}

interface OwnerLink {
  template_id: number;
  user_id: number | null;
}

/** The saved positions: the owner's own first, then (for a user) their organisation's. */
function positionMaps(owner: Owner, rows: (OwnerLink & { position: number })[]) {
  const own = new Map<number, number>();
  const organization = new Map<number, number>();
  for (const row of rows) {
    const user = row.user_id !== null;
    (owner.kind === 'user' && user ? own : organization).set(row.template_id, row.position);
  }
  return owner.kind === 'user' ? [own, organization] : [organization];
}

/** Where each template is switched off; the organisation's switch wins. */
function switchMap(rows: OwnerLink[]): Map<number, DisableScope> {
  const scopes = new Map<number, DisableScope>();
  for (const row of rows) {
    if (row.user_id === null) scopes.set(row.template_id, 'organization');
    else if (!scopes.has(row.template_id)) scopes.set(row.template_id, 'user');
  }
  return scopes;
}

/** Every template the owner can see, switched-off ones included, in the owner's order. */
export async function templatesOf(db: Db, owner: Owner): Promise<ListedTemplate[]> {
  const [rows, orderRows, switchRows] = await Promise.all([
    availableRows(db, owner),
    db
      .selectFrom('template_order')
      .select(['template_id', 'user_id', 'position'])
      .where(namesOwner<'template_order'>(owner))
      .execute(),
    db
      .selectFrom('template_switches')
      .select(['template_id', 'user_id'])
      .where(namesOwner<'template_switches'>(owner))
      .execute(),
  ]);
  const positions = positionMaps(owner, orderRows);
  const switches = switchMap(switchRows);
  const listed = rows.map((row) => ({
    row,
    type: typeOfRow(row),
    switchedOff: switches.get(row.id) ?? null,
  }));
  const key = (entry: ListedTemplate) => [
    ...positions.map((map) => map.get(entry.row.id) ?? Number.MAX_SAFE_INTEGER),
    typeRank[entry.type],
    entry.row.sort_order,
    entry.row.id,
  ];
  const keys = new Map(listed.map((entry) => [entry, key(entry)]));
  return listed.sort((a, b) => {
    const ka = keys.get(a)!;
    const kb = keys.get(b)!;
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  });
}

/** The effective list: what is not switched off, in order. */
export function switchedOn(entries: readonly ListedTemplate[]): ListedTemplate[] {
  return entries.filter((entry) => entry.switchedOff === null);
}

/**
 * The template a path names, by id or by name; a name several owners use finds the closest one (personal,
 * then organisation, then default).
 */
export function findTemplate(
  entries: readonly ListedTemplate[],
  ref: number | string,
): ListedTemplate | null {
  const matches = entries.filter((entry) =>
    typeof ref === 'number' ? entry.row.id === ref : entry.row.name === ref,
  );
  return matches.sort((a, b) => typeRank[a.type] - typeRank[b.type])[0] ?? null;
}

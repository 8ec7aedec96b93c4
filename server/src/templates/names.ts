import { NAME_MAX } from '../../../src/api/schemas/templates';
import type { Db } from '../db/db';
import type { Owner } from './owners';
import { ownerColumn } from './owners';

/** Room kept at the end of a generated name for `-2`, `-3`… */
const SUFFIX_ROOM = 12;

/**
 * The name a title gives (a stable slug): lower case, diacritics removed, every run of other
 * characters a `-`, no `-` at either end; never digits only (`2024` → `template-2024`), never empty.
 */
export function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = shortened(words, NAME_MAX - SUFFIX_ROOM);
  if (slug === '') return 'template';
  return /^[0-9]+$/.test(slug) ? `template-${slug}` : slug;
}

/** At most `max` characters, cut between words where there is a word boundary to cut at. */
function shortened(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, max)).replace(/-+$/, '');
}

/**
 * The first name of `base`, `base-2`, `base-3`… that the owner does not use yet. The caller holds the
 * owner's row lock, so no other save of that owner picks the same name meanwhile.
 */
export async function freeName(db: Db, owner: Owner, base: string): Promise<string> {
  const rows = await db
    .selectFrom('templates')
    .select('name')
    .where(ownerColumn(owner), '=', owner.id)
    .where((eb) => eb.or([eb('name', '=', base), eb('name', 'like', `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.name));
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  return name;
}

import { z } from 'zod';
import { messages } from '../../messages';
import { ensureOrganizations, knownOrganization } from '../../state/organizations';
import type { ScreenContext } from '../../state/screen';
import type { ArgPicker, CommandContext } from '../types';

const t = messages.organizations;

/** An organisation id argument: a number from a button, a string from a picker or the screen. */
export const organizationIdArg = z.coerce.number().int().positive();

/** Case- and accent-insensitive containment, for the pickers' filters. */
export function matchesQuery(query: string, ...texts: (string | null | undefined)[]): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const q = fold(query.trim());
  return !q || texts.some((text) => text && fold(text).includes(q));
}

/** The organisations, as loaded or loaded now (when missing or changed since), filtered by name. */
export async function findOrganizations(ctx: CommandContext, query: string) {
  const list = await ensureOrganizations(ctx.store, ctx.api);
  return list.filter((o) => matchesQuery(query, o.name));
}

/** The palette's sub-page for `organizationId`: the organisations by name, with their user count. */
export const pickOrganization: ArgPicker = {
  title: t.pickOrganization,
  options: async (ctx, query) =>
    (await findOrganizations(ctx, query)).map((o) => ({
      value: String(o.id),
      label: o.name,
      description: t.userCount(o.user_count),
    })),
};

/** On an organisation's detail screen, that organisation is the `organizationId` argument. */
export function organizationOnScreen(screen: ScreenContext): Record<string, unknown> {
  return screen.screen === 'organizationDetail' ? { organizationId: screen.ids.organizationId } : {};
}

/** The organisation's name for texts (confirmations), as loaded; its id otherwise. */
export function organizationName(ctx: CommandContext, id: number): string {
  return knownOrganization(ctx.store, id)?.name ?? `#${id}`;
}

/** The organisation chosen before a later picker (a member picker); the palette always asks for it first. */
export function chosenOrganization(args: Readonly<Record<string, unknown>>): number {
  return organizationIdArg.parse(args.organizationId);
}

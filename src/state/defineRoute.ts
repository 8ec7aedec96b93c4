import type { z } from 'zod';
import type { Access, consoleUser, endpoints, PathParamNames, platformOnly } from '../api/endpoints';
import type { PreloadName } from './routePreloads';
import type { NoSearch, SearchKit } from './routeSearch';

/** What a route's access rule is taken from (`routeAccess.ts` gives it). */
export interface AccessKit {
  endpoints: typeof endpoints;
  consoleUser: typeof consoleUser;
  platformOnly: typeof platformOnly;
}

/**
 * One route of the console, declared once (`routeTable.ts`); every other table is derived from it. Plain data
 * and functions, no zod or endpoint declarations at hand: the boot script reads it (path, screen) before those
 * have arrived, so what is built from them is a function of them, called where they are.
 */
export interface RouteDeclaration<
  P extends string = string,
  S extends z.ZodObject = z.ZodObject,
  N extends string = string,
> {
  /** `:name` matches one segment. */
  path: P;
  /** Its search parameters (what a user bookmarks: tabs, filters, search, periods); none when left out. */
  search?: (kit: SearchKit) => S;
  /**
   * Who may open it: in general whoever may call the endpoint its screen is built on (`roleMayUse`, as the
   * server decides). A route a role may not use sends it elsewhere, without loading its data.
   */
  access: (kit: AccessKit) => Access;
  /**
   * The path parameter that names the organisation whose screen it is: an organisation administrator opens
   * only their own organisation's (another's sends them to `/`, as the server answers 404 there).
   */
  organizationParam?: PathParamNames<P>;
  /** The screen that shows it, by its component's name (`src/screens/shell/screens.tsx` maps the names). */
  screen: N;
  /** What it loads as it opens (`routePreloads.ts`), started beside its chunk; nothing when left out. */
  preload?: PreloadName;
}

/** A route's declaration, its types kept: the path, the search schema and the screen's name. */
export function defineRoute<P extends string, N extends string, S extends z.ZodObject = NoSearch>(
  route: RouteDeclaration<P, S, N>,
): RouteDeclaration<P, S, N> {
  return route;
}

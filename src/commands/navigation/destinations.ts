import type { Role } from '../../api/schemas/auth';
import { messages } from '../../messages';
import { routeAccess } from '../../state/routeAccess';
import { serverOffers, type OptionalFeature } from '../../state/serverOffers';
import { href, routes, type ScreenId } from '../../state/routes';
import { defineCommand, type Availability, type CommandContext } from '../types';

const t = messages.commands;
const s = messages.screens;

/** One entry of the side menu. */
export interface Destination {
  id: string;
  label: string;
  title: string;
  /** The route it opens: who may open it comes from the route's access (`state/routeAccess`). */
  screen: ScreenId;
  path: string;
  keybinding?: string;
  keywords: readonly string[];
  /** The roles whose menu lists it (default: every role the route admits). */
  roles?: readonly Role[];
  /** A screen beyond the original admin API: left out where the server said it does not offer it. */
  feature?: OptionalFeature;
}

/**
 * The screens of the side menu (the contract's seven, the audit log and Bewaarbeleid), declared once: the side menu lists
 * them with `label`, each becomes a navigation command with its `g`-chord, and both leave out what the role
 * may not open. An organisation administrator's menu is Dashboard, Gebruikers, Login Pogingen (their
 * users' attempts), their organisation and Template instellingen (`organizationDestinations`).
 */
export const destinations: readonly Destination[] = [
  {
    id: 'navigation.dashboard',
    screen: 'dashboard',
    label: s.dashboard,
    title: t.goDashboard,
    path: href(routes.dashboard),
    keybinding: 'g d',
    keywords: ['dashboard', 'home', 'start', 'overzicht', 'statistieken', 'statistics'],
  },
  {
    id: 'navigation.users',
    screen: 'users',
    label: s.users,
    title: t.goUsers,
    path: href(routes.users),
    keybinding: 'g u',
    keywords: ['gebruikers', 'users', 'accounts', 'people'],
  },
  {
    id: 'navigation.organizations',
    screen: 'organizations',
    label: s.organizations,
    title: t.goOrganizations,
    path: href(routes.organizations),
    keybinding: 'g o',
    keywords: ['organisaties', 'organizations', 'organisations', 'bedrijven', 'companies'],
  },
  {
    id: 'navigation.taxonomies',
    screen: 'taxonomies',
    label: s.taxonomies,
    title: t.goTaxonomies,
    path: href(routes.taxonomies),
    keybinding: 'g t',
    keywords: ['taxonomieën', 'taxonomies', 'termen', 'terms', 'woordenlijsten', 'vocabulary'],
  },
  {
    id: 'navigation.defaultTemplates',
    screen: 'defaultTemplates',
    label: s.defaultTemplates,
    title: t.goDefaultTemplates,
    path: href(routes.defaultTemplates),
    keybinding: 'g s',
    keywords: ['standaard templates', 'default templates', 'sjablonen', 'templates'],
  },
  {
    id: 'navigation.workerStatus',
    screen: 'workerStatus',
    label: s.workerStatus,
    title: t.goWorkerStatus,
    path: href(routes.workerStatus),
    keybinding: 'g w',
    keywords: ['worker', 'workers', 'wachtrij', 'queue'],
  },
  {
    id: 'navigation.loginAttempts',
    screen: 'loginAttempts',
    label: s.loginAttempts,
    title: t.goLoginAttempts,
    path: href(routes.loginAttempts),
    keybinding: 'g l',
    keywords: ['login attempts', 'aanmeldpogingen', 'audit', 'sign-in attempts'],
  },
  {
    id: 'navigation.auditLog',
    screen: 'auditLog',
    label: s.auditLog,
    title: t.goAuditLog,
    path: href(routes.auditLog),
    keybinding: 'g a',
    keywords: [
      'audit',
      'audit log',
      'auditlog',
      'wijzigingen',
      'changes',
      'logboek',
      'admin events',
      'beheeracties',
    ],
  },
  {
    id: 'navigation.retention',
    screen: 'retention',
    label: s.retention,
    title: messages.retention.commands.goPlatform,
    path: href(routes.retention),
    keybinding: 'g b',
    keywords: ['bewaarbeleid', 'bewaartermijn', 'retention', 'verwijderlog', 'avg', 'gdpr', 'opschonen'],
    feature: 'retention',
  },
  {
    id: 'navigation.usage',
    screen: 'usage',
    label: s.usage,
    title: messages.usage.commands.goUsage,
    path: href(routes.usage),
    keybinding: 'g k',
    keywords: ['gebruik', 'kosten', 'usage', 'cost', 'prijzen', 'prices', 'budget', 'tokens', 'financiën'],
    feature: 'usage',
  },
];

/** Whether `role`'s menu lists the destination (the route's access decides the rest). */
export const listedFor = (destination: Destination, role: Role) =>
  !destination.roles || destination.roles.includes(role);

/** Unavailable where the server said it does not offer `feature` (a screen beyond the original admin API). */
const offeredBy =
  (feature: OptionalFeature) =>
  (_args: unknown, ctx: CommandContext): Availability =>
    serverOffers(ctx.store, feature) === false ? { reason: messages.commands.notOffered } : true;

export const navigationCommands = destinations.map((destination) =>
  defineCommand({
    id: destination.id,
    title: destination.title,
    group: 'navigation',
    keywords: destination.keywords,
    ...(destination.keybinding ? { keybinding: destination.keybinding } : {}),
    calls: [routeAccess[destination.screen]],
    ...(destination.roles ? { roles: destination.roles } : {}),
    ...(destination.feature ? { when: offeredBy(destination.feature) } : {}),
    run: (_args, ctx) => ctx.navigate(destination.path),
  }),
);

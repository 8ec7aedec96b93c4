import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { defineCommand } from '../types';

const t = messages.commands;
const s = messages.screens;

/**
 * The screens of the side menu (spec 2's seven, and the audit of issue 10), declared once: the side menu lists them with `label`, and each
 * becomes a navigation command with its `g`-chord.
 */
export const destinations = [
  {
    id: 'navigation.dashboard',
    label: s.dashboard,
    title: t.goDashboard,
    path: href(routes.dashboard),
    keybinding: 'g d',
    keywords: ['dashboard', 'home', 'start', 'overzicht', 'statistieken', 'statistics'],
  },
  {
    id: 'navigation.users',
    label: s.users,
    title: t.goUsers,
    path: href(routes.users),
    keybinding: 'g u',
    keywords: ['gebruikers', 'users', 'accounts', 'people'],
  },
  {
    id: 'navigation.organizations',
    label: s.organizations,
    title: t.goOrganizations,
    path: href(routes.organizations),
    keybinding: 'g o',
    keywords: ['organisaties', 'organizations', 'organisations', 'bedrijven', 'companies'],
  },
  {
    id: 'navigation.taxonomies',
    label: s.taxonomies,
    title: t.goTaxonomies,
    path: href(routes.taxonomies),
    keybinding: 'g t',
    keywords: ['taxonomieën', 'taxonomies', 'termen', 'terms', 'woordenlijsten', 'vocabulary'],
  },
  {
    id: 'navigation.defaultTemplates',
    label: s.defaultTemplates,
    title: t.goDefaultTemplates,
    path: href(routes.defaultTemplates),
    keybinding: 'g s',
    keywords: ['standaard templates', 'default templates', 'sjablonen', 'templates'],
  },
  {
    id: 'navigation.workerStatus',
    label: s.workerStatus,
    title: t.goWorkerStatus,
    path: href(routes.workerStatus),
    keybinding: 'g w',
    keywords: ['worker', 'workers', 'wachtrij', 'queue'],
  },
  {
    id: 'navigation.loginAttempts',
    label: s.loginAttempts,
    title: t.goLoginAttempts,
    path: href(routes.loginAttempts),
    keybinding: 'g l',
    keywords: ['login attempts', 'aanmeldpogingen', 'audit', 'sign-in attempts'],
  },
  {
    id: 'navigation.auditLog',
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
] as const;

export const navigationCommands = destinations.map((destination) =>
  defineCommand({
    id: destination.id,
    title: destination.title,
    group: 'navigation',
    keywords: destination.keywords,
    keybinding: destination.keybinding,
    run: (_args, ctx) => ctx.navigate(destination.path),
  }),
);

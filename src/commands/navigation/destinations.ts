import { messages } from '../../messages';
import { navigationCommand } from './navigate';

const t = messages.commands;

/** The seven screens of the side menu, with `g`-chords. */
export const goDashboard = navigationCommand({
  id: 'navigation.dashboard',
  title: t.goDashboard,
  path: '/',
  keybinding: 'g d',
  keywords: ['dashboard', 'home', 'start', 'overzicht', 'statistieken', 'statistics'],
});

export const goUsers = navigationCommand({
  id: 'navigation.users',
  title: t.goUsers,
  path: '/users',
  keybinding: 'g u',
  keywords: ['gebruikers', 'users', 'accounts', 'people'],
});

export const goOrganizations = navigationCommand({
  id: 'navigation.organizations',
  title: t.goOrganizations,
  path: '/organizations',
  keybinding: 'g o',
  keywords: ['organisaties', 'organizations', 'organisations', 'bedrijven', 'companies'],
});

export const goTaxonomies = navigationCommand({
  id: 'navigation.taxonomies',
  title: t.goTaxonomies,
  path: '/taxonomies',
  keybinding: 'g t',
  keywords: ['taxonomieën', 'taxonomies', 'termen', 'terms', 'woordenlijsten', 'vocabulary'],
});

export const goDefaultTemplates = navigationCommand({
  id: 'navigation.defaultTemplates',
  title: t.goDefaultTemplates,
  path: '/default-templates',
  keybinding: 'g s',
  keywords: ['standaard templates', 'default templates', 'sjablonen', 'templates'],
});

export const goWorkerStatus = navigationCommand({
  id: 'navigation.workerStatus',
  title: t.goWorkerStatus,
  path: '/worker-status',
  keybinding: 'g w',
  keywords: ['worker', 'workers', 'wachtrij', 'queue'],
});

export const goLoginAttempts = navigationCommand({
  id: 'navigation.loginAttempts',
  title: t.goLoginAttempts,
  path: '/login-attempts',
  keybinding: 'g l',
  keywords: ['login attempts', 'aanmeldpogingen', 'audit', 'sign-in attempts'],
});

export const navigationCommands = [
  goDashboard,
  goUsers,
  goOrganizations,
  goTaxonomies,
  goDefaultTemplates,
  goWorkerStatus,
  goLoginAttempts,
];

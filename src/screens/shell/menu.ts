import { messages } from '../../messages';

/** The side menu (spec 2), with the command whose chord goes there. */
export const menu = [
  { label: messages.screens.dashboard, path: '/', commandId: 'navigation.dashboard' },
  { label: messages.screens.users, path: '/users', commandId: 'navigation.users' },
  { label: messages.screens.organizations, path: '/organizations', commandId: 'navigation.organizations' },
  { label: messages.screens.taxonomies, path: '/taxonomies', commandId: 'navigation.taxonomies' },
  {
    label: messages.screens.defaultTemplates,
    path: '/default-templates',
    commandId: 'navigation.defaultTemplates',
  },
  { label: messages.screens.workerStatus, path: '/worker-status', commandId: 'navigation.workerStatus' },
  { label: messages.screens.loginAttempts, path: '/login-attempts', commandId: 'navigation.loginAttempts' },
] as const;

import { z } from 'zod';
import { idParam } from '../schemas/common';
import { passwordChange, sessionList, sessionsEnded } from '../schemas/sessions';
import { recordsNothing, targetInPath } from './auditRecord';
import { consoleUser, defineEndpoint, publicAccess } from './define';
import { userInPath } from './scopes';

const byUser = z.object({ id: idParam });

/**
 * Beyond the original admin API: sessions. Each sign-in is a session on the server; signing out ends it there
 * (the original console only forgets its tokens, which a console against another server still does).
 */
export const sessionsEndpoints = {
  logout: defineEndpoint({
    id: 'sessions.logout',
    summary:
      'Ends the session of the access token sent as bearer (beyond the spec); 204 also when it had ended',
    method: 'post',
    path: 'logout',
    status: 204,
    audit: recordsNothing('Signing out ends the caller’s own session: no admin change.'),
    access: publicAccess,
  }),
  logoutEverywhere: defineEndpoint({
    id: 'sessions.logoutEverywhere',
    summary: "Ends every session of the bearer's user, this one included (beyond the spec)",
    method: 'post',
    path: 'logout/everywhere',
    status: 204,
    audit: recordsNothing('Signing out ends the caller’s own sessions: no admin change.'),
    access: consoleUser,
  }),
  changePassword: defineEndpoint({
    id: 'sessions.changePassword',
    summary: 'The signed-in user chooses a new password; their other sessions end (beyond the spec)',
    method: 'post',
    path: 'me/password',
    body: passwordChange,
    status: 204,
    audit: { records: 'change', target: 'user', of: (_parts, caller) => ({ id: caller.id }) },
    access: consoleUser,
  }),
  list: defineEndpoint({
    id: 'sessions.list',
    summary: "A user's open sessions and the latest ended ones (beyond the spec)",
    method: 'get',
    path: 'admin/users/:id/sessions',
    params: byUser,
    answer: sessionList,
    access: userInPath,
  }),
  end: defineEndpoint({
    id: 'sessions.end',
    summary: "Ends one of a user's sessions (beyond the spec)",
    method: 'delete',
    path: 'admin/users/:id/sessions/:sessionId',
    params: z.object({ id: idParam, sessionId: z.uuid() }),
    status: 204,
    audit: targetInPath('user'),
    access: userInPath,
  }),
  endAll: defineEndpoint({
    id: 'sessions.endAll',
    summary: 'Ends every open session of a user (beyond the spec)',
    method: 'delete',
    path: 'admin/users/:id/sessions',
    params: byUser,
    answer: sessionsEnded,
    audit: targetInPath('user'),
    access: userInPath,
  }),
};

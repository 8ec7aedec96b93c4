import type { AuditAction } from '../schemas/audit';
import { auditEndpoints } from './audit';
import type { RecordsChange } from './auditRecord';
import { authEndpoints, metaEndpoints } from './auth';
import type { AnyEndpoint } from './define';
import { exportsEndpoints } from './exports';
import { groupsEndpoints } from './groups';
import { loginAttemptsEndpoints } from './loginAttempts';
import { lockoutsEndpoints } from './lockouts';
import { organizationSettingsEndpoints } from './organizationSettings';
import { organizationsEndpoints } from './organizations';
import { retentionEndpoints } from './retention';
import { revisionsEndpoints, templateGeneratorEndpoints } from './revisions';
import { sessionsEndpoints } from './sessions';
import { statsEndpoints } from './stats';
import { taxonomiesEndpoints, taxonomyTermsEndpoints, templateTaxonomiesEndpoints } from './taxonomies';
import { transcriptionsEndpoints } from './transcriptions';
import {
  defaultTemplatesEndpoints,
  organizationTemplatesEndpoints,
  templateSettingsEndpoints,
  userTemplatesEndpoints,
} from './templates';
import { usageEndpoints } from './usage';
import { usersEndpoints } from './users';
import { workersEndpoints } from './workers';

export * from './auditRecord';
export * from './define';

/**
 * The API by area: `endpoints.users.block`, `endpoints.groups.list`. Adding a call to the console or a
 * route to the server starts with a declaration here.
 */
export const endpoints = {
  auth: authEndpoints,
  meta: metaEndpoints,
  users: usersEndpoints,
  sessions: sessionsEndpoints,
  transcriptions: transcriptionsEndpoints,
  organizations: organizationsEndpoints,
  organizationSettings: organizationSettingsEndpoints,
  retention: retentionEndpoints,
  usage: usageEndpoints,
  groups: groupsEndpoints,
  stats: statsEndpoints,
  loginAttempts: loginAttemptsEndpoints,
  lockouts: lockoutsEndpoints,
  audit: auditEndpoints,
  userTemplates: userTemplatesEndpoints,
  organizationTemplates: organizationTemplatesEndpoints,
  defaultTemplates: defaultTemplatesEndpoints,
  templateSettings: templateSettingsEndpoints,
  workers: workersEndpoints,
  taxonomies: taxonomiesEndpoints,
  taxonomyTerms: taxonomyTermsEndpoints,
  templateTaxonomies: templateTaxonomiesEndpoints,
  revisions: revisionsEndpoints,
  templateGenerator: templateGeneratorEndpoints,
  exports: exportsEndpoints,
} as const;

/** Every declared endpoint, in declaration order (server registration checks, OpenAPI). */
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints).flatMap(
  (area) => Object.values(area) as AnyEndpoint[],
);

/** The ids of an area's endpoints whose calls record a change. */
type ChangeIds<Area> = {
  [K in keyof Area]: Area[K] extends { id: infer Id; audit: RecordsChange<never> } ? Id : never;
}[keyof Area];

/** The audit log's action names: the id of every endpoint whose calls record a change. */
export type RecordedAction = {
  [A in keyof typeof endpoints]: ChangeIds<(typeof endpoints)[A]>;
}[keyof typeof endpoints];

/**
 * The audit log's list of actions (`auditActions`, what the console filters and labels) is exactly the ids of
 * the endpoints that record a change: a declaration that records one and is not listed, or a listed name that
 * no declaration records, fails the type check here, naming it.
 */
export const auditActionsMatchDeclarations: [
  Exclude<RecordedAction, AuditAction>,
  Exclude<AuditAction, RecordedAction>,
] extends [never, never]
  ? true
  : [unlisted: Exclude<RecordedAction, AuditAction>, undeclared: Exclude<AuditAction, RecordedAction>] = true;

import type { Migration } from 'kysely';
import { initial } from './0001_initial';
import { usersTranscriptions } from './0002_users_transcriptions';
import { organizationsStats } from './0003_organizations_stats';
import { throttle } from './0004_throttle';
import { audit } from './0005_audit';
import { templates } from './0006_templates';
import { jobsWorkers } from './0007_jobs_workers';
import { taxonomies } from './0008_taxonomies';
import { exportConfigurations } from './0009_export_configurations';
import { brandingPdf } from './0010_branding_pdf';
import { listVersions } from './0011_list_versions';
import { statsRollups } from './0012_stats_rollups';
import { loginAttemptsPaging } from './0013_login_attempts_paging';
import { sessions } from './0014_sessions';
import { auditActionNames } from './0015_audit_action_names';
import { retention } from './0016_retention';
import { retentionRemoval } from './0017_retention_removal';
import { usageCost } from './0018_usage_cost';
import { statsUserMonth } from './0019_stats_user_month';

/**
 * Every migration, by name. Names sort in the order they run; add new ones as `0002_…` and never rename or
 * edit one that has shipped. A static record (not a folder scan) so it works the same under tsx, Vitest and a bundle.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_users_transcriptions': usersTranscriptions,
  '0003_organizations_stats': organizationsStats,
  '0004_throttle': throttle,
  '0005_audit': audit,
  '0006_templates': templates,
  '0007_jobs_workers': jobsWorkers,
  '0008_taxonomies': taxonomies,
  '0009_export_configurations': exportConfigurations,
  '0010_branding_pdf': brandingPdf,
  '0011_list_versions': listVersions,
  '0012_stats_rollups': statsRollups,
  '0013_login_attempts_paging': loginAttemptsPaging,
  '0014_sessions': sessions,
  '0015_audit_action_names': auditActionNames,
  '0016_retention': retention,
  '0017_retention_removal': retentionRemoval,
  '0018_usage_cost': usageCost,
  '0019_stats_user_month': statsUserMonth,
};

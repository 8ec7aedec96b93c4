import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { ExportPlatform, ExportPushStatus } from '../../../src/api/schemas/exports';
import type { Complexity } from '../../../src/api/schemas/templates';

/** A timestamptz column: read as Date, written as Date (or left to its default). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export const userLevels = ['Lite', 'Pro', 'Business', 'Debug'] as const;
export type UserLevel = (typeof userLevels)[number];

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  /** Branding: null when not set. */
  primary_color: ColumnType<string | null, string | null | undefined, string | null>;
  secondary_color: ColumnType<string | null, string | null | undefined, string | null>;
  accent_color: ColumnType<string | null, string | null | undefined, string | null>;
  brand_font: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the logo is served: the logo route's path relative to the API base; null without a logo. */
  logo_path: ColumnType<string | null, string | null | undefined, string | null>;
  company_website: ColumnType<string | null, string | null | undefined, string | null>;
  company_address: ColumnType<string | null, string | null | undefined, string | null>;
  company_phone: ColumnType<string | null, string | null | undefined, string | null>;
  company_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The PDF export settings object as saved (written as JSON text cast to json); null: the default layout. */
  pdf_export_settings: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

/** An organisation's logo, in the database so every API process serves the same one. */
export interface OrganizationLogosTable {
  organization_id: number;
  content: Uint8Array;
  content_type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/svg+xml';
  /** The uploaded file's name, cleaned (for Content-Disposition). */
  file_name: string;
  byte_size: number;
  /** sha256 of the content, base64url: the logo's ETag. */
  sha256: string;
  updated_at: Timestamp;
}

export interface GroupsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  description: string | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Always stored lower-cased; unique on lower(email). */
  email: string;
  password_hash: string;
  level: Generated<UserLevel>;
  is_admin: Generated<boolean>;
  is_superuser: Generated<boolean>;
  is_active: Generated<boolean>;
  is_org_admin: Generated<boolean>;
  organization_id: number | null;
  group_id: number | null;
  user_uuid: string;
  created_at: Timestamp;
  deactivated_at: NullableTimestamp;
}

/** One sign-in (see migration 0014): its access tokens carry its id as `sid`, its refresh tokens as family. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_used_at: Timestamp;
  /** The absolute end: sign-in time plus SESSION_MAX_HOURS. */
  expires_at: Date;
  ended_at: NullableTimestamp;
  end_reason: string | null;
  ip_address: string | null;
  user_agent: string | null;
  /** Readable name of the browser and system ("Chrome op Windows"), from the user agent at sign-in. */
  device: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  /** sha256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  expires_at: Date;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface TwoFactorCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA256 (hex, keyed with the JWT secret) of user id and code. */
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  /** Set when the code can no longer be used: consumed, or replaced by a newer code. */
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  attempted_at: Timestamp;
  email: string | null;
  user_id: number | null;
  ip_address: string | null;
  user_agent: string | null;
  success: boolean;
  attempt_type: string;
  error_reason: string | null;
}

export interface TranscriptionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** Relative key of the transcript under FILES_DIR, e.g. `transcriptions/<uuid>.txt`; null once removed. */
  file_key: string | null;
  /** Relative key of the audio file, or null when no audio is stored (or it was removed). */
  audio_file_key: string | null;
  /** Length of the recording in seconds, when known. */
  audio_duration: number | null;
  created_at: Timestamp;
  /** Sizes of the files in bytes (int8, read as text); null while not measured. */
  audio_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  transcript_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  /** When the retention removed the audio or the transcript (the row stays: statistics). */
  audio_removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  transcript_removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SummariesTable {
  id: Generated<number>;
  transcription_id: number;
  meeting_type: string;
  /** Relative key of the summary text under FILES_DIR, e.g. `summaries/<uuid>.txt`; null once removed. */
  file_key: string | null;
  created_at: Timestamp;
  /** Size of the file in bytes (int8, read as text); null while not measured. */
  bytes: ColumnType<string | null, number | null | undefined, number | null>;
  /** When the retention removed the text (the row stays: statistics). */
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One language-model call: who, when, for which summary (if any) and how many tokens. */
export interface TokenUsageTable {
  id: Generated<number>;
  user_id: number;
  summary_id: number | null;
  occurred_at: Timestamp;
  tokens_in: Generated<number>;
  /** Part of tokens_in served from the prompt cache. */
  tokens_cached: Generated<number>;
  tokens_out: Generated<number>;
  model: string | null;
}

export type ThrottleScope = 'account' | 'login' | 'ip' | 'two_factor' | 'mail';

/** Throttling state of one subject: failures (or mails) counted, and a wait when there is one. */
export interface AuthThrottlesTable {
  scope: ThrottleScope;
  /** The user id (account, two_factor, mail), the lower-cased typed login, or the client address. */
  subject: string;
  /** The account the row belongs to, so an administrator can see and clear it; null for ip and login. */
  user_id: number | null;
  /** Failures counted (or mails sent in the window). */
  hits: number;
  window_started_at: Timestamp;
  last_hit_at: Timestamp;
  blocked_until: NullableTimestamp;
}

/** One audited admin change (or refused attempt at one); see `server/src/audit`. */
export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  actor_id: number | null;
  actor_username: string;
  /** The id of the endpoint the entry records: `users.block`. */
  action: string;
  target_type: string;
  target_id: number | null;
  target_label: string | null;
  /** The organisation the change concerns, when there is one (what an organisation administrator sees). */
  organization_id: number | null;
  outcome: 'success' | 'failure';
  /** The HTTP status of the answer. */
  status: number;
  /** The refusal's detail; null on success. */
  detail: string | null;
  ip_address: string | null;
}

/** A CUSTOM template's settings, stored beside it (null for the other complexities). */
interface TemplateSettingsColumns {
  /** Max tokens: the parsed integer, stored as a string (the API answers it as a string too). */
  max_tokens: string | null;
  system_message: string | null;
  opdracht: string | null;
  /** A JSON text (or empty). */
  additional_settings: string | null;
}

/** A template (meeting type): a user's (user_id), an organisation's (organization_id) or a default one (neither). */
export interface TemplatesTable extends TemplateSettingsColumns {
  id: Generated<number>;
  /** A stable slug, unique per owner. */
  name: string;
  title: string;
  description: string | null;
  content: string;
  complexity: Complexity;
  user_id: number | null;
  organization_id: number | null;
  /** The default templates' platform-wide order (0 for the others). */
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: number | null;
}

/** The position of a template in one user's (user_id) or one organisation's (organization_id) saved order. */
export interface TemplateOrderTable {
  id: Generated<number>;
  template_id: number;
  user_id: number | null;
  organization_id: number | null;
  position: number;
}

/** A template switched off for one user (user_id) or for a whole organisation (organization_id). */
export interface TemplateSwitchesTable {
  id: Generated<number>;
  template_id: number;
  user_id: number | null;
  organization_id: number | null;
  created_at: Timestamp;
}

/** One save of a template, numbered per template from 1. */
export interface TemplateRevisionsTable extends TemplateSettingsColumns {
  id: Generated<number>;
  template_id: number;
  revision_number: number;
  title: string;
  description: string | null;
  content: string;
  complexity: Complexity;
  revision_reason: string | null;
  created_at: Timestamp;
  created_by: number | null;
}

/** A taxonomy: a user's (user_id) or an organisation's (organization_id) list of terms. */
export interface TaxonomiesTable {
  id: Generated<number>;
  user_id: number | null;
  organization_id: number | null;
  name: string;
  description: string;
  /** Free text handed to the transcription with the terms; null when none. */
  taxonomy_context: string | null;
  /** An organisation's taxonomy that also applies to its members' personal templates. */
  is_org_wide: Generated<boolean>;
  /** Whether a template without its own choice (no template_taxonomies row) uses it. */
  default_active: Generated<boolean>;
  created_at: Timestamp;
  /** Also moved by every change to its terms. */
  updated_at: Timestamp;
  created_by: number | null;
}

/** One term: the correct form, unique per taxonomy case-insensitively, and the spellings it replaces. */
export interface TaxonomyTermsTable {
  id: Generated<number>;
  taxonomy_id: number;
  correct_form: string;
  /** A text[]: trimmed, non-empty, without duplicates (`cleanAlternatives`). */
  alternatives: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A template's own choice for a taxonomy; without a row the taxonomy's default_active applies. */
export interface TemplateTaxonomiesTable {
  template_id: number;
  taxonomy_id: number;
  is_active: boolean;
  updated_at: Timestamp;
}

/** A task a worker runs now, as its heartbeat records it (`time_start` in epoch seconds). */
export type WorkerTaskRecord = {
  id: string;
  name: string;
  time_start: number;
  username: string | null;
  file_id: string | number | null;
};

/** JSON written as text and cast (`sql\`${text}::text::jsonb\``), read back parsed. */
type Json<T> = ColumnType<T, string, string>;

/** One worker process: who it is, its last heartbeat and what it ran at that moment. */
export interface WorkersTable {
  /** WORKER_NAME, else `hostname:pid`. */
  name: string;
  hostname: string;
  pid: number;
  started_at: Timestamp;
  last_heartbeat: Timestamp;
  /** Set when it stopped cleanly; it is offline from then on. */
  stopped_at: NullableTimestamp;
  /** Its own interval: it is offline once two heartbeats are missing. */
  heartbeat_seconds: number;
  concurrency: number;
  processes: Json<number[]>;
  load_averages: Json<number[]>;
  active_tasks: Json<WorkerTaskRecord[]>;
  reserved_tasks: Generated<number>;
}

export type MailKind = 'two_factor_code' | 'new_password' | 'budget_alert';
export type MailStatus = 'pending' | 'sent' | 'dropped' | 'failed';

/** An outgoing mail from the moment it is queued until it is delivered or no longer wanted. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: MailKind;
  user_id: number | null;
  recipient: string;
  subject: string;
  /** The body, sealed (AES-256-GCM, key derived from the JWT secret); null once sent, dropped or failed. */
  sealed_body: string | null;
  /** A 2FA-code mail: the code it carries; dropped when that code is no longer open. */
  two_factor_code_id: number | null;
  /** A new-password mail: the argon2id hash that takes effect when the mail is delivered. */
  password_hash: string | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  /** Why the last delivery attempt failed (the mail server's answer), or why it was dropped. */
  last_error: string | null;
  /** A worker is delivering it until then; another one leaves it alone meanwhile. */
  claimed_until: NullableTimestamp;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** The distinct addresses of login_attempts (trigger-maintained), searched by the e-mail filter. */
export interface LoginAttemptEmailsTable {
  email: string;
  /** lower(email), generated: what the "contains" filter matches with LIKE (trigram index where available). */
  search: GeneratedAlways<string>;
}

/** Login attempts per UTC day, type and status (trigger-maintained), for the totals of a filter. */
export interface LoginAttemptCountsTable {
  /** A UTC date; compared and written as `YYYY-MM-DD`. */
  day: ColumnType<Date | string, string, string>;
  attempt_type: string;
  success: boolean;
  attempts: ColumnType<string | number, number, number>;
}

/** An export configuration: where an organisation pushes the summaries of some templates. */
export interface ExportConfigurationsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  target_platform: ExportPlatform;
  is_active: Generated<boolean>;
  /** The platform's details (`hubspotDetails` or `notionDetails`); names a secret, never holds a key. */
  configuration_details: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A meeting template a configuration picks, at its place in the configuration's list (from 0). */
export interface ExportConfigurationTemplatesTable {
  configuration_id: number;
  template_id: number;
  position: number;
}

/** What an interrupted push already made on its platform, for the next attempt to go on from. */
export interface ExportPushCheckpoint {
  /** HubSpot: the deal or ticket found or created. */
  object_id?: string;
  /** Notion: the page made, its address, and how many of its content blocks were sent. */
  page_id?: string;
  page_url?: string | null;
  blocks_sent?: number;
}

/** One push of one summary through one configuration (a job on the queue). */
export interface ExportPushesTable {
  id: Generated<number>;
  configuration_id: number;
  summary_id: number;
  status: Generated<ExportPushStatus>;
  attempts: Generated<number>;
  /** Why the last attempt failed (Dutch), while retrying or once failed. */
  error: string | null;
  /** The HubSpot note id or the Notion page id, once succeeded. */
  external_id: string | null;
  external_url: string | null;
  checkpoint: ColumnType<ExportPushCheckpoint, string | undefined, string>;
  /** A worker is sending it until then. */
  claimed_until: NullableTimestamp;
  requested_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** The version of each long list (`0011_list_versions`): int8, read as text. */
export interface ListVersionsTable {
  name: string;
  version: ColumnType<string, never, never>;
}

/** The platform's retention: the default and the maximum per kind, in days (null: kept / no maximum). One row. */
export interface RetentionPlatformTable {
  id: Generated<boolean>;
  default_audio_days: number | null;
  default_transcript_days: number | null;
  default_summary_days: number | null;
  max_audio_days: number | null;
  max_transcript_days: number | null;
  max_summary_days: number | null;
  updated_at: Timestamp;
}

/** An organisation's own retention policy, in days per kind (null: kept). */
export interface RetentionPoliciesTable {
  organization_id: number;
  audio_days: number | null;
  transcript_days: number | null;
  summary_days: number | null;
  updated_at: Timestamp;
}

/** The periods of a policy as a change keeps them. */
export interface RetentionPeriodsJson {
  audio_days: number | null;
  transcript_days: number | null;
  summary_days: number | null;
}

/** One change of a retention policy: the platform's (organization_id null) or an organisation's. */
export interface RetentionPolicyChangesTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  actor_id: number | null;
  actor_username: string;
  organization_id: number | null;
  old_periods: Json<RetentionPeriodsJson> | null;
  new_periods: Json<RetentionPeriodsJson> | null;
  /** A platform change's maximum before and after (null for an organisation's). */
  old_maximum: Json<RetentionPeriodsJson> | null;
  new_maximum: Json<RetentionPeriodsJson> | null;
}

/** One removed item (retention): names as they were, no foreign keys (it outlives users and organisations). */
export interface RetentionRemovalsTable {
  id: Generated<number>;
  removed_at: Timestamp;
  kind: 'audio' | 'transcript' | 'summary';
  organization_id: number | null;
  user_id: number | null;
  username: string;
  transcription_id: number;
  summary_id: number | null;
  item_name: string;
  item_created_at: Date;
  /** int8, read as text. */
  bytes: ColumnType<string | null, number | null | undefined, number | null>;
  policy_days: number;
  policy_source: 'organization' | 'platform';
}

/** A file whose row the retention removed, still to be deleted from disk. */
export interface RetentionFileDeletionsTable {
  file_key: string;
  queued_at: Timestamp;
}

/** numeric columns: read as text (exact), written as numbers or text. */
type Numeric = ColumnType<string, number | string, number | string>;

/** A model's price per million tokens from `valid_from` (YYYY-MM-DD) on (migration 0018). */
export interface ModelPricesTable {
  id: Generated<number>;
  model: string;
  valid_from: ColumnType<string, string, string>;
  input_per_million: Numeric;
  cached_per_million: Numeric;
  output_per_million: Numeric;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** An organisation's monthly budget: euros or tokens, with thresholds in percent (ascending). */
export interface OrganizationBudgetsTable {
  organization_id: number;
  kind: 'eur' | 'tokens';
  amount: Numeric;
  thresholds: number[];
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A threshold crossed in a month (its first day, YYYY-MM-DD): once per organisation, month and threshold. */
export interface BudgetAlertsTable {
  organization_id: number;
  month: ColumnType<string, string, string>;
  threshold: number;
  kind: 'eur' | 'tokens';
  amount: Numeric;
  used: Numeric;
  raised_at: Timestamp;
}

export interface Database {
  organizations: OrganizationsTable;
  groups: GroupsTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  two_factor_codes: TwoFactorCodesTable;
  login_attempts: LoginAttemptsTable;
  transcriptions: TranscriptionsTable;
  summaries: SummariesTable;
  token_usage: TokenUsageTable;
  auth_throttles: AuthThrottlesTable;
  audit_log: AuditLogTable;
  templates: TemplatesTable;
  template_order: TemplateOrderTable;
  template_switches: TemplateSwitchesTable;
  template_revisions: TemplateRevisionsTable;
  taxonomies: TaxonomiesTable;
  taxonomy_terms: TaxonomyTermsTable;
  template_taxonomies: TemplateTaxonomiesTable;
  workers: WorkersTable;
  mail_outbox: MailOutboxTable;
  login_attempt_emails: LoginAttemptEmailsTable;
  login_attempt_counts: LoginAttemptCountsTable;
  organization_logos: OrganizationLogosTable;
  export_configurations: ExportConfigurationsTable;
  export_configuration_templates: ExportConfigurationTemplatesTable;
  export_pushes: ExportPushesTable;
  list_versions: ListVersionsTable;
  retention_platform: RetentionPlatformTable;
  model_prices: ModelPricesTable;
  organization_budgets: OrganizationBudgetsTable;
  budget_alerts: BudgetAlertsTable;
  retention_policies: RetentionPoliciesTable;
  retention_policy_changes: RetentionPolicyChangesTable;
  retention_removals: RetentionRemovalsTable;
  retention_file_deletions: RetentionFileDeletionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type NewLoginAttempt = Insertable<LoginAttemptsTable>;
export type TemplateRow = Selectable<TemplatesTable>;
export type TaxonomyRow = Selectable<TaxonomiesTable>;
export type TaxonomyTermRow = Selectable<TaxonomyTermsTable>;

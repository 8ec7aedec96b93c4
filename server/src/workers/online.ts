import { sql } from 'kysely';

/**
 * Whether a `workers` row is online: not stopped, and its last heartbeat at most two of its own intervals old,
 * in database time (so the clocks of the workers' hosts do not matter).
 */
export const workerOnline = sql<boolean>`(stopped_at is null and last_heartbeat >= now() - heartbeat_seconds * 2 * interval '1 second')`;

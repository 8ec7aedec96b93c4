/**
 * How long one attempt of a push may run: pg-boss expires its job after this and retries it (a crashed or
 * stuck worker), and a worker's claim on the push lasts a little longer (renewed at every checkpoint), so the
 * retry finds the push free only once the first worker can no longer be sending it.
 */
export const EXPORT_PUSH_EXPIRE_SECONDS = 30 * 60;
export const EXPORT_PUSH_CLAIM_SECONDS = EXPORT_PUSH_EXPIRE_SECONDS + 5 * 60;

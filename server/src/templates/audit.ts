import type { AuditTarget } from '../audit/record';

/** The audit target of a call on one template; a name in the path is completed with the id by the work. */
export function templateTarget(
  ref: number | string | null,
  extra: Partial<AuditTarget> = {},
): Pick<AuditTarget, 'type' | 'id'> & Partial<AuditTarget> {
  return { type: 'template', id: typeof ref === 'number' ? ref : null, ...extra };
}

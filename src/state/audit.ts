import type { ApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQueryInput,
} from '../api/schemas/audit';
import { messages } from '../messages';
import { keyedResource } from './freshness';
import { keyedSlot, loadInto, type Loadable } from './loadable';
import { resourceAtom } from './resources';
import type { SearchOf, routes } from './routes';
import type { Store } from './store';

/** The audit screen's filters, as its route keeps them in the URL. */
export type AuditFilters = SearchOf<typeof routes.auditLog>;

/** The API query of a set of filters (first page). */
export function auditQuery(filters: AuditFilters, offset = 0): AuditLogQueryInput {
  return {
    days_back: String(filters.days),
    action: filters.action,
    actor: filters.actor.trim() || undefined,
    target_type: filters.target,
    outcome: filters.outcome,
    organization_id: filters.org === undefined ? undefined : String(filters.org),
    limit: String(AUDIT_PAGE_SIZE),
    offset: String(offset),
  };
}

/** One key per set of filters: the loaded pages of that query are kept under it. */
export function auditKey(filters: AuditFilters): string {
  return JSON.stringify(auditQuery(filters));
}

/** The loaded entries of one filter set: the pages so far, newest first, and how many match in all. */
export const auditLogAtom = resourceAtom<Readonly<Record<string, Loadable<AuditLogPage>>>>({});

function queryOf(key: string): AuditLogQueryInput {
  return JSON.parse(key) as AuditLogQueryInput;
}

/** `GET admin/audit-log`, first page of the filters in `key`. */
export function loadAuditLog(store: Store, api: ApiClient, key: string): Promise<AuditLogPage> {
  return loadInto(
    keyedSlot(store, auditLogAtom, key),
    () => api.call(endpoints.audit.list, { query: queryOf(key) }),
    () => messages.audit.loadFailed,
  );
}

/** The audit log by filter set; a screen showing it reloads it when opened. */
export const auditLogResource = keyedResource('auditLog', auditLogAtom, loadAuditLog);

/** Appends the next page of the filters in `key` to what is loaded. */
export async function loadMoreAudit(store: Store, api: ApiClient, key: string): Promise<void> {
  const slot = keyedSlot(store, auditLogAtom, key);
  const current = slot.get().data;
  if (!current) return;
  const offset = current.entries.length;
  await loadInto(
    slot,
    async () => {
      const next = await api.call(endpoints.audit.list, {
        query: { ...queryOf(key), offset: String(offset) },
      });
      const seen = new Set(current.entries.map((entry) => entry.id));
      const entries: AuditEntry[] = [...current.entries, ...next.entries.filter((e) => !seen.has(e.id))];
      return { entries, total: next.total };
    },
    () => messages.audit.loadFailed,
  ).catch(() => undefined);
}

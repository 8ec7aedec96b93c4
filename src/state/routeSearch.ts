import { z } from 'zod';
import { auditActions, auditOutcomes, auditTargetTypes, DEFAULT_AUDIT_DAYS } from '../api/schemas/audit';
import { MAX_ID } from '../api/schemas/common';
import { attemptTypes } from '../api/schemas/loginAttempts';
import { DEFAULT_STATS_DAYS, statsPeriods } from '../api/schemas/stats';
import { sortDirections } from '../api/schemas/statsSummary';
import { usageOrganizationSorts } from '../api/schemas/usage';

/** The search parameters of a route that declares none. */
export const noSearch = z.object({});
export type NoSearch = typeof noSearch;

/**
 * What the search schemas of the route table are built from. The table (`routeTable.ts`) writes each route's
 * schema as a function of this (`search: ({ z }) => z.object(…)`), because the boot script reads the table
 * before zod and the API schemas have arrived; `routes.ts` builds the schemas with it, once. Every field of a
 * search schema has a default or `.catch`, so a wrong value in a URL falls back.
 */
export const searchKit = {
  /**
   * The zod builders the declarations use. Only these, each by name: a kit that held zod's whole namespace
   * would keep all of zod in the bundle (its locales, JSON Schema, …), which the bundler otherwise leaves out.
   */
  z: { object: z.object, enum: z.enum, string: z.string, coerce: { number: z.coerce.number } },
  /** A text search kept in the URL (`?q=`). */
  text: z.object({ q: z.string().catch('') }),
  /** An id (a positive whole number); absent when missing or wrong. */
  optionalId: z.coerce.number().int().positive().optional().catch(undefined),
  /** A statistics period in days: 7, 30, 90, 180 or 365; 7 by default. */
  statsDays: z.coerce
    .number()
    .refine((days) => (statsPeriods as readonly number[]).includes(days))
    .catch(DEFAULT_STATS_DAYS),
  /** A month (YYYYMM); absent when missing or wrong (the screen then shows the current month). */
  month: z
    .string()
    .regex(/^\d{4}(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  /** An organisation id as written in a URL (digits, no leading zero, at most the largest id). */
  organizationId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_ID))
    .optional()
    .catch(undefined),
  audit: {
    actions: auditActions,
    targetTypes: auditTargetTypes,
    outcomes: auditOutcomes,
    defaultDays: DEFAULT_AUDIT_DAYS,
  },
  attemptTypes,
  usage: { organizationSorts: usageOrganizationSorts, orders: sortDirections },
};

export type SearchKit = typeof searchKit;

import {
  beyondMaximum,
  defaultBeyondMaximumMessage,
  exceedsMaximumMessage,
  periodOf,
  retentionFields,
  retentionKinds,
  retentionPeriods,
  type OrganizationRetention,
  type OrganizationRetentionWrite,
  type PlatformRetention,
  type PlatformRetentionWrite,
  type RetentionKind,
  type RetentionPeriods,
} from '../api/schemas/retention';
import { resourceAtom } from './resources';
import type { Store } from './store';

/**
 * The retention forms as typed, beside what was loaded: an organisation's policy (its own periods, or follow the
 * platform default) and the platform's default and maximum. Held in atoms, not in the screens, so the palette's
 * dry run and save reach what is typed, and a tab left and opened again shows the same draft. The checks are
 * the contract's (`retentionPeriods`, `beyondMaximum`), worded as the server words its refusals.
 */

/** One kind's period as typed: a number of days, or keep (for a maximum: no maximum). */
export interface PeriodDraft {
  keep: boolean;
  days: string;
}
export type PeriodsDraft = Readonly<Record<RetentionKind, PeriodDraft>>;

export interface OrganizationRetentionDraft {
  followDefault: boolean;
  policy: PeriodsDraft;
}

export interface PlatformRetentionDraft {
  default: PeriodsDraft;
  maximum: PeriodsDraft;
}

/** A problem per kind, in the contract's Dutch. */
export type PeriodErrors = Partial<Record<RetentionKind, string>>;

export const organizationRetentionDraftsAtom = resourceAtom<
  Readonly<Record<number, OrganizationRetentionDraft>>
>({});
export const platformRetentionDraftAtom = resourceAtom<PlatformRetentionDraft | null>(null);

/** Periods as fields to edit (a kind kept: keep on, days empty). */
export function periodsDraftOf(periods: RetentionPeriods): PeriodsDraft {
  return Object.fromEntries(
    retentionKinds.map((kind) => {
      const days = periodOf(periods, kind);
      return [kind, { keep: days === null, days: days === null ? '' : String(days) }];
    }),
  ) as unknown as PeriodsDraft;
}

/** Typed days as the number the schema checks (empty or not a number: NaN, which it refuses). */
const daysOf = (draft: PeriodDraft): number | null => {
  if (draft.keep) return null;
  const text = draft.days.trim();
  return text === '' ? Number.NaN : Number(text);
};

/** The draft as periods (unchecked: a kind may be NaN or out of range). */
export function periodsOfDraft(draft: PeriodsDraft): RetentionPeriods {
  return Object.fromEntries(
    retentionKinds.map((kind) => [retentionFields[kind], daysOf(draft[kind])]),
  ) as unknown as RetentionPeriods;
}

/** The schema's problem per kind: whole days, 1 to 36,500. */
function periodErrors(draft: PeriodsDraft): PeriodErrors {
  const parsed = retentionPeriods.safeParse(periodsOfDraft(draft));
  if (parsed.success) return {};
  const errors: PeriodErrors = {};
  for (const issue of parsed.error.issues) {
    const kind = retentionKinds.find((k) => retentionFields[k] === issue.path[0]);
    if (kind && !errors[kind]) errors[kind] = issue.message;
  }
  return errors;
}

/** The kinds of `periods` beyond `maximum`, leaving out kinds that already have a problem. */
function beyond(draft: PeriodsDraft, maximum: RetentionPeriods, errors: PeriodErrors) {
  return beyondMaximum(periodsOfDraft(draft), maximum).filter(({ kind }) => !errors[kind]);
}

export function organizationDraftOf(retention: OrganizationRetention): OrganizationRetentionDraft {
  return {
    followDefault: retention.policy === null,
    policy: periodsDraftOf(retention.policy ?? retention.effective),
  };
}

export function organizationWriteOf(draft: OrganizationRetentionDraft): OrganizationRetentionWrite {
  return { policy: draft.followDefault ? null : periodsOfDraft(draft.policy) };
}

/** An organisation's form's problems: the periods' own, then each beyond the platform maximum. */
export function organizationDraftErrors(
  draft: OrganizationRetentionDraft,
  maximum: RetentionPeriods,
): PeriodErrors {
  if (draft.followDefault) return {};
  const errors = periodErrors(draft.policy);
  for (const { kind, maximum: limit } of beyond(draft.policy, maximum, errors))
    errors[kind] = exceedsMaximumMessage(kind, limit);
  return errors;
}

export function platformDraftOf(retention: PlatformRetention): PlatformRetentionDraft {
  return { default: periodsDraftOf(retention.default), maximum: periodsDraftOf(retention.maximum) };
}

export function platformWriteOf(draft: PlatformRetentionDraft): PlatformRetentionWrite {
  return { default: periodsOfDraft(draft.default), maximum: periodsOfDraft(draft.maximum) };
}

/** The platform form's problems: each period's own, then a default beyond the maximum beside it. */
export function platformDraftErrors(draft: PlatformRetentionDraft): {
  default: PeriodErrors;
  maximum: PeriodErrors;
} {
  const maximum = periodErrors(draft.maximum);
  const defaults = periodErrors(draft.default);
  const limits = periodsOfDraft(draft.maximum);
  for (const kind of retentionKinds) if (maximum[kind]) limits[retentionFields[kind]] = null;
  for (const { kind, maximum: limit } of beyond(draft.default, limits, defaults))
    defaults[kind] = defaultBeyondMaximumMessage(kind, limit);
  return { default: defaults, maximum };
}

/** The first problem, for a command that refuses (the form shows each at its field). */
export const firstError = (...all: PeriodErrors[]): string | null =>
  all.flatMap((errors) => retentionKinds.flatMap((kind) => (errors[kind] ? [errors[kind]] : [])))[0] ?? null;

// The drafts in their atoms.

export const organizationDraftOfStore = (store: Store, id: number): OrganizationRetentionDraft | null =>
  store.get(organizationRetentionDraftsAtom)[id] ?? null;

export function setOrganizationDraft(store: Store, id: number, draft: OrganizationRetentionDraft): void {
  store.set(organizationRetentionDraftsAtom, (all) => ({ ...all, [id]: draft }));
}

export function dropOrganizationDraft(store: Store, id: number): void {
  store.set(organizationRetentionDraftsAtom, (all) => {
    const { [id]: _dropped, ...rest } = all;
    return rest;
  });
}

export const platformDraftOfStore = (store: Store): PlatformRetentionDraft | null =>
  store.get(platformRetentionDraftAtom);

export function setPlatformDraft(store: Store, draft: PlatformRetentionDraft | null): void {
  store.set(platformRetentionDraftAtom, draft);
}

import { Badge } from '@radix-ui/themes';
import type { TaxonomyOwnerType, TaxonomySummary } from '../../../api/schemas/taxonomies';
import { messages } from '../../../messages';

const t = messages.taxonomies;

/** A person (a user owns it) or a building (an organisation owns it), named for assistive technology. */
export function OwnerIcon({ type }: { type: TaxonomyOwnerType }) {
  const label = t.ownerTypes[type];
  return (
    <svg role="img" aria-label={label} viewBox="0 0 16 16" width="14" height="14" className="shrink-0">
      <title>{label}</title>
      {type === 'user' ? (
        <path
          d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5.5 6.5c0-2.8 2.5-4.5 5.5-4.5s5.5 1.7 5.5 4.5v.5h-11v-.5Z"
          fill="var(--gray-11)"
        />
      ) : (
        <path
          d="M2 15V2.5L9 1v4l5 1.5V15H2Zm2-10h2V3.5H4V5Zm0 3h2V6.5H4V8Zm0 3h2V9.5H4V11Zm4-3h2V6.5H8V8Zm0 3h2V9.5H8V11Zm3 0h1.5V9.5H11V11Z"
          fill="var(--gray-11)"
        />
      )}
    </svg>
  );
}

/** The owner of a taxonomy: its icon and name, and the org-wide badge when it is. */
export function OwnerCell({ taxonomy }: { taxonomy: TaxonomySummary }) {
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-1.5">
      {taxonomy.owner_type && <OwnerIcon type={taxonomy.owner_type} />}
      <span className="truncate">{taxonomy.owner_name ?? '-'}</span>
      {taxonomy.is_org_wide && (
        <Badge color="gray" variant="soft" highContrast>
          {t.orgWideBadge}
        </Badge>
      )}
    </span>
  );
}

export const yesNo = (value: boolean) => (value ? t.yes : t.no);

import { Badge } from '@radix-ui/themes';
import type { User } from '../../api/schemas/users';
import { messages } from '../../messages';

const v = messages.users.values;

/** Actief (green) or Geblokkeerd (red). */
export function StatusBadge({ user }: { user: Pick<User, 'is_active'> }) {
  return user.is_active ? (
    <Badge color="green" highContrast>
      {v.active}
    </Badge>
  ) : (
    <Badge color="red" highContrast>
      {v.blocked}
    </Badge>
  );
}

export function yesNo(value: boolean | null | undefined): string {
  return value ? v.yes : v.no;
}

/** A shield marking an organisation admin, named for assistive technology. */
export function OrgAdminShield() {
  return (
    <svg role="img" aria-label={v.orgAdmin} viewBox="0 0 16 16" width="14" height="14" className="shrink-0">
      <title>{v.orgAdmin}</title>
      <path
        d="M8 1 2.5 3v4.2c0 3.4 2.3 6.4 5.5 7.8 3.2-1.4 5.5-4.4 5.5-7.8V3L8 1Z"
        fill="var(--accent-9)"
        stroke="var(--accent-11)"
        strokeWidth="1"
      />
    </svg>
  );
}

/** The organisation name plus the shield for an organisation admin, else a dash. */
export function OrganizationCell({ user }: { user: Pick<User, 'organization_name' | 'is_org_admin'> }) {
  if (!user.organization_name) return <span aria-label={v.noOrganization}>{v.none}</span>;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="truncate">{user.organization_name}</span>
      {user.is_org_admin && <OrgAdminShield />}
    </span>
  );
}

import { Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useRef, type ReactNode } from 'react';
import type { User } from '../../api/schemas/users';
import type { IdentityErrors } from '../../commands/users/create';
import type { UserDraft } from '../../commands/users/update';
import { formatDateTime } from '../../messages/format';
import { messages } from '../../messages';
import { ownOrganizationAtom } from '../../state/claims';
import { useFirstFieldFocus } from '../common/firstField';
import { FormField } from '../common/FormField';
import { LevelSelect } from '../common/LevelSelect';
import { OrganizationCell, StatusBadge, yesNo } from '../users/UserCells';
import { LockoutNotice } from './LockoutNotice';

const f = messages.users.detail.fields;
const v = messages.users.values;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-[var(--gray-11)]">{label}</dt>
      <dd className="min-w-0 break-words text-[var(--gray-12)]">{children}</dd>
    </div>
  );
}

/** Every field of a user, read-only. */
function UserFacts({ user }: { user: User }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Item label={f.username}>{user.username}</Item>
      <Item label={f.email}>{user.email}</Item>
      <Item label={f.level}>{user.level ?? v.none}</Item>
      <Item label={f.status}>
        <StatusBadge user={user} />
      </Item>
      <Item label={f.isAdmin}>{yesNo(user.is_admin)}</Item>
      <Item label={f.isOrgAdmin}>{yesNo(user.is_org_admin)}</Item>
      <Item label={f.organization}>
        <OrganizationCell user={user} />
      </Item>
      <Item label={f.role}>
        {user.organization_name ? (user.is_org_admin ? v.orgAdmin : v.member) : v.none}
      </Item>
      <Item label={f.group}>{user.group?.name ?? (user.group_id ? `#${user.group_id}` : v.none)}</Item>
      <Item label={f.createdAt}>{formatDateTime(user.created_at)}</Item>
      <Item label={f.deactivatedAt}>{formatDateTime(user.deactivated_at)}</Item>
      <Item label={f.id}>{user.id}</Item>
      <Item label={f.uuid}>{user.user_uuid ?? v.none}</Item>
    </dl>
  );
}

function Flag({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={checked} onCheckedChange={(value) => onChange(value === true)} />
        {label}
      </Flex>
    </Text>
  );
}

/** Edit mode (Edit, then Save Changes or Cancel): the fields an update takes. */
function UserForm({
  draft,
  errors,
  onChange,
}: {
  draft: UserDraft;
  errors: IdentityErrors;
  onChange(patch: Partial<UserDraft>): void;
}) {
  const platform = useAtomValue(ownOrganizationAtom) === null;
  const form = useRef<HTMLDivElement>(null);
  useFirstFieldFocus(form, true);
  return (
    <div ref={form} className="grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField label={f.username} error={errors.username}>
        {(props) => (
          <TextField.Root
            {...props}
            value={draft.username}
            onChange={(e) => onChange({ username: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={f.email} error={errors.email}>
        {(props) => (
          <TextField.Root
            {...props}
            type="email"
            value={draft.email}
            onChange={(e) => onChange({ email: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={f.level}>
        {(field) => <LevelSelect {...field} value={draft.level} onChange={(level) => onChange({ level })} />}
      </FormField>
      {/* The organisation and platform rights are the platform's to change (an organisation administrator's
          server answers 403 for them). */}
      {platform && (
        <FormField label={f.organization} hint={f.organizationHint}>
          {(props) => (
            <TextField.Root
              {...props}
              value={draft.organization_name}
              onChange={(e) => onChange({ organization_name: e.target.value })}
            />
          )}
        </FormField>
      )}
      {platform && (
        <Flag label={f.isAdmin} checked={draft.is_admin} onChange={(is_admin) => onChange({ is_admin })} />
      )}
      <Flag
        label={f.isOrgAdmin}
        checked={draft.is_org_admin}
        onChange={(is_org_admin) => onChange({ is_org_admin })}
      />
    </div>
  );
}

/** The overview tab: the facts, or the form in edit mode. */
export function UserOverview({
  user,
  draft,
  errors,
  onChange,
}: {
  user: User;
  /** Present in edit mode. */
  draft: UserDraft | null;
  errors: IdentityErrors;
  onChange(patch: Partial<UserDraft>): void;
}) {
  return draft ? (
    <UserForm draft={draft} errors={errors} onChange={onChange} />
  ) : (
    <>
      <LockoutNotice userId={user.id} />
      <UserFacts user={user} />
    </>
  );
}

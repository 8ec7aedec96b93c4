import { Text } from '@radix-ui/themes';
import { messages } from '../../messages';
import { formatDateTime } from '../../messages/format';
import { organizationUsersResource } from '../../state/organizations';
import type { EditorTarget } from '../../state/templateDraft';
import { transcriptionsResource } from '../../state/transcriptions';
import { userDisplayName, userResource } from '../../state/users';
import { FormField, selectClass } from '../common/FormField';
import { LoadState } from '../common/LoadState';
import { useResource } from '../common/useResource';
import { UserSelect } from './UserSelect';

const t = messages.templateGenerator.test;

/** The user whose transcriptions a personal template is tested on: the template's own user, fixed. */
export const fixedUserOf = (target: EditorTarget): number | null =>
  target.owner === 'user' ? target.userId : null;

/**
 * Whose transcriptions Test offers: a personal template's own user (shown, not chosen); for an organisation
 * template a user of that organisation; for a default template (or a view) any user.
 */
export function TestUser({
  target,
  value,
  onChange,
}: {
  target: EditorTarget;
  value: number | null;
  onChange(userId: number | null): void;
}) {
  const fixed = fixedUserOf(target);
  const user = useResource(userResource, fixed).data;
  if (fixed !== null) return <Text size="2">{t.transcriptionsOf(user?.username ?? String(fixed))}</Text>;
  if (target.owner === 'organization')
    return <MemberSelect organizationId={target.organizationId} value={value} onChange={onChange} />;
  return <UserSelect value={value} onChange={onChange} />;
}

function MemberSelect({
  organizationId,
  value,
  onChange,
}: {
  organizationId: number;
  value: number | null;
  onChange(userId: number | null): void;
}) {
  const members = useResource(organizationUsersResource, organizationId);
  return (
    <>
      <LoadState loadable={members} loading={t.usersLoading} />
      <FormField label={t.user}>
        {(field) => (
          <select
            {...field}
            className={selectClass}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t.chooseUser}</option>
            {(members.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {userDisplayName(member)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

/** One of the user's transcriptions (name and date), loaded once a user is known. */
export function TranscriptionSelect({
  userId,
  value,
  onChange,
  error,
}: {
  userId: number | null;
  value: number | null;
  onChange(transcriptionId: number | null): void;
  error?: string | undefined;
}) {
  const transcriptions = useResource(transcriptionsResource, userId);
  const list = transcriptions.data ?? [];
  const empty = userId !== null && transcriptions.data !== null && list.length === 0;
  return (
    <>
      <LoadState loadable={transcriptions} loading={t.transcriptionsLoading} />
      <FormField label={t.transcription} hint={empty ? t.noTranscriptions : undefined} error={error}>
        {(field) => (
          <select
            {...field}
            className={selectClass}
            value={value ?? ''}
            disabled={userId === null || empty}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t.chooseTranscription}</option>
            {list.map((item) => (
              <option key={item.id} value={item.id}>
                {`${item.name} · ${formatDateTime(item.created_at)}`}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

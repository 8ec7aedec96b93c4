import { Button, Flex, Heading, Tabs } from '@radix-ui/themes';
import { useAtomValue, useStore } from 'jotai/react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { validateIdentity } from '../../commands/users/create';
import { changesOf, draftOf, type UserDraft } from '../../commands/users/update';
import { messages } from '../../messages';
import { roleAtom } from '../../state/claims';
import { notLoaded } from '../../state/loadable';
import { editingUserAtom, loadUser, userDetailsAtom } from '../../state/users';
import { useCommandRuntime } from '../common/CommandRuntime';
import { useCommand } from '../common/useCommand';
import { useScreen } from '../common/useScreen';
import { TranscriptionsTab } from './TranscriptionsTab';
import { UserOverview } from './UserOverview';
import { ErrorCallout, Loading } from '../common/LoadState';

const t = messages.users.detail;

type Tab = 'overview' | 'transcriptions';

/** `/users/{id}` (spec 2): header actions, the overview tab and, for superusers, the transcriptions tab. */
export function UserDetailScreen() {
  const { id: idText } = useParams();
  const id = Number(idText);
  useScreen('userDetail', { userId: idText });
  const { ctx } = useCommandRuntime();
  const store = useStore();
  const loadable = useAtomValue(userDetailsAtom)[id] ?? notLoaded;
  const superuser = useAtomValue(roleAtom) === 'superuser';
  const editing = useAtomValue(editingUserAtom) === id;
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'transcriptions' && superuser ? 'transcriptions' : 'overview';
  const [edits, setEdits] = useState<UserDraft | null>(null);
  const [saveTried, setSaveTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const update = useCommand('users.update');
  const block = useCommand('users.block');
  const unblock = useCommand('users.unblock');
  const reset = useCommand('users.resetPassword');
  const remove = useCommand('users.delete');

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    loadUser(ctx.store, ctx.api, id).catch(() => undefined);
    // Leaving this user ends its edit mode (unless another screen already took it over).
    return () => store.set(editingUserAtom, (current) => (current === id ? null : current));
  }, [ctx, store, id]);

  const user = loadable.data;
  const draft = editing && user ? (edits ?? draftOf(user)) : null;
  const errors = draft && saveTried ? validateIdentity(draft) : {};

  const stopEditing = () => {
    store.set(editingUserAtom, null);
    setEdits(null);
    setSaveTried(false);
    setSaveError(null);
  };

  async function save() {
    if (!user || !draft) return;
    setSaveTried(true);
    if (Object.keys(validateIdentity(draft)).length > 0) return;
    setSaving(true);
    setSaveError(null);
    const result = await update.run({ userId: id, changes: changesOf(user, draft) });
    setSaving(false);
    if (result.status === 'done') stopEditing();
    if (result.status === 'failed') setSaveError(errorMessage(result.error));
  }

  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'overview') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <section className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7" className="min-w-0 truncate">
          {user?.username ?? messages.screens.userDetail}
        </Heading>
        <Button asChild variant="ghost" color="gray" highContrast>
          <Link to="/users">{t.back}</Link>
        </Button>
      </Flex>

      {loadable.loading && !user && <Loading label={t.loading} />}
      <ErrorCallout message={loadable.error} />

      {user && (
        <>
          <Flex gap="2" wrap="wrap" role="group" aria-label={t.actions}>
            {editing ? (
              <>
                <Button onClick={() => void save()} disabled={saving}>
                  {saving ? t.saving : t.save}
                </Button>
                <Button variant="soft" color="gray" onClick={stopEditing}>
                  {t.cancel}
                </Button>
              </>
            ) : (
              <Button onClick={() => void update.run({ userId: id })}>{t.edit}</Button>
            )}
            {user.is_active ? (
              <Button variant="soft" color="red" highContrast onClick={() => void block.run({ userId: id })}>
                {t.block}
              </Button>
            ) : (
              <Button
                variant="soft"
                color="green"
                highContrast
                onClick={() => void unblock.run({ userId: id })}
              >
                {t.unblock}
              </Button>
            )}
            <Button variant="soft" onClick={() => void reset.run({ userId: id })}>
              {t.resetPassword}
            </Button>
            <Button variant="soft" color="red" highContrast onClick={() => void remove.run({ userId: id })}>
              {t.delete}
            </Button>
          </Flex>
          <ErrorCallout message={saveError} />
          <Tabs.Root value={tab} onValueChange={selectTab}>
            <Tabs.List aria-label={t.tabs}>
              <Tabs.Trigger value="overview">{t.overview}</Tabs.Trigger>
              {superuser && <Tabs.Trigger value="transcriptions">{t.transcriptions}</Tabs.Trigger>}
            </Tabs.List>
            <Tabs.Content value="overview" className="pt-4">
              <UserOverview
                user={user}
                draft={draft}
                errors={errors}
                onChange={(patch) => setEdits({ ...(draft ?? draftOf(user)), ...patch })}
              />
            </Tabs.Content>
            {superuser && (
              <Tabs.Content value="transcriptions" className="pt-4">
                <TranscriptionsTab userId={id} />
              </Tabs.Content>
            )}
          </Tabs.Root>
        </>
      )}
    </section>
  );
}

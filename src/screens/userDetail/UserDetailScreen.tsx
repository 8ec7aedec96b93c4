import { Button, Flex, Heading, Tabs } from '@radix-ui/themes';
import { useAtomValue, useStore } from 'jotai/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { mayUseTranscriptions } from '../../api/rules/transcriptions';
import { blockToggleFor } from '../../commands/users/block';
import { validateIdentity } from '../../commands/users/create';
import { deleteUser } from '../../commands/users/delete';
import { resetPassword } from '../../commands/users/resetPassword';
import { changesOf, draftOf, updateUser, type UserDraft } from '../../commands/users/update';
import { messages } from '../../messages';
import { roleAtom } from '../../state/claims';
import { href, routes } from '../../state/routes';
import { editingUserAtom, userResource } from '../../state/users';
import { CommandButton } from '../common/CommandButton';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { SessionsTab } from './SessionsTab';
import { TaxonomiesTab } from './TaxonomiesTab';
import { TemplatesTab } from './TemplatesTab';
import { TranscriptionsTab } from './TranscriptionsTab';
import { UserOverview } from './UserOverview';
import { ErrorCallout, Loading } from '../common/LoadState';

const t = messages.users.detail;

type Tab = 'overview' | 'templates' | 'transcriptions' | 'taxonomies' | 'sessions';

/**
 * `/users/{id}`: header actions, the overview, templates and taxonomies tabs and, for superusers, the
 * transcriptions tab.
 */
export function UserDetailScreen() {
  const { params, search, setSearch } = useRoute(routes.userDetail);
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  useScreen('userDetail', { userId: params.id });
  const store = useStore();
  const loadable = useResource(userResource, valid ? id : null);
  const transcriptions = mayUseTranscriptions(useAtomValue(roleAtom));
  const editing = useAtomValue(editingUserAtom) === id;
  const tab: Tab =
    search.tab === 'transcriptions' && transcriptions
      ? 'transcriptions'
      : search.tab === 'templates' || search.tab === 'taxonomies' || search.tab === 'sessions'
        ? search.tab
        : 'overview';
  const [edits, setEdits] = useState<UserDraft | null>(null);
  const [saveTried, setSaveTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const update = useCommand(updateUser, { userId: id });

  // Leaving this user ends its edit mode (unless another screen already took it over).
  useEffect(
    () => () => store.set(editingUserAtom, (current) => (current === id ? null : current)),
    [store, id],
  );

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

  const selectTab = (next: string) => setSearch({ tab: next as Tab }, { replace: true });

  return (
    <section className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7" className="min-w-0 truncate">
          {user?.username ?? messages.screens.userDetail}
        </Heading>
        <Button asChild variant="ghost" color="gray" highContrast>
          <Link to={href(routes.users)}>{t.back}</Link>
        </Button>
      </Flex>

      {loadable.loading && !user && <Loading label={t.loading} />}
      <ErrorCallout message={loadable.error} />

      {user && (
        <>
          <Flex gap="2" wrap="wrap" role="group" aria-label={t.actions}>
            {editing ? (
              <>
                <Button onClick={() => void save()} disabled={saving || !update.available}>
                  {saving ? t.saving : t.save}
                </Button>
                <Button variant="soft" color="gray" onClick={stopEditing}>
                  {t.cancel}
                </Button>
              </>
            ) : (
              <CommandButton command={updateUser} args={{ userId: id }}>
                {t.edit}
              </CommandButton>
            )}
            <CommandButton
              command={blockToggleFor(user)}
              args={{ userId: id }}
              variant="soft"
              color={user.is_active ? 'red' : 'green'}
              highContrast
            >
              {user.is_active ? t.block : t.unblock}
            </CommandButton>
            <CommandButton command={resetPassword} args={{ userId: id }} variant="soft">
              {t.resetPassword}
            </CommandButton>
            <CommandButton command={deleteUser} args={{ userId: id }} variant="soft" color="red" highContrast>
              {t.delete}
            </CommandButton>
          </Flex>
          <ErrorCallout message={saveError} />
          <Tabs.Root value={tab} onValueChange={selectTab}>
            <Tabs.List aria-label={t.tabs}>
              <Tabs.Trigger value="overview">{t.overview}</Tabs.Trigger>
              <Tabs.Trigger value="templates">{messages.templateLists.tabTitle}</Tabs.Trigger>
              {transcriptions && <Tabs.Trigger value="transcriptions">{t.transcriptions}</Tabs.Trigger>}
              <Tabs.Trigger value="taxonomies">{messages.taxonomies.tab.title}</Tabs.Trigger>
              <Tabs.Trigger value="sessions">{messages.sessions.tab}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="overview" className="pt-4">
              <UserOverview
                user={user}
                draft={draft}
                errors={errors}
                onChange={(patch) => setEdits({ ...(draft ?? draftOf(user)), ...patch })}
              />
            </Tabs.Content>
            <Tabs.Content value="templates" className="pt-4">
              <TemplatesTab user={user} />
            </Tabs.Content>
            {transcriptions && (
              <Tabs.Content value="transcriptions" className="pt-4">
                <TranscriptionsTab userId={id} />
              </Tabs.Content>
            )}
            <Tabs.Content value="taxonomies" className="pt-4">
              <TaxonomiesTab user={user} />
            </Tabs.Content>
            <Tabs.Content value="sessions" className="pt-4">
              <SessionsTab user={user} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </section>
  );
}

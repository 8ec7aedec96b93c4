import { Button, Callout, Flex, Heading } from '@radix-ui/themes';
import { useMemo, useRef, useState } from 'react';
import { saveNewTaxonomy } from '../../commands/taxonomies/create';
import { fieldsProblem } from '../../commands/taxonomies/fields';
import { messages } from '../../messages';
import { organizationResource } from '../../state/organizations';
import { routes } from '../../state/routes';
import {
  emptyTaxonomyFields,
  hasUnsavedTaxonomy,
  type TaxonomyOwner,
  type TaxonomyTarget,
} from '../../state/taxonomyEditor';
import { userResource } from '../../state/users';
import { useFirstFieldFocus } from '../common/firstField';
import { ErrorCallout } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { BackToList, OwnerLine, SaveButton } from './EditorParts';
import { OwnerChoice } from './OwnerChoice';
import { TaxonomyFieldsForm } from './TaxonomyFieldsForm';
import { TermsSection } from './TermsSection';
import { useTaxonomyEditor } from './useTaxonomyEditor';

const t = messages.taxonomies;
const e = t.editor;

/** The owner's name (its user or organisation, loaded), and the error when it cannot be loaded. */
function useOwnerName(owner: TaxonomyOwner): { name: string | null; error: string | null } {
  const user = useResource(userResource, owner.type === 'user' ? owner.id : null);
  const organization = useResource(organizationResource, owner.type === 'organization' ? owner.id : null);
  return owner.type === 'user'
    ? { name: user.data?.username ?? null, error: user.error }
    : { name: organization.data?.name ?? null, error: organization.error };
}

/**
 * The form of a new taxonomy of `owner`: the fields, and terms kept locally (temporary negative ids) until the
 * first save sends them along. Saving (Ctrl+S) opens the saved taxonomy's editor.
 */
function NewTaxonomyForm({ owner, onChangeOwner }: { owner: TaxonomyOwner; onChangeOwner(): void }) {
  const target = useMemo<TaxonomyTarget>(() => ({ kind: 'new', owner }), [owner]);
  const { editor, change } = useTaxonomyEditor(target, emptyTaxonomyFields);
  const ownerName = useOwnerName(owner);
  const create = useCommand(saveNewTaxonomy, { ownerType: owner.type, ownerId: owner.id });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = editor ? fieldsProblem(editor.fields) : null;
  const form = useRef<HTMLDivElement>(null);
  useFirstFieldFocus(form, editor !== null);

  async function onSave() {
    setTried(true);
    if (problem) return;
    setSaving(true);
    await create.run();
    setSaving(false);
  }

  if (!editor) return null;
  return (
    <div ref={form} className="contents">
      <OwnerLine type={owner.type} name={ownerName.name}>
        {!hasUnsavedTaxonomy(editor) && (
          <Button size="1" variant="ghost" onClick={onChangeOwner}>
            {t.owner.change}
          </Button>
        )}
      </OwnerLine>
      <ErrorCallout message={ownerName.error} />
      <TaxonomyFieldsForm fields={editor.fields} onChange={change} invalid={tried && problem !== null} />
      <ErrorCallout message={tried ? problem : null} />
      {/* The one message about terms added before the first save (no toast per term), announced as it changes:
          the live region stays in place (out of the layout while empty). */}
      <div role="status" className={editor.terms.length > 0 ? undefined : 'sr-only'}>
        {editor.terms.length > 0 && (
          <Callout.Root color="gray" highContrast size="1">
            <Callout.Text>{e.unsavedTerms(editor.terms.length)}</Callout.Text>
          </Callout.Root>
        )}
      </div>
      <Flex gap="2">
        <SaveButton command={create} label={e.create} busy={saving} onSave={() => void onSave()} />
      </Flex>
      <TermsSection taxonomy="new" terms={editor.terms} />
    </div>
  );
}

/**
 * `/taxonomies/new` with `?userId=` or `?orgId=`: without an owner the owner type and the owner are chosen
 * first (a taxonomy always has an owner: "Geen gebruiker of organisatie opgegeven"), then the form.
 */
export function TaxonomyNewScreen() {
  const { search, setSearch } = useRoute(routes.taxonomyNew);
  const owner = useMemo<TaxonomyOwner | null>(
    () =>
      search.userId !== undefined
        ? { type: 'user', id: search.userId }
        : search.orgId !== undefined
          ? { type: 'organization', id: search.orgId }
          : null,
    [search.userId, search.orgId],
  );
  // Without an owner, the cursor starts on the owner's type (the form's first field is its own).
  const choice = useRef<HTMLElement>(null);
  useFirstFieldFocus(choice, owner === null);
  useScreen('taxonomyNew', owner ? { ownerType: owner.type, ownerId: String(owner.id) } : {});
  const choose = (chosen: TaxonomyOwner | null) =>
    setSearch(
      {
        userId: chosen?.type === 'user' ? chosen.id : undefined,
        orgId: chosen?.type === 'organization' ? chosen.id : undefined,
      },
      { replace: false },
    );
  return (
    <section ref={choice} className="flex flex-col gap-4">
      <BackToList />
      <Heading as="h1" size="7">
        {messages.screens.taxonomyNew}
      </Heading>
      {owner ? (
        <NewTaxonomyForm key={`${owner.type}:${owner.id}`} owner={owner} onChangeOwner={() => choose(null)} />
      ) : (
        <OwnerChoice onChoose={choose} />
      )}
    </section>
  );
}

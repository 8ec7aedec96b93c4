import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useMemo, useRef, useState } from 'react';
import { deleteTaxonomy } from '../../commands/taxonomies/delete';
import { downloadTaxonomyXml } from '../../commands/taxonomies/downloadXml';
import { fieldsProblem } from '../../commands/taxonomies/fields';
import { updateTaxonomy } from '../../commands/taxonomies/update';
import { messages } from '../../messages';
import { formatDateTime } from '../../messages/format';
import { routes } from '../../state/routes';
import { taxonomyResource } from '../../state/taxonomies';
import { fieldsOf, type TaxonomyTarget } from '../../state/taxonomyEditor';
import { CommandButton } from '../common/CommandButton';
import { useFirstFieldFocus } from '../common/firstField';
import { ErrorCallout, LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { BackToList, OwnerLine, SaveButton } from './EditorParts';
import { TaxonomyFieldsForm } from './TaxonomyFieldsForm';
import { TermsSection } from './TermsSection';
import { useTaxonomyEditor } from './useTaxonomyEditor';
import { XmlPreview } from './XmlPreview';

const t = messages.taxonomies;
const e = t.editor;

/**
 * `/taxonomies/{id}`: the fields with Opslaan (Ctrl+S), the XML download and preview, delete, and the terms,
 * each change of which goes to the server at once.
 */
export function TaxonomyEditScreen() {
  const { params } = useRoute(routes.taxonomyEdit);
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  useScreen('taxonomyEdit', { taxonomyId: params.id });
  const loadable = useResource(taxonomyResource, valid ? id : null);
  const taxonomy = loadable.data;
  const target = useMemo<TaxonomyTarget>(() => ({ kind: 'saved', id }), [id]);
  const loadedId = taxonomy?.id;
  // The fields start from the taxonomy as first loaded; a reload (after a term change) keeps what is typed.
  const initial = useMemo(() => (taxonomy ? fieldsOf(taxonomy) : null), [loadedId]); // eslint-disable-line react-hooks/exhaustive-deps
  const { editor, change } = useTaxonomyEditor(target, initial);
  const save = useCommand(updateTaxonomy, { taxonomyId: id });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [showXml, setShowXml] = useState(false);
  const xmlId = useId();
  const problem = editor ? fieldsProblem(editor.fields) : null;
  const form = useRef<HTMLElement>(null);
  useFirstFieldFocus(form, Boolean(taxonomy && editor));

  async function onSave() {
    setTried(true);
    if (problem) return;
    setSaving(true);
    await save.run();
    setSaving(false);
  }

  return (
    <section ref={form} className="flex flex-col gap-4">
      <BackToList />
      <Heading as="h1" size="7" className="min-w-0 truncate">
        {taxonomy?.name || messages.screens.taxonomyEdit}
      </Heading>
      <LoadState loadable={loadable} loading={e.loadingOne} />
      {taxonomy && editor && (
        <>
          <OwnerLine type={taxonomy.owner_type} name={taxonomy.owner_name}>
            <Text size="2" color="gray" highContrast>
              · {e.updatedAt(formatDateTime(taxonomy.updated_at))}
            </Text>
          </OwnerLine>
          <TaxonomyFieldsForm fields={editor.fields} onChange={change} invalid={tried && problem !== null} />
          <ErrorCallout message={tried ? problem : null} />
          <Flex gap="2" wrap="wrap" align="center">
            <SaveButton command={save} label={e.save} busy={saving} onSave={() => void onSave()} />
            <CommandButton command={downloadTaxonomyXml} args={{ taxonomyId: id }} variant="soft" />
            <Button
              variant="soft"
              aria-expanded={showXml}
              aria-controls={showXml ? xmlId : undefined}
              onClick={() => setShowXml((shown) => !shown)}
            >
              {showXml ? e.xmlHide : e.xmlShow}
            </Button>
            <CommandButton
              command={deleteTaxonomy}
              args={{ taxonomyId: id }}
              variant="soft"
              color="red"
              highContrast
            >
              {t.delete}
            </CommandButton>
          </Flex>
          {showXml && (
            <section id={xmlId} aria-label={e.xmlHeading} className="flex flex-col gap-2">
              <Heading as="h2" size="4">
                {e.xmlHeading}
              </Heading>
              {taxonomy.xml_preview ? (
                <XmlPreview xml={taxonomy.xml_preview} />
              ) : (
                <Text size="2" color="gray" highContrast>
                  {e.xmlEmpty}
                </Text>
              )}
            </section>
          )}
          <TermsSection taxonomy={id} terms={taxonomy.terms} />
        </>
      )}
    </section>
  );
}

import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useState } from 'react';
import { checkPdfSettings, readPdfSettingsText } from '../../api/pdfSettingsReading';
import { pdfSettingsText } from '../../api/pdfSettingsText';
import { cancelPdfEdit } from '../../commands/organizationSettings/cancelPdfEdit';
import { clearPdfSettings } from '../../commands/organizationSettings/clearPdf';
import { editPdfSettings } from '../../commands/organizationSettings/editPdf';
import { refreshPdfSettings } from '../../commands/organizationSettings/refreshPdf';
import { resetPdfToExample } from '../../commands/organizationSettings/resetPdfToExample';
import { savePdfSettings } from '../../commands/organizationSettings/savePdf';
import { messages } from '../../messages';
import { notLoaded } from '../../state/loadable';
import { pdfSettingsResource } from '../../state/organizationSettings';
import { pdfEditorsAtom, setPdfEditorText } from '../../state/organizationSettingsEditors';
import { hasPdfPreview, pdfPreviewAtom, renderPdfPreview } from '../../state/pdfPreview';
import { CommandButton } from '../common/CommandButton';
import { useCommandRuntime } from '../common/CommandRuntime';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { CodeField } from '../templateEditor/CodeField';
import type { PlacedProblem } from './pdf/pdfCodeMirror';
import { PdfJsonEditor } from './pdf/PdfJsonEditor';
import { PdfPreviewPanel } from './pdf/PdfPreviewPanel';
import { PdfProblems } from './pdf/PdfProblems';
import { SaveCommandButton } from './SaveCommandButton';

const t = messages.organizationSettings.pdf;

/**
 * `/organizations/{id}?tab=pdf`: the PDF export settings as JSON, read-only or (edit mode) in CodeMirror with
 * the schema's problems in place; edit, refresh, reset to the example, clear, and save only when the text
 * changed. Beside it (below on narrow screens) the PDF preview of a sample summary.
 */
export default function PdfTab({ organizationId }: { organizationId: number }) {
  const { ctx } = useCommandRuntime();
  const saved = useResource(pdfSettingsResource, organizationId);
  const editor = useAtomValue(pdfEditorsAtom)[organizationId] ?? null;
  const preview = useAtomValue(pdfPreviewAtom)[organizationId] ?? notLoaded;
  const save = useCommand(savePdfSettings, { organizationId });
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState<{ text: string; problems: readonly PlacedProblem[] } | null>(null);
  const headingId = useId();
  const editorId = useId();
  const statusId = useId();

  // The first preview, of the saved settings, once they are known.
  const savedSettings = saved.data?.settings;
  useEffect(() => {
    if (savedSettings === undefined || hasPdfPreview(ctx.store, organizationId)) return;
    const reading = checkPdfSettings(savedSettings);
    if (reading.ok)
      void renderPdfPreview(ctx.store, ctx.api, organizationId, reading.settings, false).catch(
        () => undefined,
      );
  }, [ctx, organizationId, savedSettings]);

  async function onSave() {
    if (!save.available || saving) return;
    setSaving(true);
    await save.run();
    setSaving(false);
  }

  const reading = editor ? readPdfSettingsText(editor.text) : null;
  // The problems of the text on screen, once it was checked (null until then).
  const problems = editor && checked?.text === editor.text ? checked.problems : null;
  const errors = problems?.filter((problem) => problem.severity === 'error').length ?? 0;
  const args = { organizationId };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id={headingId}>
          {t.heading}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          {editor ? (
            <>
              <SaveCommandButton
                command={save}
                label={t.save}
                savingLabel={t.saving}
                saving={saving}
                onSave={() => void onSave()}
              />
              <CommandButton command={cancelPdfEdit} args={args} variant="soft" color="gray">
                {t.cancel}
              </CommandButton>
              <CommandButton command={clearPdfSettings} args={args} variant="soft" color="gray">
                {t.clear}
              </CommandButton>
            </>
          ) : (
            <CommandButton command={editPdfSettings} args={args} busy={!saved.data}>
              {t.edit}
            </CommandButton>
          )}
          <CommandButton command={resetPdfToExample} args={args} variant="soft">
            {t.resetToExample}
          </CommandButton>
          <CommandButton command={refreshPdfSettings} args={args} variant="soft" color="gray">
            {t.refresh}
          </CommandButton>
        </Flex>
      </Flex>
      <Text as="p" size="2" color="gray" highContrast>
        {t.intro}
      </Text>
      <Callout.Root color="blue" size="1" highContrast>
        <Callout.Text>{t.marginsTip}</Callout.Text>
      </Callout.Root>
      <LoadState loadable={saved} loading={t.loading} />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          {editor ? (
            <>
              <Text as="label" htmlFor={editorId} size="2" weight="medium">
                {t.editorLabel}
              </Text>
              <PdfJsonEditor
                id={editorId}
                value={editor.text}
                onChange={(text) => setPdfEditorText(ctx.store, organizationId, text)}
                onSave={() => void onSave()}
                onProblems={(found, text) => setChecked({ text, problems: found })}
                describedBy={statusId}
                invalid={reading?.ok === false || errors > 0}
              />
              <PdfProblems
                id={statusId}
                jsonInvalid={reading?.ok === false && reading.kind === 'json'}
                empty={editor.text.trim() === ''}
                problems={problems}
              />
            </>
          ) : (
            saved.data &&
            (saved.data.settings === null ? (
              <Text as="p" size="2">
                {t.defaultLayout}
              </Text>
            ) : (
              <CodeField
                label={t.viewLabel}
                value={pdfSettingsText(saved.data.settings)}
                language="json"
                readOnly
                minHeight="12rem"
                maxHeight="70vh"
              />
            ))
          )}
        </div>
        <PdfPreviewPanel organizationId={organizationId} preview={preview} />
      </div>
    </section>
  );
}

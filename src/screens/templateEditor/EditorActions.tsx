import { Button, Flex, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import { permitted } from '../../commands/availability';
import { copyAll } from '../../commands/templateEditor/copyAll';
import { pasteAll } from '../../commands/templateEditor/pasteAll';
import { aiUpdate } from '../../commands/templateGenerator/aiUpdate';
import { isNewTarget, isSavedTarget } from '../../commands/templateGenerator/editor';
import { generateTemplate } from '../../commands/templateGenerator/generate';
import { testTemplate } from '../../commands/templateGenerator/test';
import { messages } from '../../messages';
import { aiStatusResource } from '../../state/ai';
import { templateEditorAtom } from '../../state/templateDraft';
import { CommandButton } from '../common/CommandButton';
import { useCommandRuntime } from '../common/CommandRuntime';
import { useResource } from '../common/useResource';
import { AiUpdateDialog } from './AiUpdateDialog';
import { GenerateDialog } from './GenerateDialog';
import { TestDialog } from './TestDialog';

const t = messages.templateEditor;
const ai = messages.templateGenerator.buttons;

/**
 * The editor's buttons: Opslaan, Test, AI Update, Kopieer Alles, Plak Alles, and on a new template Genereren
 * met AI. Opslaan is the screen's (it checks the form, then runs its save command); `saveBlocked` disables it
 * with the command's reason. The generator's buttons are its commands: disabled with the reason when the server
 * has no model (or, for AI Update, while there are unsaved changes); Test is there only for the superuser, AI
 * Update only for a saved template (edit mode), generating only for a new one. A read-only editor keeps Kopieer
 * Alles and Test.
 */
export function EditorActions({
  readOnly,
  saving,
  saveBlocked,
  onSave,
}: {
  readOnly: boolean;
  saving: boolean;
  saveBlocked: string | null;
  onSave(): void;
}) {
  const reasonId = useId();
  const { ctx } = useCommandRuntime();
  const editor = useAtomValue(templateEditorAtom, { store: ctx.store });
  // Whether the server has a model: the generator's buttons say so before they are pressed.
  useResource(aiStatusResource, undefined);
  const editable = editor !== null && !readOnly;
  return (
    <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t.actions}>
      {!readOnly && (
        <span className="inline-flex flex-wrap items-center gap-2">
          <Button
            onClick={onSave}
            disabled={saving || saveBlocked !== null}
            aria-describedby={saveBlocked ? reasonId : undefined}
          >
            {saving ? t.saving : t.save}
          </Button>
          {saveBlocked && (
            <Text id={reasonId} size="1" color="gray" highContrast>
              {saveBlocked}
            </Text>
          )}
        </span>
      )}
      {editable && isNewTarget(editor.target) && (
        <CommandButton command={generateTemplate} variant="soft">
          {ai.generate}
        </CommandButton>
      )}
      {editor && permitted(testTemplate, ctx.store) && (
        <CommandButton command={testTemplate} variant="soft">
          {ai.test}
        </CommandButton>
      )}
      {editable && isSavedTarget(editor.target) && (
        <CommandButton command={aiUpdate} variant="soft">
          {ai.aiUpdate}
        </CommandButton>
      )}
      <CommandButton command={copyAll} variant="soft" />
      {!readOnly && <CommandButton command={pasteAll} variant="soft" />}
      {editor && (
        <>
          <AiUpdateDialog editorKey={editor.key} />
          <TestDialog editor={editor} />
          <GenerateDialog editor={editor} />
        </>
      )}
    </Flex>
  );
}

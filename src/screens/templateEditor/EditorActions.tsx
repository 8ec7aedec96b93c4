import { Button, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { copyAll } from '../../commands/templateEditor/copyAll';
import { pasteAll } from '../../commands/templateEditor/pasteAll';
import { messages } from '../../messages';
import { CommandButton } from '../common/CommandButton';

const t = messages.templateEditor;

/**
 * The editor's buttons (spec 2): Opslaan, Kopieer Alles, Plak Alles. Opslaan is the screen's (it checks the
 * form, then runs its save command); `saveBlocked` disables it with the command's reason. A read-only editor
 * keeps Kopieer Alles only.
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
      <CommandButton command={copyAll} variant="soft" />
      {!readOnly && <CommandButton command={pasteAll} variant="soft" />}
    </Flex>
  );
}

import { Dialog, TextArea } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { pasteAll } from '../../commands/templateEditor/pasteAll';
import { messages } from '../../messages';
import { setPasting } from '../../state/templateDraft';
import { useCommandRuntime } from '../common/CommandRuntime';
import { DialogActions } from '../common/DialogActions';
import { FormField } from '../common/FormField';
import { useCommand } from '../common/useCommand';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.templateEditor.paste;

/** Plak Alles: a text field for tagged text; inserting replaces the editor's draft (not saved yet). */
export function PasteDialog({ open }: { open: boolean }) {
  const { ctx } = useCommandRuntime();
  const paste = useCommand(pasteAll);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPasting(ctx.store, false);
    setText('');
    setError(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await paste.run({ text });
    setBusy(false);
    if (result.status === 'failed') setError(errorMessage(result.error));
    if (result.status === 'done') {
      setText('');
      setError(undefined);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="640px" className="max-h-[80vh]">
        <Dialog.Title>{t.title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.description}
        </Dialog.Description>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField label={t.label} error={error}>
            {(field) => (
              <TextArea
                {...field}
                rows={14}
                value={text}
                spellCheck={false}
                className="font-mono"
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <DialogActions cancel={t.cancel} submit={t.submit} disabled={busy} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
